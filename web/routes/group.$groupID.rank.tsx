import { createFileRoute } from '@tanstack/react-router';
import { GroupRank } from '../features/groups/group-rank';

export const Route = createFileRoute('/group/$groupID/rank')({
  component: GroupRank,
});
