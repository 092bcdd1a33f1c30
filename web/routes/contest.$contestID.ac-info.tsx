import { createFileRoute } from '@tanstack/react-router';
import { ContestAcInfo } from '../features/contests/contest-tools';

export const Route = createFileRoute('/contest/$contestID/ac-info')({
  component: ContestAcInfo,
});
