import { useLingui } from '@lingui/react';
import { Box, Button, Container, Grid, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DISCUSSION_PAGE_SIZE } from '../../../contract/rules/community';
import { isAdminRole } from '../../../contract/roles';
import { ListFooter } from '../../components/list-parts';
import { ButtonLink } from '../../components/router-links';
import { useSignedInGate } from '../../lib/sign-in-gate';
import { useKeywordDraft } from '../../lib/use-keyword-draft';
import { useOnlyMineSwitch } from '../../lib/use-only-mine';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { CategorySidebar } from './category-sidebar';
import { DiscussionList } from './discussion-list';
import { discussionListQuery, withDiscussionFilter, type DiscussionSearch } from './discussion-rules';
import { publicDiscussionsOptions } from './discussions-api';
import { PostDialog } from './post-dialog';

const PUBLIC_PLACE = { gid: null };

/**
 * /discussion and /discussion/{problemID} (part 3 §2.14): keyword, category and onlyMine filters,
 * 10 a page, the category sidebar (editable by admins) and the post dialog with its kept draft.
 */
export function DiscussionListPage({ problemId, search, onSearch }: { problemId: string | null; search: DiscussionSearch; onSearch(next: DiscussionSearch): void }) {
  const { _ } = useLingui();
  const wide = useMediaQuery('(min-width: 62em)');
  const navigate = useNavigate();
  const { token, user } = useSession();
  const signedIn = useSignedInGate();
  const list = useQuery(publicDiscussionsOptions(discussionListQuery(search, problemId, Boolean(token)), user?.uid ?? null));
  const { inputProps: keywordInput } = useKeywordDraft(search.keyword, (keyword) => onSearch(withDiscussionFilter(search, { keyword })));
  const onlyMine = useOnlyMineSwitch(search.onlyMine, (checked) => onSearch(withDiscussionFilter(search, { onlyMine: checked })));
  const [posting, setPosting] = useState(false);
  const title = problemId ? _('Problem_Discussion_Title', { problemId }) : _('Discussion');
  usePageTitle(title);
  const adminRole = Boolean(user && isAdminRole(user.roleList));

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="md">
              <Group justify="space-between" gap="sm">
                <Title order={2} fz={{ base: 22, sm: 26 }} data-testid="discussion-list-title">
                  {title}
                </Title>
                <Group gap="sm">
                  <TextInput placeholder={_('Enter_keyword')} {...keywordInput} leftSection={<IconSearch size={14} />} w={wide ? 220 : '100%'} data-testid="discussion-filter-keyword" />
                  <Switch label={_('Discussion_Only_Mine')} checked={Boolean(token && search.onlyMine)} onChange={(event) => onlyMine(event.currentTarget.checked)} data-testid="discussion-filter-mine" />
                  {problemId && (
                    <ButtonLink to="/discussion" variant="default" leftSection={<IconArrowLeft size={16} />} data-testid="discussion-back-all">
                      {_('Back_To_Discussions')}
                    </ButtonLink>
                  )}
                  <Button leftSection={<IconPlus size={16} />} onClick={() => signedIn() && setPosting(true)} data-testid="discussion-create">
                    {problemId ? _('Post_Problem_Discussion') : _('Create_Discussion')}
                  </Button>
                </Group>
              </Group>
              <DiscussionList rows={list.data?.records ?? []} loading={list.isPending} place={PUBLIC_PLACE} />
              <ListFooter total={list.data?.total ?? 0} page={search.currentPage ?? 1} pageSize={DISCUSSION_PAGE_SIZE} onPage={(page) => onSearch({ ...search, currentPage: page })} narrow={!wide} testId="discussion-pagination" />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box style={{ position: 'sticky', top: 72 }}>
            <CategorySidebar active={search.cid} onPick={(cid) => onSearch(withDiscussionFilter(search, { cid }))} canEdit={adminRole} />
          </Box>
        </Grid.Col>
      </Grid>
      {posting && (
        <PostDialog
          mode={{ kind: 'create', problemId, gid: null, draftKey: problemId ? `problem:${problemId}` : 'public' }}
          onClose={() => setPosting(false)}
          onSaved={(saved) => {
            setPosting(false);
            void navigate({ to: '/discussion-detail/$discussionID', params: { discussionID: String(saved.id) } });
          }}
        />
      )}
    </Container>
  );
}
