import { createFileRoute } from '@tanstack/react-router';
import { AdminTrainingListPage } from '../features/admin/trainings/admin-training-list-page';

export const Route = createFileRoute('/admin/training/')({
  component: AdminTrainingListPage,
});
