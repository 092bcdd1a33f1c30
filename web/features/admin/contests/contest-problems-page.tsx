import { useLingui } from '@lingui/react';
import { Button, ColorInput, Group, Modal, Stack, Table, TextInput } from '@mantine/core';
import { IconEdit, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AdminContestProblemRow } from '../../../../contract/api/contests';
import { CONTEST_LIST_PAGE_SIZE } from '../../../../contract/rules/contests';
import { ProblemPicker } from '../../../components/problem-picker';
import { ButtonLink } from '../../../components/router-links';
import { contestKeys } from '../../../lib/contest-keys';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import type { ProblemChoice, ProblemSource } from '../../../lib/problem-choices';
import { adminContestOptions, siteContestCalls, type ContestManageCalls } from '../admin-api';
import { AdminPageHeader, AdminTable, RowAction, RowActionLink, RowRemoveAction } from '../../../components/admin-table';
import { useListChange } from '../../../lib/use-list-change';

/** A group contest's problem list: its calls, its back button and where creating or editing a problem leads. */
export interface GroupContestProblems {
  calls: ContestManageCalls;
  back: ReactNode;
  onCreate(): void;
  onEdit(pid: number): void;
}

/**
 * /admin/contest/{contestId}/problems: add from the public bank (picked by display id or title),
 * create, edit display id / title / colour, remove. A group's contest (part 3 §2.8) passes `group`: its calls (which add "from group"
 * too), its Back button and its own create and edit views.
 */
export function ContestProblemsPage({ cid, group }: { cid: number; group?: GroupContestProblems }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const calls = group?.calls ?? siteContestCalls;
  const [page, setPage] = useState(1);
  const list = useQuery(adminContestOptions.problems({ cid, currentPage: page, limit: CONTEST_LIST_PAGE_SIZE }, calls));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: contestKeys.all });
    if (calls.refreshKey) void queryClient.invalidateQueries({ queryKey: calls.refreshKey });
  };
  const [adding, setAdding] = useState<'public' | 'group' | null>(null);
  const [editing, setEditing] = useState<AdminContestProblemRow | null>(null);
  const remove = useListChange((pid: number) => calls.removeProblem(cid, pid), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  const contestId = String(cid);
  const fromGroup = calls.fromGroup;
  return (
    <Stack gap="md" data-testid="admin-contest-problems">
      <AdminPageHeader title={_('Contest_Problems')} back={group?.back}>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding('public')} data-testid="contest-problem-add-public">
          {_('Add_From_Public_Problem')}
        </Button>
        {fromGroup && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding('group')} data-testid="contest-problem-add-group">
            {_('Add_From_Group_Problem')}
          </Button>
        )}
        {group ? (
          <Button leftSection={<IconPencil size={16} />} onClick={group.onCreate} data-testid="contest-problem-create">
            {_('Create_Problem')}
          </Button>
        ) : (
          <ButtonLink to="/admin/contest/$contestId/problem/create" params={{ contestId }} leftSection={<IconPencil size={16} />} data-testid="contest-problem-create">
            {_('Create_Problem')}
          </ButtonLink>
        )}
      </AdminPageHeader>
      <AdminTable
        columns={[_('Contest_Display_ID'), _('Contest_Display_Title'), _('Balloon_Color'), _('Problem_Display_ID'), _('Title'), _('Option')]}
        rows={rows}
        loading={list.isPending}
        empty={_('No_Problems')}
        footer={{ total: list.data?.total ?? 0, page, pageSize: CONTEST_LIST_PAGE_SIZE, onPage: setPage }}
      >
        {(row) => (
          <Table.Tr key={row.pid} data-testid={`admin-contest-problem-${row.displayId}`}>
            <Table.Td fw={600}>{row.displayId}</Table.Td>
            <Table.Td>{row.displayTitle}</Table.Td>
            <Table.Td>{row.color ? <span style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 8, background: row.color }} /> : null}</Table.Td>
            <Table.Td>{row.problemId}</Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction label={_('Contest_Problem_Display')} icon={IconPencil} onClick={() => setEditing(row)} testId="contest-problem-display" />
                {group ? (
                  <RowAction label={_('Edit')} icon={IconEdit} color="teal" onClick={() => group.onEdit(row.pid)} testId="contest-problem-edit" />
                ) : (
                  <RowActionLink to="/admin/contest/$contestId/problem/$problemId/edit" params={{ contestId, problemId: String(row.pid) }} label={_('Edit')} icon={IconEdit} color="teal" />
                )}
                <RowRemoveAction body={_('Remove_Contest_Problem_Confirm')} onConfirm={() => remove.mutate(row.pid)} />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {adding === 'public' && (
        <ContestProblemPicker title={_('Add_From_Public_Problem')} source={calls.publicBank} add={(choice, displayId) => calls.addFromPublic(cid, choice.id, displayId)} onClose={() => setAdding(null)} onDone={refresh} />
      )}
      {adding === 'group' && fromGroup && (
        <ContestProblemPicker title={_('Add_From_Group_Problem')} source={fromGroup.source} add={(choice, displayId) => fromGroup.add(cid, choice.problemId, displayId)} onClose={() => setAdding(null)} onDone={refresh} />
      )}
      {editing && <DisplayDialog cid={cid} row={editing} calls={calls} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

/**
 * A contest's problem picker: the chosen problem joins under the display id typed above the list
 * (A, B…); Add waits for one, and each add clears it for the next problem.
 */
function ContestProblemPicker({ title, source, add, onClose, onDone }: { title: string; source: ProblemSource; add(choice: ProblemChoice, displayId: string): Promise<{ pid: number }>; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [displayId, setDisplayId] = useState('');
  const done = () => {
    setDisplayId('');
    onDone();
  };
  return (
    <ProblemPicker title={title} source={source} ready={displayId.trim() !== ''} add={(choice) => add(choice, displayId.trim())} onClose={onClose} onDone={done}>
      <TextInput label={_('Contest_Display_ID')} required maxLength={32} value={displayId} onChange={(e) => setDisplayId(e.currentTarget.value)} data-testid="problem-picker-display-id" />
    </ProblemPicker>
  );
}

function DisplayDialog({ cid, row, calls, onClose, onDone }: { cid: number; row: AdminContestProblemRow; calls: ContestManageCalls; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [displayId, setDisplayId] = useState(row.displayId);
  const [displayTitle, setDisplayTitle] = useState(row.displayTitle);
  const [color, setColor] = useState(row.color ?? '');
  const save = useMutation({
    mutationFn: () => calls.updateDisplay({ cid, pid: row.pid, displayId: displayId.trim(), displayTitle: displayTitle.trim(), color: color.trim() || null }),
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      onDone();
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={_('Contest_Problem_Display')}>
      <Stack>
        <TextInput label={_('Contest_Display_ID')} value={displayId} onChange={(e) => setDisplayId(e.currentTarget.value)} required />
        <TextInput label={_('Contest_Display_Title')} value={displayTitle} onChange={(e) => setDisplayTitle(e.currentTarget.value)} required />
        <ColorInput label={_('Balloon_Color')} value={color} onChange={setColor} />
        <Group justify="flex-end">
          <Button
            onClick={() => (displayId.trim() === '' || displayTitle.trim() === '' ? notifyWarning(_('Contest_Display_Required')) : save.mutate())}
            loading={save.isPending}
          >
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
