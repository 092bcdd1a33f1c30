import { createFileRoute } from '@tanstack/react-router';
import { TrainingCategoryPage } from '../features/admin/trainings/training-category-page';

export const Route = createFileRoute('/admin/training/category')({
  component: TrainingCategoryPage,
});
