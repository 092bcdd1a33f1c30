import { createFileRoute } from '@tanstack/react-router';
import { ContestProblemList } from '../features/contests/contest-problem-list';

export const Route = createFileRoute('/contest/$contestID/problems')({
  component: ContestProblemList,
});
