import { createFileRoute, notFound } from '@tanstack/react-router';
import { TrainingCampPage } from '../features/courses/training-camp-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/traincampinfo/$id')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.id) === null) throw notFound();
  },
  component: TrainingCampRoute,
});

function TrainingCampRoute() {
  const { id } = Route.useParams();
  return <TrainingCampPage id={cidOf(id) ?? 0} />;
}
