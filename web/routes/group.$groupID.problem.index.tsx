import { Center, Loader } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ProblemFormPage } from '../features/admin/problems/problem-form-page';
import { GroupAdminProblemList } from '../features/group-problems/group-admin-problem-list';
import { GroupProblemList, GroupProblemTabFrame } from '../features/group-problems/group-problem-list';
import { parseGroupProblemSearch, type GroupProblemSearch } from '../features/group-problems/group-problem-search';
import { cidOf } from '../lib/contest-route';
import { useGroupStanding } from '../lib/use-group-standing';
import { useSession } from '../lib/use-session';

export const Route = createFileRoute('/group/$groupID/problem/')({
  validateSearch: (raw: Record<string, unknown>): GroupProblemSearch => parseGroupProblemSearch(raw),
  component: GroupProblemRoute,
});

/**
 * The group's problem tab (part 3 §2.6): the members' list; for group admins and site admins the
 * admin list and the create and edit view, which is the admin problem form with the group's calls.
 */
function GroupProblemRoute() {
  const { groupID } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const gid = cidOf(groupID) ?? 0;
  const standing = useGroupStanding(gid);
  const { user } = useSession();
  const go = (next: GroupProblemSearch) => void navigate({ search: next });
  const view = search.view ?? 'list';
  // The admin views are offered to group admins and site admins; the server refuses anyone else.
  const adminView = standing.admin ? view : 'list';
  if (standing.loading) {
    return (
      <Center py={60}>
        <Loader />
      </Center>
    );
  }
  if ((adminView === 'create' || adminView === 'edit') && standing.group) {
    return (
      <ProblemFormPage
        pid={adminView === 'edit' ? (search.pid ?? null) : null}
        group={{ gid, shortName: standing.group.shortName, onSaved: () => go({ view: 'admin' }) }}
      />
    );
  }
  return (
    <GroupProblemTabFrame admin={standing.admin} view={adminView} onView={(next) => go(next === 'admin' ? { view: 'admin' } : {})}>
      {adminView === 'admin' ? (
        <GroupAdminProblemList gid={gid} root={standing.root} viewer={user?.username ?? null} onCreate={() => go({ view: 'create' })} onEdit={(pid) => go({ view: 'edit', pid })} />
      ) : (
        <GroupProblemList gid={gid} page={search.page ?? 1} onPage={(page) => go(page > 1 ? { page } : {})} />
      )}
    </GroupProblemTabFrame>
  );
}
