import { createFileRoute } from '@tanstack/react-router';
import { HistorySearch } from '../features/exams/exam-search';
import { PracticeSheetPage } from '../features/exams/practice-sheet-page';
import { cidOf as idOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

/** RepoProblemList: the free-practice answer sheet of a bank (part 3 §2.1 /repo/training/{repoID}); historyId is the open sheet. */
export const Route = createFileRoute('/repo/training/$repoID')({
  validateSearch: HistorySearch,
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.repoID),
  component: PracticeRoute,
});

function PracticeRoute() {
  const { repoID } = Route.useParams();
  const { historyId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const repoId = idOf(repoID) ?? 0;
  return (
    <PracticeSheetPage
      repoId={repoId}
      trainingId={null}
      historyId={historyId}
      onStarted={(id) => void navigate({ search: { historyId: id }, replace: true })}
      onSubmitted={(id) => void navigate({ to: '/repo/$repoID', params: { repoID }, search: { historyId: id } })}
    />
  );
}
