import { createFileRoute, notFound } from '@tanstack/react-router';
import { TrainingExamsPage } from '../features/admin/trainings/training-exams-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/admin/training/$trainingId/exams')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.trainingId) === null) throw notFound();
  },
  component: AdminTrainingRoute,
});

function AdminTrainingRoute() {
  const { trainingId } = Route.useParams();
  return <TrainingExamsPage tid={cidOf(trainingId) ?? 0} />;
}
