import { createFileRoute, notFound } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CommentArea } from '../features/comments/comment-area';
import { DiscussionDetailPage } from '../features/discussions/discussion-detail';
import { useGroup } from '../features/groups/group-context';
import { requireCommunitySwitch } from '../lib/community-switch';
import { communityKeys } from '../lib/community-keys';
import { cidOf } from '../lib/contest-route';

/** /group/{groupID}/discussion-detail/{discussionID}: a group discussion inside the group's tabs (part 3 §2.9, §2.13). */
export const Route = createFileRoute('/group/$groupID/discussion-detail/$discussionID')({
  beforeLoad: async (options) => {
    if (cidOf(options.params.discussionID) === null) throw notFound();
    await requireCommunitySwitch(options.context.queryClient, 'openGroupDiscussion', options);
  },
  component: GroupDiscussionDetailRoute,
});

function GroupDiscussionDetailRoute() {
  const { discussionID } = Route.useParams();
  const { gid, standing } = useGroup();
  const did = cidOf(discussionID) ?? 0;
  const queryClient = useQueryClient();
  // The lists' comment counts; not the open detail, whose every read counts a view on the server.
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: communityKeys.discussionLists() });
  return (
    <DiscussionDetailPage
      key={did}
      did={did}
      place={{ gid }}
      groupAdmin={standing.admin}
      comments={<CommentArea area={{ did }} canModerate={standing.admin} onChanged={onChanged} />}
    />
  );
}
