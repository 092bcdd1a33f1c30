import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { ContestShell } from '../features/contests/contest-shell';
import { requireLogin } from '../lib/route-guard';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/contest/$contestID')({
  beforeLoad: ({ params, preload }) => {
    if (cidOf(params.contestID) === null) throw notFound();
    requireLogin({ preload });
  },
  component: ContestRoute,
});

function ContestRoute() {
  const { contestID } = Route.useParams();
  return (
    <ContestShell cid={cidOf(contestID) ?? 0}>
      <Outlet />
    </ContestShell>
  );
}
