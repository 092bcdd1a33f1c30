import { createFileRoute } from '@tanstack/react-router';
import { TrainingDetails } from '../features/trainings/training-details';

export const Route = createFileRoute('/group/$groupID/training/$trainingID/')({
  component: TrainingDetails,
});
