import { createFileRoute } from '@tanstack/react-router';
import { ImportExportRecordsPage } from '../features/admin/problems/batch-operation-page';

export const Route = createFileRoute('/admin/problem/records-info')({
  component: ImportExportRecordsPage,
});
