import { createFileRoute } from '@tanstack/react-router';
import { ExamAnswerPage } from '../features/exams/exam-answer-page';

export const Route = createFileRoute('/chooseExam/$chooseExamID/problems')({
  component: ExamAnswerPage,
});
