import { createFileRoute } from '@tanstack/react-router';
import { AdminCampPage } from '../features/admin/courses/admin-camp-page';

export const Route = createFileRoute('/admin/traincamplist')({
  component: AdminCampPage,
});
