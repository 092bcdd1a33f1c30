import { createFileRoute } from '@tanstack/react-router';
import { ProblemFocusPage } from '../features/problems/problem-focus-page';
import { ShellBarTools } from '../features/shell/shell-bar-tools';
import { TrainingFocusFrame } from '../features/trainings/training-focus';
import { cidOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

export const Route = createFileRoute('/training/$trainingID_/problem/$problemID/full-screen')({
  staticData: { bare: true },
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.trainingID),
  component: TrainingFocusRoute,
});

/** Focus mode of a training problem (TrainingFullProblemDetails): the problem alone with the horizontal navigator. */
function TrainingFocusRoute() {
  const { trainingID, problemID } = Route.useParams();
  const tid = cidOf(trainingID) ?? 0;
  return (
    <TrainingFocusFrame tid={tid} problemId={problemID}>
      {(parts) => <ProblemFocusPage parts={parts} problemId={problemID} barEnd={<ShellBarTools />} />}
    </TrainingFocusFrame>
  );
}
