import { createFileRoute } from '@tanstack/react-router';
import { AdminProblemListPage } from '../features/admin/problems/admin-problem-list-page';

export const Route = createFileRoute('/admin/problems')({
  component: AdminProblemListPage,
});
