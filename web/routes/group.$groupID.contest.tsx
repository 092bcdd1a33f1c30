import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { ContestManageCalls } from '../features/admin/admin-api';
import { DownloadAcDialog } from '../features/admin/contests/admin-contest-list-page';
import { ContestAnnouncementsAdminPage } from '../features/admin/contests/contest-announcements-page';
import { ContestFormPage } from '../features/admin/contests/contest-form-page';
import { ContestProblemsPage } from '../features/admin/contests/contest-problems-page';
import { ProblemFormPage } from '../features/admin/problems/problem-form-page';
import { ContestEntry } from '../features/contests/contest-entry';
import { groupContestCalls } from '../features/group-contests/group-contests-api';
import { BackToContestAdmin, GroupContestTab, type GroupContestView } from '../features/group-contests/group-contest-tab';
import { cidOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';
import { dropped } from '../lib/search-values';
import { useGroupStanding } from '../lib/use-group-standing';

const positive = dropped(v.pipe(v.number(), v.integer(), v.minValue(1)));
const GroupContestSearch = v.object({
  view: dropped(v.picklist(['admin', 'create', 'edit', 'problems', 'problem-create', 'problem-edit', 'announcements'])),
  cid: positive,
  pid: positive,
});

/**
 * The group's contest tab (part 3 §2.8). A contest opens at /contest/{cid}, the site's contest pages
 * (whose scope check knows groups); the admin sub-views reuse the admin area's contest form, problem
 * list, problem form and announcement list with the group's calls.
 */
export const Route = createFileRoute('/group/$groupID/contest')({
  validateSearch: GroupContestSearch,
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.groupID),
  component: GroupContestRoute,
});

function GroupContestRoute() {
  const { groupID } = Route.useParams();
  const { view, cid, pid } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const narrow = useMediaQuery('(max-width: 48em)');
  const gid = cidOf(groupID) ?? 0;
  const standing = useGroupStanding(gid);
  const calls: ContestManageCalls = useMemo(() => groupContestCalls(gid), [gid]);
  const go = (next: GroupContestView, id?: number, problem?: number) => void navigate({ search: { view: next === 'list' ? undefined : next, cid: id, pid: problem } });
  const toAdmin = <BackToContestAdmin onBack={() => go('admin')} />;
  const toProblems = (id: number) => <BackToContestAdmin onBack={() => go('problems', id)} />;
  const shortName = standing.group?.shortName ?? '';

  if (standing.admin) {
    if (view === 'create' || (view === 'edit' && cid !== undefined)) {
      return (
        <Stack gap="xs">
          <div>{toAdmin}</div>
          <ContestFormPage key={cid ?? 'new'} cid={view === 'edit' ? (cid ?? null) : null} group={{ calls, gid, onSaved: () => go('list') }} />
        </Stack>
      );
    }
    if (view === 'problems' && cid !== undefined) {
      return <ContestProblemsPage key={cid} cid={cid} group={{ calls, back: toAdmin, onCreate: () => go('problem-create', cid), onEdit: (id) => go('problem-edit', cid, id) }} />;
    }
    if ((view === 'problem-create' || (view === 'problem-edit' && pid !== undefined)) && cid !== undefined && standing.group) {
      return (
        <Stack gap="xs">
          <div>{toProblems(cid)}</div>
          <ProblemFormPage key={`${cid}:${pid ?? 'new'}`} pid={view === 'problem-edit' ? (pid ?? null) : null} contest={{ cid }} group={{ gid, shortName, onSaved: () => go('problems', cid) }} />
        </Stack>
      );
    }
    if (view === 'announcements' && cid !== undefined) return <ContestAnnouncementsAdminPage key={cid} cid={cid} calls={calls} back={toAdmin} />;
  }
  return (
    <GroupContestTab
      gid={gid}
      standing={standing}
      view={view === 'admin' ? 'admin' : 'list'}
      onView={go}
      onBack={() => router.history.back()}
      entry={(row) => <ContestEntry key={row.id} row={row} narrow={Boolean(narrow)} countWhenPublic={false} onOpen={(id) => void navigate({ to: '/contest/$contestID', params: { contestID: String(id) } })} />}
      downloadDialog={(id, onClose) => <DownloadAcDialog cid={id} onClose={onClose} />}
    />
  );
}
