import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProblemFormPage } from '../features/admin/problems/problem-form-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/admin/contest/$contestId/problem/create')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.contestId) === null) throw notFound();
  },
  component: CreateContestProblemRoute,
});

function CreateContestProblemRoute() {
  const { contestId } = Route.useParams();
  return <ProblemFormPage pid={null} contest={{ cid: cidOf(contestId) ?? 0 }} />;
}
