import { createFileRoute } from '@tanstack/react-router';
import { TrainingProblemList } from '../features/trainings/training-problem-list';

export const Route = createFileRoute('/group/$groupID/training/$trainingID/problems')({
  component: TrainingProblemList,
});
