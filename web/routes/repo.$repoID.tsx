import { createFileRoute } from '@tanstack/react-router';
import { HistorySearch } from '../features/exams/exam-search';
import { RepoDetailPage } from '../features/exams/repo-detail-page';
import { cidOf as idOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

export const Route = createFileRoute('/repo/$repoID')({
  validateSearch: HistorySearch,
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.repoID),
  component: RepoDetailRoute,
});

function RepoDetailRoute() {
  const { repoID } = Route.useParams();
  const { historyId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const repoId = idOf(repoID) ?? 0;
  return <RepoDetailPage key={repoId} repoId={repoId} historyId={historyId} onHistory={(id) => void navigate({ search: { historyId: id }, replace: true })} />;
}
