import { createFileRoute } from '@tanstack/react-router';
import { AdminCoursePage } from '../features/admin/courses/admin-course-page';

export const Route = createFileRoute('/admin/courses')({
  component: AdminCoursePage,
});
