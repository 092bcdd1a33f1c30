import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/admin/site/dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  component: DashboardPage,
});
