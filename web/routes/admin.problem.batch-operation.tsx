import { createFileRoute } from '@tanstack/react-router';
import { BatchOperationPage } from '../features/admin/problems/batch-operation-page';

export const Route = createFileRoute('/admin/problem/batch-operation')({
  component: BatchOperationPage,
});
