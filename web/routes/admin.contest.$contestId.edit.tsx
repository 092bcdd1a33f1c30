import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContestFormPage } from '../features/admin/contests/contest-form-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/admin/contest/$contestId/edit')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.contestId) === null) throw notFound();
  },
  component: AdminContestRoute,
});

function AdminContestRoute() {
  const { contestId } = Route.useParams();
  return <ContestFormPage cid={cidOf(contestId) ?? 0} />;
}
