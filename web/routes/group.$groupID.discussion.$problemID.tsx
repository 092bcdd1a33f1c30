import { createFileRoute } from '@tanstack/react-router';
import { GroupDiscussionPage } from '../features/discussions/group-discussion-page';
import { useGroup } from '../features/groups/group-context';
import { requireCommunitySwitch } from '../lib/community-switch';

/** /group/{groupID}/discussion/{problemID}: the group's discussions of one problem (part 3 §2.9). */
export const Route = createFileRoute('/group/$groupID/discussion/$problemID')({
  beforeLoad: ({ context, preload }) => requireCommunitySwitch(context.queryClient, 'openGroupDiscussion', { preload }),
  component: GroupProblemDiscussionRoute,
});

function GroupProblemDiscussionRoute() {
  const { problemID } = Route.useParams();
  const { gid, standing } = useGroup();
  return <GroupDiscussionPage key={problemID} gid={gid} problemId={problemID} groupAdmin={standing.admin} />;
}
