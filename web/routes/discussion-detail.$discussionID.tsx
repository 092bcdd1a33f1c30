import { createFileRoute, notFound } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CommentArea } from '../features/comments/comment-area';
import { DiscussionDetailPage } from '../features/discussions/discussion-detail';
import { requireCommunitySwitch } from '../lib/community-switch';
import { communityKeys } from '../lib/community-keys';
import { cidOf } from '../lib/contest-route';

const PUBLIC_PLACE = { gid: null };

/** /discussion-detail/{discussionID} (part 3 §2.13). */
export const Route = createFileRoute('/discussion-detail/$discussionID')({
  beforeLoad: async (options) => {
    if (cidOf(options.params.discussionID) === null) throw notFound();
    await requireCommunitySwitch(options.context.queryClient, 'openPublicDiscussion', options);
  },
  component: DiscussionDetailRoute,
});

function DiscussionDetailRoute() {
  const { discussionID } = Route.useParams();
  const did = cidOf(discussionID) ?? 0;
  const queryClient = useQueryClient();
  // a new comment moves the lists' comment counts; the open detail is not read again (a read counts a view)
  // The lists' comment counts; not the open detail, whose every read counts a view on the server.
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: communityKeys.discussionLists() });
  return <DiscussionDetailPage key={did} did={did} place={PUBLIC_PLACE} comments={<CommentArea area={{ did }} onChanged={onChanged} />} />;
}
