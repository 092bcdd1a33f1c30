import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FocusModeLink } from '../components/focus-parts';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { TrainingProblemsBack } from '../features/trainings/training-focus';
import { groupTrainingLinks } from '../features/trainings/training-links';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/group/$groupID/training/$trainingID/problem/$problemID/')({
  component: GroupTrainingProblemRoute,
});

/** A group homework's problem inside the homework tabs; submissions carry the training's tid (and so its group). */
function GroupTrainingProblemRoute() {
  const { groupID, trainingID, problemID } = Route.useParams();
  const gid = cidOf(groupID) ?? 0;
  const tid = cidOf(trainingID) ?? 0;
  const scope = useMemo(() => ({ tid }), [tid]);
  const links = useMemo(() => groupTrainingLinks(gid, tid), [gid, tid]);
  return (
    <ProblemDetailPage
      scope={scope}
      problemId={problemID}
      embedded
      back={<TrainingProblemsBack tid={tid} links={links} />}
      barEnd={<FocusModeLink link={links.focus(problemID)} />}
    />
  );
}
