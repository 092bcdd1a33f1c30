import { useLingui } from '@lingui/react';
import { Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconEye, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DISCUSSION_PAGE_SIZE } from '../../../contract/rules/community';
import { RowActionLink } from '../../components/admin-table';
import { DiscussionAdminTable, type DiscussionAdminTestIds } from '../../components/discussion-admin-table';
import { ListFooter } from '../../components/list-parts';
import { ButtonLink } from '../../components/router-links';
import { useSession } from '../../lib/use-session';
import { DiscussionList, useDeleteDiscussion } from './discussion-list';
import { discussionsApi, groupAdminDiscussionsOptions, groupDiscussionsOptions } from './discussions-api';
import { PostDialog } from './post-dialog';

const GROUP_DISCUSSION_TEST_IDS: DiscussionAdminTestIds = {
  table: 'group-discussion-admin-table',
  row: () => 'group-discussion-admin-row',
  status: 'group-discussion-status',
  top: 'group-discussion-top',
  delete: 'group-discussion-delete',
  deleteConfirm: 'discussion-delete-confirm',
};

/** The group's discussions, optionally of one problem, in the shared admin table; View stays inside the group. */
function GroupDiscussionAdminTable({ gid, problemId }: { gid: number; problemId: string | null }) {
  const { _ } = useLingui();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const list = useQuery(groupAdminDiscussionsOptions({ gid, currentPage: page, limit: DISCUSSION_PAGE_SIZE, pid: problemId ?? undefined }, user?.uid ?? null));
  const askDelete = useDeleteDiscussion();
  return (
    <DiscussionAdminTable
      rows={list.data?.records ?? []}
      loading={list.isPending}
      footer={{ total: list.data?.total ?? 0, page, pageSize: DISCUSSION_PAGE_SIZE, onPage: setPage }}
      change={discussionsApi.changeInGroup}
      remove={askDelete.now}
      viewAction={(row) => (
        <RowActionLink to="/group/$groupID/discussion-detail/$discussionID" params={{ groupID: String(gid), discussionID: String(row.id) }} label={_('View')} icon={IconEye} testId="group-discussion-view" />
      )}
      testIds={GROUP_DISCUSSION_TEST_IDS}
    />
  );
}

interface GroupDiscussionPageProps {
  gid: number;
  /** /group/{gid}/discussion/{problemID}: the discussions of one of the group's problems */
  problemId: string | null;
  /** the viewer is an admin of the group (site admins count) */
  groupAdmin: boolean;
}

/**
 * The group's discussion tab (part 3 §2.9): the list, optionally of one problem, with Create / Post
 * problem discussion, Go back to the group's discussions, and the admin toggle for group admins.
 */
export function GroupDiscussionPage({ gid, problemId, groupAdmin }: GroupDiscussionPageProps) {
  const { _ } = useLingui();
  const wide = useMediaQuery('(min-width: 62em)');
  const navigate = useNavigate();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [adminView, setAdminView] = useState(false);
  const [posting, setPosting] = useState(false);
  const list = useQuery(groupDiscussionsOptions({ gid, currentPage: page, limit: DISCUSSION_PAGE_SIZE, pid: problemId ?? undefined }, user?.uid ?? null));
  const place = { gid };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="group-discussions">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz={{ base: 18, sm: 22 }} data-testid="discussion-list-title">
            {problemId ? _('Problem_Discussion_Title', { problemId }) : _('Group_Discussion')}
          </Title>
          <Group gap="sm">
            {problemId && (
              <ButtonLink to="/group/$groupID/discussion" params={{ groupID: String(gid) }} variant="default" leftSection={<IconArrowLeft size={16} />} data-testid="discussion-back-all">
                {_('Back_To_Group_Discussions')}
              </ButtonLink>
            )}
            {groupAdmin && <Switch label={_('Discussion_Admin')} checked={adminView} onChange={(event) => setAdminView(event.currentTarget.checked)} data-testid="group-discussion-admin-toggle" />}
            <Button leftSection={<IconPlus size={16} />} onClick={() => setPosting(true)} data-testid="discussion-create">
              {problemId ? _('Post_Problem_Discussion') : _('Create_Discussion')}
            </Button>
          </Group>
        </Group>
        {adminView && groupAdmin ? (
          <GroupDiscussionAdminTable gid={gid} problemId={problemId} />
        ) : (
          <>
            <DiscussionList rows={list.data?.records ?? []} loading={list.isPending} place={place} groupAdmin={groupAdmin} />
            <ListFooter total={list.data?.total ?? 0} page={page} pageSize={DISCUSSION_PAGE_SIZE} onPage={setPage} narrow={!wide} testId="discussion-pagination" />
          </>
        )}
      </Stack>
      {posting && (
        <PostDialog
          mode={{ kind: 'create', problemId, gid, draftKey: problemId ? `group:${gid}:${problemId}` : `group:${gid}` }}
          groupAdmin={groupAdmin}
          onClose={() => setPosting(false)}
          onSaved={(saved) => {
            setPosting(false);
            void navigate({ to: '/group/$groupID/discussion-detail/$discussionID', params: { groupID: String(gid), discussionID: String(saved.id) } });
          }}
        />
      )}
    </Paper>
  );
}
