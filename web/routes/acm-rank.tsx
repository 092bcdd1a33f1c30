import { createFileRoute } from '@tanstack/react-router';
import { RankPage } from '../features/ranks/rank-page';
import { compactRankSearch, RankSearch } from '../features/ranks/rank-search';

export const Route = createFileRoute('/acm-rank')({
  validateSearch: RankSearch,
  component: AcmRankRoute,
});

function AcmRankRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RankPage type="ACM" search={search} onSearch={(next) => void navigate({ search: compactRankSearch(next) })} />;
}
