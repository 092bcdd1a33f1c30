import { createFileRoute } from '@tanstack/react-router';
import { IntenseTrainingPage } from '../features/courses/intense-training-page';

export const Route = createFileRoute('/intenseTraining')({
  component: IntenseTrainingPage,
});
