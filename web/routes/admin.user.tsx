import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../features/admin/site/users-page';
import { requireSuperAdmin } from '../lib/route-guard';

export const Route = createFileRoute('/admin/user')({
  beforeLoad: requireSuperAdmin,
  component: UsersPage,
});
