import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FocusModeLink } from '../components/focus-parts';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { TrainingProblemsBack } from '../features/trainings/training-focus';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/training/$trainingID/problem/$problemID/')({
  component: TrainingProblemRoute,
});

/** A training's problem (TrainingProblemDetails) inside the training tabs; submissions carry the training's tid. */
function TrainingProblemRoute() {
  const { trainingID, problemID } = Route.useParams();
  const tid = cidOf(trainingID) ?? 0;
  const scope = useMemo(() => ({ tid }), [tid]);
  return (
    <ProblemDetailPage
      scope={scope}
      problemId={problemID}
      embedded
      back={<TrainingProblemsBack tid={tid} />}
      barEnd={<FocusModeLink link={linkOptions({ to: '/training/$trainingID/problem/$problemID/full-screen', params: { trainingID, problemID } })} />}
    />
  );
}
