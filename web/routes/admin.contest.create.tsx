import { createFileRoute } from '@tanstack/react-router';
import { ContestFormPage } from '../features/admin/contests/contest-form-page';

export const Route = createFileRoute('/admin/contest/create')({
  component: () => <ContestFormPage cid={null} />,
});
