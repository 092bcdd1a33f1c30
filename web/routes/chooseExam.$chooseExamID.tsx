import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ExamShell } from '../features/exams/exam-shell';
import { cidOf as idOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

export const Route = createFileRoute('/chooseExam/$chooseExamID')({
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.chooseExamID),
  component: ChooseExamRoute,
});

function ChooseExamRoute() {
  const { chooseExamID } = Route.useParams();
  const examId = idOf(chooseExamID) ?? 0;
  return (
    <ExamShell key={examId} examId={examId}>
      <Outlet />
    </ExamShell>
  );
}
