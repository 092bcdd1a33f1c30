import { createFileRoute } from '@tanstack/react-router';
import { AdminContestListPage } from '../features/admin/contests/admin-contest-list-page';

export const Route = createFileRoute('/admin/contest/')({
  component: AdminContestListPage,
});
