import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/accounts/logout-page';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/logout')({
  beforeLoad: requireLogin,
  component: LogoutPage,
});
