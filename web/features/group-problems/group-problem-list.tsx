import { useLingui } from '@lingui/react';
import { Group, Paper, SegmentedControl, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DifficultyBadge } from '../../components/difficulty-badge';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { OwnProblemStatus } from '../../components/own-problem-status';
import { PassRateWithCounts } from '../../components/pass-rate';
import { ProblemTagBadges } from '../../components/problem-tag-badges';
import { GROUP_ADMIN_PAGE_SIZE } from '../../../contract/rules/groups';
import { useSession } from '../../lib/use-session';
import { groupProblemOptions } from './group-problems-api';

/**
 * The members' list of a group's problems (GroupProblemList, part 3 §2.6): the caller's status,
 * id, title, difficulty, tags and AC rate; a row opens /group/{groupID}/problem/{problemID}.
 */
export function GroupProblemList({ gid, page, onPage }: { gid: number; page: number; onPage(page: number): void }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { user } = useSession();
  const list = useQuery(groupProblemOptions.list(gid, page));
  const rows = list.data?.records ?? [];
  const statuses = useQuery(groupProblemOptions.statuses(gid, user?.uid ?? null, rows.map((row) => row.id)));
  const open = (problemID: string) => void navigate({ to: '/group/$groupID/problem/$problemID', params: { groupID: String(gid), problemID } });
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" highlightOnHover data-testid="group-problem-table" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} aria-label={_('My_Status')} />
              <Table.Th w={140}>{_('Problem_ID')}</Table.Th>
              <Table.Th>{_('Title')}</Table.Th>
              <Table.Th w={110}>{_('Difficulty')}</Table.Th>
              <Table.Th>{_('Tags')}</Table.Th>
              <Table.Th w={150}>{_('AC_Rate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} onClick={() => open(row.problemId)} style={{ cursor: 'pointer' }} data-testid={`group-problem-${row.problemId}`}>
                <Table.Td>
                  <OwnProblemStatus status={statuses.data?.[String(row.id)]?.status} />
                </Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {row.problemId}
                </Table.Td>
                <Table.Td fw={500} fz="sm">
                  {row.title}
                </Table.Td>
                <Table.Td>
                  <DifficultyBadge level={row.difficulty} />
                </Table.Td>
                <Table.Td>
                  <ProblemTagBadges tags={row.tags} />
                </Table.Td>
                <Table.Td>
                  <PassRateWithCounts ac={row.ac} total={row.total} />
                </Table.Td>
              </Table.Tr>
            ))}
            {!list.isPending && rows.length === 0 && <EmptyTableRow columns={6}>{_('No_Problems')}</EmptyTableRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter total={list.data?.total ?? 0} page={page} pageSize={GROUP_ADMIN_PAGE_SIZE} onPage={onPage} />
    </Stack>
  );
}

/** The group problem tab's views: the members' list, the admins' list, and the create or edit form. */
export type GroupProblemView = 'list' | 'admin' | 'create' | 'edit';

/**
 * The problem tab's frame: for group admins and site admins a switch between the members' list and
 * the admin list (part 3 §6 "admin or group admin see create/admin buttons").
 */
export function GroupProblemTabFrame({ admin, view, onView, children }: { admin: boolean; view: GroupProblemView; onView(view: 'list' | 'admin'): void; children: React.ReactNode }) {
  const { _ } = useLingui();
  const listView = view === 'admin' ? 'admin' : 'list';
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        {admin && view !== 'create' && view !== 'edit' && (
          <Group justify="flex-end">
            <SegmentedControl
              value={listView}
              onChange={(next) => onView(next === 'admin' ? 'admin' : 'list')}
              data={[
                { value: 'list', label: _('Group_Problem_List') },
                { value: 'admin', label: _('Group_Problem_Admin') },
              ]}
              data-testid="group-problem-admin-toggle"
            />
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
