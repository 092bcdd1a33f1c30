import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/account/settings-page';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/setting')({
  beforeLoad: requireLogin,
  component: SettingsPage,
});
