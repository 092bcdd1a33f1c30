import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ProblemFocusPage } from '../features/problems/problem-focus-page';
import { ShellBarTools } from '../features/shell/shell-bar-tools';
import { TrainingFocusFrame } from '../features/trainings/training-focus';
import { groupTrainingLinks } from '../features/trainings/training-links';
import { cidOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

export const Route = createFileRoute('/group/$groupID_/training/$trainingID/problem/$problemID/full-screen')({
  staticData: { bare: true },
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.groupID, params.trainingID),
  component: GroupTrainingFocusRoute,
});

/** Focus mode of a group homework's problem: the problem alone with the horizontal navigator, back to the homework's problems. */
function GroupTrainingFocusRoute() {
  const { groupID, trainingID, problemID } = Route.useParams();
  const gid = cidOf(groupID) ?? 0;
  const tid = cidOf(trainingID) ?? 0;
  const links = useMemo(() => groupTrainingLinks(gid, tid), [gid, tid]);
  return (
    <TrainingFocusFrame tid={tid} problemId={problemID} links={links}>
      {(parts) => <ProblemFocusPage parts={parts} problemId={problemID} barEnd={<ShellBarTools />} />}
    </TrainingFocusFrame>
  );
}
