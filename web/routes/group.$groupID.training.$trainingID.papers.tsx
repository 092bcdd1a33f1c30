import { createFileRoute } from '@tanstack/react-router';
import { TrainingExamList } from '../features/trainings/training-exam-list';

export const Route = createFileRoute('/group/$groupID/training/$trainingID/papers')({
  component: TrainingExamList,
});
