import { createFileRoute } from '@tanstack/react-router';
import { ContestAdminPrint } from '../features/contests/contest-tools';

export const Route = createFileRoute('/contest/$contestID/admin-print')({
  component: ContestAdminPrint,
});
