import { useLingui } from '@lingui/react';
import { Alert, Anchor, Badge, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconEye, IconFlag, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { DiscussionDetail } from '../../../contract/api/community';
import { COMMUNITY_MESSAGES, DISCUSSION_STATUS } from '../../../contract/rules/community';
import { MarkdownView } from '../../components/markdown-view';
import { PageLoading } from '../../components/page-loading';
import { AnchorLink, ButtonLink } from '../../components/router-links';
import { SectionLoadFailed } from '../../components/section-shell';
import { communityKeys } from '../../lib/community-keys';
import { useSignedInGate } from '../../lib/sign-in-gate';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { AuthorLine, Count, GoToProblem, ReleaseTime, type DiscussionPlace } from './discussion-parts';
import { mayEdit } from './discussion-rules';
import { discussionDetailOptions, discussionsApi } from './discussions-api';
import { PostDialog } from './post-dialog';
import { ReportDialog } from './report-dialog';

interface DiscussionDetailPageProps {
  did: number;
  place: DiscussionPlace;
  /** the viewer is an admin of the group (editor images) */
  groupAdmin?: boolean;
  /** the comment section keyed by the discussion id (part 3 §2.13), composed by the route */
  comments?: ReactNode;
}

/** Back to the list the discussion came from. */
function BackToList({ place }: { place: DiscussionPlace }) {
  const { _ } = useLingui();
  const common = { variant: 'subtle', size: 'xs', leftSection: <IconArrowLeft size={14} />, 'data-testid': 'discussion-back' } as const;
  return place.gid === null ? (
    <ButtonLink to="/discussion" {...common}>
      {_('Back_To_Discussions')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/group/$groupID/discussion" params={{ groupID: String(place.gid) }} {...common}>
      {_('Back_To_Discussions')}
    </ButtonLink>
  );
}

/**
 * /discussion-detail/{id} and its group twin (part 3 §2.13): title, the linked problem, author with
 * avatar, title tag and role badge, category link, like and view counts, report link, like toggle,
 * relative release time, the author's edit link, the content (sanitised markdown), then comments.
 */
export function DiscussionDetailPage({ did, place, groupAdmin = false, comments }: DiscussionDetailPageProps) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const signedIn = useSignedInGate();
  const options = discussionDetailOptions(did, user?.uid ?? null);
  const detail = useQuery(options);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  usePageTitle(detail.data?.title);

  // The answer is applied here rather than read again: a new read would count another view.
  const like = useMutation({
    mutationFn: (toLike: boolean) => discussionsApi.like(did, toLike),
    onSuccess: (_data, toLike) => {
      queryClient.setQueryData(options.queryKey, (current: DiscussionDetail | undefined) =>
        current ? { ...current, hasLike: toLike, likeNum: Math.max(0, current.likeNum + (toLike ? 1 : -1)) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: [...communityKeys.discussions(), 'list'] });
    },
  });

  if (detail.isPending) return <PageLoading />;
  if (!detail.data) return <SectionLoadFailed testId="discussion-load-failed">{_(COMMUNITY_MESSAGES.discussionNotFound)}</SectionLoadFailed>;
  const d = detail.data;
  const canEdit = mayEdit(d, user);
  const categoryBadge = (
    <Badge variant="outline" size="sm" data-testid="discussion-detail-category">
      {d.categoryName}
    </Badge>
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={place.gid === null ? undefined : 0}>
      <Stack gap="md">
        <Group>
          <BackToList place={place} />
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="discussion-detail">
          <Stack gap="sm">
            {d.status === DISCUSSION_STATUS.disabled && (
              <Alert color="orange" data-testid="discussion-disabled-notice">
                {_(COMMUNITY_MESSAGES.discussionDisabled)}
              </Alert>
            )}
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={2} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }} data-testid="discussion-detail-title">
                {d.title}
              </Title>
              {d.pid && <GoToProblem place={place} problemId={d.pid} />}
            </Group>
            <Group justify="space-between" gap="sm">
              <Group gap="sm">
                <AuthorLine row={d} size={32} />
                {place.gid === null ? (
                  <AnchorLink to="/discussion" search={{ cid: d.categoryId }} data-testid="discussion-detail-category-link">
                    {categoryBadge}
                  </AnchorLink>
                ) : (
                  categoryBadge
                )}
                <ReleaseTime iso={d.gmtCreate} />
              </Group>
              <Group gap="md">
                <Count icon={<IconThumbUp size={14} />} value={d.likeNum} label={_('Discussion_Likes')} testId="discussion-detail-likes" />
                <Count icon={<IconEye size={14} />} value={d.viewNum} label={_('Discussion_Views')} testId="discussion-detail-views" />
                <Anchor
                  component="button"
                  size="sm"
                  c="red"
                  onClick={() => signedIn() && setReporting(true)}
                  data-testid="discussion-report"
                >
                  <Group gap={4} wrap="nowrap">
                    <IconFlag size={14} />
                    {_('Report')}
                  </Group>
                </Anchor>
                {canEdit && (
                  <Anchor component="button" size="sm" onClick={() => setEditing(true)} data-testid="discussion-edit">
                    <Group gap={4} wrap="nowrap">
                      <IconEdit size={14} />
                      {_('Edit')}
                    </Group>
                  </Anchor>
                )}
              </Group>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="discussion-detail-description">
              {d.description}
            </Text>
            <Divider />
            <MarkdownView source={d.content} highlightCode testId="discussion-detail-content" />
            <Group justify="center" pt="sm">
              <Button
                variant={d.hasLike ? 'filled' : 'light'}
                leftSection={d.hasLike ? <IconThumbUpFilled size={16} /> : <IconThumbUp size={16} />}
                loading={like.isPending}
                onClick={() => signedIn() && like.mutate(!d.hasLike)}
                aria-pressed={d.hasLike}
                data-testid="discussion-like"
              >
                {d.hasLike ? _('Discussion_Liked') : _('Discussion_Like')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {comments}
      </Stack>
      {editing && (
        <PostDialog
          mode={{ kind: 'edit', discussion: d }}
          groupAdmin={groupAdmin}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            queryClient.setQueryData(options.queryKey, saved);
            setEditing(false);
          }}
        />
      )}
      {reporting && <ReportDialog did={d.id} onClose={() => setReporting(false)} />}
    </Container>
  );
}
