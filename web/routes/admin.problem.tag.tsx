import { createFileRoute } from '@tanstack/react-router';
import { TagAdminPage } from '../features/admin/problems/tag-admin-page';

export const Route = createFileRoute('/admin/problem/tag')({
  component: TagAdminPage,
});
