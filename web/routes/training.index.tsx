import { createFileRoute } from '@tanstack/react-router';
import { TrainingListPage } from '../features/trainings/training-list-page';
import { compactTrainingSearch, TrainingListSearch } from '../features/trainings/training-list-search';

export const Route = createFileRoute('/training/')({
  validateSearch: TrainingListSearch,
  component: TrainingListRoute,
});

function TrainingListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TrainingListPage search={search} onSearch={(next) => void navigate({ search: compactTrainingSearch(next) })} />;
}
