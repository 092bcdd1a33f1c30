import { createFileRoute } from '@tanstack/react-router';
import { BankQuestionsPage } from '../features/admin/exams/bank-questions-page';

/** Part 3 §2.2 common_problems: every question of the question banks, in one pool. */
export const Route = createFileRoute('/admin/common_problems')({
  component: () => <BankQuestionsPage repoId={null} />,
});
