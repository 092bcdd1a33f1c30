import { createFileRoute } from '@tanstack/react-router';
import { ContestPrint } from '../features/contests/contest-tools';

export const Route = createFileRoute('/contest/$contestID/print')({
  component: ContestPrint,
});
