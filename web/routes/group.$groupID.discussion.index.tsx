import { createFileRoute } from '@tanstack/react-router';
import { GroupDiscussionPage } from '../features/discussions/group-discussion-page';
import { useGroup } from '../features/groups/group-context';
import { requireCommunitySwitch } from '../lib/community-switch';

/** /group/{groupID}/discussion: the group's discussions (part 3 §2.9), behind openGroupDiscussion. */
export const Route = createFileRoute('/group/$groupID/discussion/')({
  beforeLoad: ({ context, preload }) => requireCommunitySwitch(context.queryClient, 'openGroupDiscussion', { preload }),
  component: GroupDiscussionRoute,
});

function GroupDiscussionRoute() {
  const { gid, standing } = useGroup();
  return <GroupDiscussionPage gid={gid} problemId={null} groupAdmin={standing.admin} />;
}
