import { createFileRoute } from '@tanstack/react-router';
import { AdminTeamPage } from '../features/admin/courses/admin-team-page';

export const Route = createFileRoute('/admin/traincamp')({
  component: AdminTeamPage,
});
