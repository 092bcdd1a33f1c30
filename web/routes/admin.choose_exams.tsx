import { createFileRoute } from '@tanstack/react-router';
import { ChooseExamAdminPage } from '../features/admin/exams/choose-exam-admin-page';

export const Route = createFileRoute('/admin/choose_exams')({
  component: ChooseExamAdminPage,
});
