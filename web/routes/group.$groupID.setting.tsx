import { createFileRoute } from '@tanstack/react-router';
import { GroupSettings } from '../features/groups/group-settings';

export const Route = createFileRoute('/group/$groupID/setting')({
  component: GroupSettings,
});
