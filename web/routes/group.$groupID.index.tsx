import { createFileRoute } from '@tanstack/react-router';
import { GroupHome } from '../features/groups/group-home';

export const Route = createFileRoute('/group/$groupID/')({
  component: GroupHome,
});
