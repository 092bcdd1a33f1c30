import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { GroupShell } from '../features/groups/group-shell';
import { cidOf } from '../lib/contest-route';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/group/$groupID')({
  // an anonymous visitor is warned and gets the login dialog (part 3 §2.3, §6)
  beforeLoad: ({ params, preload }) => {
    if (cidOf(params.groupID) === null) throw notFound();
    requireLogin({ preload });
  },
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
