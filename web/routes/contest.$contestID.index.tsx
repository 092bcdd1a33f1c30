import { createFileRoute } from '@tanstack/react-router';
import { ContestOverview } from '../features/contests/contest-overview';

export const Route = createFileRoute('/contest/$contestID/')({
  component: ContestOverview,
});
