import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProblemFormPage } from '../features/admin/problems/problem-form-page';

const pidOf = (text: string): number | null => (/^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null);

export const Route = createFileRoute('/admin/problem/edit/$problemId')({
  beforeLoad: ({ params }) => {
    if (pidOf(params.problemId) === null) throw notFound();
  },
  component: EditProblemRoute,
});

function EditProblemRoute() {
  const { problemId } = Route.useParams();
  return <ProblemFormPage pid={pidOf(problemId)} />;
}
