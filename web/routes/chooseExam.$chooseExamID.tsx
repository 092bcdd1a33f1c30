import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { ExamShell } from '../features/exams/exam-shell';
import { cidOf as idOf } from '../lib/contest-route';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/chooseExam/$chooseExamID')({
  beforeLoad: ({ params, preload }) => {
    if (idOf(params.chooseExamID) === null) throw notFound();
    requireLogin({ preload });
  },
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
