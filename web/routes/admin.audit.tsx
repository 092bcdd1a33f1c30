import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../features/admin/site/audit-page';
import { requireSuperAdmin } from '../lib/route-guard';

export const Route = createFileRoute('/admin/audit')({
  beforeLoad: requireSuperAdmin,
  component: AuditPage,
});
