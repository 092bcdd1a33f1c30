import { createFileRoute } from '@tanstack/react-router';
import { TrainingProblemList } from '../features/trainings/training-problem-list';

export const Route = createFileRoute('/training/$trainingID/problems')({
  component: TrainingProblemList,
});
