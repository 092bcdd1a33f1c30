import { createFileRoute } from '@tanstack/react-router';
import { ConfigPage } from '../features/admin/site/config-page';
import { requireSuperAdmin } from '../lib/route-guard';

export const Route = createFileRoute('/admin/conf')({
  beforeLoad: requireSuperAdmin,
  component: ConfigPage,
});
