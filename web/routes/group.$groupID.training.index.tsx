import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { TrainingManageCalls } from '../features/admin/trainings/admin-training-api';
import { TrainingExamsPage } from '../features/admin/trainings/training-exams-page';
import { TrainingFormPage } from '../features/admin/trainings/training-form-page';
import { TrainingProblemsPage } from '../features/admin/trainings/training-problems-page';
import { groupHomeworkCalls } from '../features/group-homework/group-homework-api';
import { BackToHomeworkAdmin, GroupHomeworkTab, type HomeworkView } from '../features/group-homework/group-homework-tab';
import { TrainingTable } from '../features/trainings/training-table';
import { cidOf } from '../lib/contest-route';
import { requireLoginForIds } from '../lib/route-guard';
import { dropped } from '../lib/search-values';
import { useGroupStanding } from '../lib/use-group-standing';

const HomeworkSearch = v.object({
  view: dropped(v.picklist(['admin', 'create', 'edit', 'problems', 'exams'])),
  tid: dropped(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/**
 * The group's homework tab (part 3 §2.7). The admin sub-views reuse the admin area's training form,
 * problem list and paper list with the group's calls; the members' list reuses the site's training table.
 */
export const Route = createFileRoute('/group/$groupID/training/')({
  validateSearch: HomeworkSearch,
  beforeLoad: ({ params, preload }) => requireLoginForIds({ preload }, params.groupID),
  component: GroupHomeworkRoute,
});

function GroupHomeworkRoute() {
  const { groupID } = Route.useParams();
  const { view, tid } = Route.useSearch();
  const navigate = Route.useNavigate();
  const gid = cidOf(groupID) ?? 0;
  const standing = useGroupStanding(gid);
  const calls: TrainingManageCalls = useMemo(() => groupHomeworkCalls(gid), [gid]);
  const go = (next: HomeworkView, id?: number) => void navigate({ search: { view: next === 'list' ? undefined : next, tid: id } });
  const back = <BackToHomeworkAdmin onBack={() => go('admin')} />;
  const open = (id: number) => void navigate({ to: '/group/$groupID/training/$trainingID', params: { groupID, trainingID: String(id) } });

  if (standing.admin && (view === 'create' || (view === 'edit' && tid !== undefined))) {
    return (
      <Stack gap="xs" align="stretch">
        <div>{back}</div>
        <TrainingFormPage key={tid ?? 'new'} tid={view === 'edit' ? (tid ?? null) : null} group={{ calls, gid, onSaved: () => go('admin') }} />
      </Stack>
    );
  }
  if (standing.admin && view === 'problems' && tid !== undefined) return <TrainingProblemsPage key={tid} tid={tid} calls={calls} back={back} />;
  if (standing.admin && view === 'exams' && tid !== undefined) return <TrainingExamsPage key={tid} tid={tid} calls={calls} back={back} />;
  return (
    <GroupHomeworkTab
      gid={gid}
      standing={standing}
      view={view === 'admin' ? 'admin' : 'list'}
      onView={go}
      onOpen={open}
      table={(props) => <TrainingTable {...props} signedIn />}
    />
  );
}
