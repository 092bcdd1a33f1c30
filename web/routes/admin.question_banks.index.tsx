import { createFileRoute } from '@tanstack/react-router';
import { QuestionBankListPage } from '../features/admin/exams/question-bank-list-page';

export const Route = createFileRoute('/admin/question_banks/')({
  component: QuestionBankListPage,
});
