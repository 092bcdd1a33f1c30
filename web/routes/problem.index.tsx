import { createFileRoute } from '@tanstack/react-router';
import { ProblemListPage } from '../features/problems/problem-list-page';
import { compactSearch, ProblemListSearch } from '../features/problems/problem-list-search';

export const Route = createFileRoute('/problem/')({
  validateSearch: ProblemListSearch,
  component: ProblemListRoute,
});

function ProblemListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProblemListPage search={search} onSearch={(next) => void navigate({ search: compactSearch(next) })} />;
}
