import { createFileRoute } from '@tanstack/react-router';
import { GroupMembers } from '../features/groups/group-members';

export const Route = createFileRoute('/group/$groupID/member')({
  component: GroupMembers,
});
