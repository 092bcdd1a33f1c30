import { createFileRoute } from '@tanstack/react-router';
import { PlusMemberPage } from '../features/vip/plus-member-page';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/plusMember')({
  beforeLoad: requireLogin,
  component: PlusMemberPage,
});
