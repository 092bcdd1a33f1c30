import { createFileRoute, notFound } from '@tanstack/react-router';
import { OutsideScoreboardPage } from '../features/contests/contest-rank';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/contest/oi-scoreboard/$contestID')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.contestID) === null) throw notFound();
  },
  component: OiScoreboardRoute,
});

function OiScoreboardRoute() {
  const { contestID } = Route.useParams();
  return <OutsideScoreboardPage cid={cidOf(contestID) ?? 0} />;
}
