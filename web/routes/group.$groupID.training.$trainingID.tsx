import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useMemo } from 'react';
import { groupTrainingLinks } from '../features/trainings/training-links';
import { TrainingShell } from '../features/trainings/training-shell';
import { cidOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

/**
 * GroupTrainingDetails (part 3 §2.7): the site's training screens (tabs, password form, progress bar)
 * inside the group's pages, leading to the group's homework paths. Their calls are the site's, whose
 * scope check knows the group of a group training (non-members are refused).
 */
export const Route = createFileRoute('/group/$groupID/training/$trainingID')({
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.groupID, params.trainingID),
  component: GroupTrainingRoute,
});

function GroupTrainingRoute() {
  const { groupID, trainingID } = Route.useParams();
  const gid = cidOf(groupID) ?? 0;
  const tid = cidOf(trainingID) ?? 0;
  const links = useMemo(() => groupTrainingLinks(gid, tid), [gid, tid]);
  return (
    <TrainingShell key={tid} tid={tid} links={links} withMenu={false}>
      <Outlet />
    </TrainingShell>
  );
}
