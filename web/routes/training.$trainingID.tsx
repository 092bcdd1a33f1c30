import { createFileRoute, Outlet } from '@tanstack/react-router';
import { TrainingShell } from '../features/trainings/training-shell';
import { cidOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

export const Route = createFileRoute('/training/$trainingID')({
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.trainingID),
  component: TrainingRoute,
});

function TrainingRoute() {
  const { trainingID } = Route.useParams();
  return (
    <TrainingShell tid={cidOf(trainingID) ?? 0}>
      <Outlet />
    </TrainingShell>
  );
}
