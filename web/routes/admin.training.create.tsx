import { createFileRoute } from '@tanstack/react-router';
import { TrainingFormPage } from '../features/admin/trainings/training-form-page';

export const Route = createFileRoute('/admin/training/create')({
  component: () => <TrainingFormPage tid={null} />,
});
