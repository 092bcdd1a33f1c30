import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContestProblemsPage } from '../features/admin/contests/contest-problems-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/admin/contest/$contestId/problems')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.contestId) === null) throw notFound();
  },
  component: AdminContestRoute,
});

function AdminContestRoute() {
  const { contestId } = Route.useParams();
  return <ContestProblemsPage cid={cidOf(contestId) ?? 0} />;
}
