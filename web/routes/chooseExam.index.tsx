import { createFileRoute } from '@tanstack/react-router';
import { ChooseExamListPage } from '../features/exams/choose-exam-list-page';
import { compactSearch, ExamListSearch } from '../features/exams/exam-search';

export const Route = createFileRoute('/chooseExam/')({
  validateSearch: ExamListSearch,
  component: ChooseExamListRoute,
});

function ChooseExamListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ChooseExamListPage search={search} onSearch={(next) => void navigate({ search: compactSearch(next) })} />;
}
