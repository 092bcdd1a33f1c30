import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FocusModeLink } from '../components/focus-parts';
import { ProblemDiscussionsLink } from '../features/discussions/problem-discussions-link';
import { GroupProblemsBack } from '../features/group-problems/group-problem-focus';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/group/$groupID/problem/$problemID/')({
  component: GroupProblemPageRoute,
});

/** A group's problem inside the group tabs; submissions carry the group's gid (decision 20). */
function GroupProblemPageRoute() {
  const { groupID, problemID } = Route.useParams();
  const gid = cidOf(groupID) ?? 0;
  const scope = useMemo(() => ({ gid }), [gid]);
  return (
    <ProblemDetailPage
      scope={scope}
      problemId={problemID}
      embedded
      back={<GroupProblemsBack gid={gid} />}
      barEnd={
        <>
          <ProblemDiscussionsLink problemId={problemID} gid={gid} />
          <FocusModeLink link={linkOptions({ to: '/group/$groupID/problem/$problemID/full-screen', params: { groupID, problemID } })} />
        </>
      }
    />
  );
}
