import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/admin-layout';
import { requireAdmin } from '../lib/route-guard';

export const Route = createFileRoute('/admin')({
  staticData: { bare: true },
  beforeLoad: requireAdmin,
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
