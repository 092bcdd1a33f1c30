import { createFileRoute } from '@tanstack/react-router';
import { SwitchPage } from '../features/admin/site/switch-page';
import { requireSuperAdmin } from '../lib/route-guard';

export const Route = createFileRoute('/admin/switch')({
  beforeLoad: requireSuperAdmin,
  component: SwitchPage,
});
