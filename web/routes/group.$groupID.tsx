import { createFileRoute, Outlet } from '@tanstack/react-router';
import { GroupShell } from '../features/groups/group-shell';
import { cidOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';

export const Route = createFileRoute('/group/$groupID')({
  // an anonymous visitor is warned and gets the login dialog (part 3 §2.3, §6)
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.groupID),
  component: GroupRoute,
});

function GroupRoute() {
  const { groupID } = Route.useParams();
  return (
    <GroupShell gid={cidOf(groupID) ?? 0}>
      <Outlet />
    </GroupShell>
  );
}
