import { createFileRoute } from '@tanstack/react-router';
import { ContestRank } from '../features/contests/contest-rank';

export const Route = createFileRoute('/contest/$contestID/rank')({
  component: ContestRank,
});
