import { createFileRoute, notFound } from '@tanstack/react-router';
import { TrainingProblemsPage } from '../features/admin/trainings/training-problems-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/admin/training/$trainingId/problems')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.trainingId) === null) throw notFound();
  },
  component: AdminTrainingRoute,
});

function AdminTrainingRoute() {
  const { trainingId } = Route.useParams();
  return <TrainingProblemsPage tid={cidOf(trainingId) ?? 0} />;
}
