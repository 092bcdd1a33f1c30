import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/accounts/settings-page';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/setting')({
  beforeLoad: requireLogin,
  component: SettingsPage,
});
