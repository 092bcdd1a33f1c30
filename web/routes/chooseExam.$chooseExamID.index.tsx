import { createFileRoute } from '@tanstack/react-router';
import { ExamOverview } from '../features/exams/exam-overview';

export const Route = createFileRoute('/chooseExam/$chooseExamID/')({
  component: ExamOverview,
});
