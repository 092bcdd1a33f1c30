import { createFileRoute } from '@tanstack/react-router';
import { GroupProblemApplyPage } from '../features/admin/problems/group-problem-apply-page';

export const Route = createFileRoute('/admin/group-problem/apply')({
  component: GroupProblemApplyPage,
});
