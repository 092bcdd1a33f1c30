import { createFileRoute } from '@tanstack/react-router';
import { AdminOrdersPage } from '../features/admin/orders/admin-orders-page';
import { requireSuperAdmin } from '../lib/route-guard';

export const Route = createFileRoute('/admin/orders')({
  beforeLoad: requireSuperAdmin,
  component: AdminOrdersPage,
});
