import { createFileRoute } from '@tanstack/react-router';
import { HistorySearch } from '../features/exams/exam-search';
import { PracticeSheetPage } from '../features/exams/practice-sheet-page';
import { cidOf as idOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

/** The answer sheet of a group homework's paper (part 3 §2.1), as a site training's (TrainingExamProblemList, part 2 §2); the sheet is started with trainingId. */
export const Route = createFileRoute('/group/$groupID/training/$trainingID/paper/$repoID')({
  validateSearch: HistorySearch,
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.trainingID, params.repoID),
  component: PaperRoute,
});

function PaperRoute() {
  const { groupID, trainingID, repoID } = Route.useParams();
  const { historyId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PracticeSheetPage
      key={`${trainingID}:${repoID}`}
      repoId={idOf(repoID) ?? 0}
      trainingId={idOf(trainingID) ?? 0}
      historyId={historyId}
      onStarted={(id) => void navigate({ search: { historyId: id }, replace: true })}
      onSubmitted={(id) => void navigate({ to: '/group/$groupID/training/$trainingID/paperhistory/$repoID', params: { groupID, trainingID, repoID }, search: { historyId: id } })}
    />
  );
}
