import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ContestShell } from '../features/contests/contest-shell';
import { requireLoginForIds } from '../lib/route-guard';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/contest/$contestID')({
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.contestID),
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
