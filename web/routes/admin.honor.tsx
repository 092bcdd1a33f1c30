import { createFileRoute } from '@tanstack/react-router';
import { AdminHonorPage } from '../features/admin/honor/admin-honor-page';

export const Route = createFileRoute('/admin/honor')({
  component: AdminHonorPage,
});
