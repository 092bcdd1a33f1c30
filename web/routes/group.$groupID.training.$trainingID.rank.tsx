import { createFileRoute } from '@tanstack/react-router';
import { TrainingRank } from '../features/trainings/training-rank';

export const Route = createFileRoute('/group/$groupID/training/$trainingID/rank')({
  component: TrainingRank,
});
