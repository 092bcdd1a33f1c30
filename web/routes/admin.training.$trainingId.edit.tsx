import { createFileRoute, notFound } from '@tanstack/react-router';
import { TrainingFormPage } from '../features/admin/trainings/training-form-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/admin/training/$trainingId/edit')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.trainingId) === null) throw notFound();
  },
  component: AdminTrainingRoute,
});

function AdminTrainingRoute() {
  const { trainingId } = Route.useParams();
  return <TrainingFormPage tid={cidOf(trainingId) ?? 0} />;
}
