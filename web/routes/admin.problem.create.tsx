import { createFileRoute } from '@tanstack/react-router';
import { ProblemFormPage } from '../features/admin/problems/problem-form-page';

export const Route = createFileRoute('/admin/problem/create')({
  component: () => <ProblemFormPage pid={null} />,
});
