import { createFileRoute } from '@tanstack/react-router';
import { AdminDiscussionPage } from '../features/admin/discussions/admin-discussion-page';

export const Route = createFileRoute('/admin/discussion')({
  component: AdminDiscussionPage,
});
