import { createFileRoute } from '@tanstack/react-router';
import { AdminNoticePage } from '../features/admin/notices/admin-notice-page';
import { requireSuperAdmin } from '../lib/route-guard';

export const Route = createFileRoute('/admin/notice')({
  beforeLoad: requireSuperAdmin,
  component: AdminNoticePage,
});
