import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { TrainingShell } from '../features/trainings/training-shell';
import { cidOf } from '../lib/contest-route';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/training/$trainingID')({
  beforeLoad: ({ params, preload }) => {
    if (cidOf(params.trainingID) === null) throw notFound();
    requireLogin({ preload });
  },
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
