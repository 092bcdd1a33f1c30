import { createFileRoute } from '@tanstack/react-router';
import { GroupProblemFocusFrame } from '../features/group-problems/group-problem-focus';
import { ProblemFocusPage } from '../features/problems/problem-focus-page';
import { ShellBarTools } from '../features/shell/shell-bar-tools';
import { cidOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

export const Route = createFileRoute('/group/$groupID_/problem/$problemID/full-screen')({
  staticData: { bare: true },
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.groupID),
  component: GroupFocusRoute,
});

/** Focus mode of a group problem (GroupFullProblemDetails): the problem alone with the group's navigator. */
function GroupFocusRoute() {
  const { groupID, problemID } = Route.useParams();
  const gid = cidOf(groupID) ?? 0;
  return (
    <GroupProblemFocusFrame gid={gid} problemId={problemID}>
      {(parts) => <ProblemFocusPage parts={parts} problemId={problemID} barEnd={<ShellBarTools />} />}
    </GroupProblemFocusFrame>
  );
}
