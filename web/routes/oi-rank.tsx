import { createFileRoute } from '@tanstack/react-router';
import { RankPage } from '../features/ranks/rank-page';
import { compactRankSearch, RankSearch } from '../features/ranks/rank-search';

export const Route = createFileRoute('/oi-rank')({
  validateSearch: RankSearch,
  component: OiRankRoute,
});

function OiRankRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RankPage type="OI" search={search} onSearch={(next) => void navigate({ search: compactRankSearch(next) })} />;
}
