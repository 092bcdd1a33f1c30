import { createFileRoute } from '@tanstack/react-router';
import { ExamRank } from '../features/exams/exam-rank';

export const Route = createFileRoute('/chooseExam/$chooseExamID/rank')({
  component: ExamRank,
});
