import { createFileRoute } from '@tanstack/react-router';
import { HistorySearch } from '../features/exams/exam-search';
import { SheetRecordPage } from '../features/exams/sheet-record-page';
import { cidOf as idOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

/** TrainingExamHistory: the exam record page of a training's paper (part 2 §2), historyId selects the sheet. */
export const Route = createFileRoute('/training/$trainingID/paperhistory/$repoID')({
  validateSearch: HistorySearch,
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.trainingID, params.repoID),
  component: PaperHistoryRoute,
});

function PaperHistoryRoute() {
  const { trainingID, repoID } = Route.useParams();
  const { historyId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SheetRecordPage
      key={`${trainingID}:${repoID}`}
      repoId={idOf(repoID) ?? 0}
      trainingId={idOf(trainingID) ?? 0}
      historyId={historyId}
      onSelect={(id) => void navigate({ search: { historyId: id }, replace: true })}
      onRetry={() => void navigate({ to: '/training/$trainingID/paper/$repoID', params: { trainingID, repoID } })}
    />
  );
}
