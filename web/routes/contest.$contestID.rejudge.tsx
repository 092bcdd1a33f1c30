import { createFileRoute } from '@tanstack/react-router';
import { ContestRejudge } from '../features/contests/contest-tools';

export const Route = createFileRoute('/contest/$contestID/rejudge')({
  component: ContestRejudge,
});
