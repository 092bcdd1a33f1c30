import { createFileRoute } from '@tanstack/react-router';
import { compactSearch, RepoListSearch } from '../features/exams/exam-search';
import { RepoListPage } from '../features/exams/repo-list-page';

export const Route = createFileRoute('/repo/')({
  validateSearch: RepoListSearch,
  component: RepoListRoute,
});

function RepoListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RepoListPage search={search} onSearch={(next) => void navigate({ search: compactSearch(next) })} />;
}
