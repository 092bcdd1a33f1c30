import { createFileRoute } from '@tanstack/react-router';
import { ContestListPage } from '../features/contests/contest-list-page';
import { compactContestSearch, ContestListSearch } from '../features/contests/contest-list-search';

export const Route = createFileRoute('/contest/')({
  validateSearch: ContestListSearch,
  component: ContestListRoute,
});

function ContestListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ContestListPage search={search} onSearch={(next) => void navigate({ search: compactContestSearch(next) })} />;
}
