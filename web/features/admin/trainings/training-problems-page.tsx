import { useLingui } from '@lingui/react';
import { Button, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { AdminTrainingProblemRow } from '../../../../contract/api/trainings';
import { KeywordFilter } from '../../../components/schedule-status';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { trainingKeys } from '../../../lib/training-keys';
import { AdminPageHeader, AdminTable, RowRemoveAction } from '../../../components/admin-table';
import { useListSearch } from '../../../lib/use-list-search';
import { ProblemPicker } from '../../../components/problem-picker';
import { adminTrainingOptions, siteTrainingCalls, type TrainingManageCalls } from './admin-training-api';
import { BackToTrainingList } from './back-to-training-list';
import { parseProblemRank } from './training-form-model';
import { useListChange } from '../../../lib/use-list-change';

const PAGE_SIZE = 10;

/**
 * /admin/training/{trainingId}/problems: the training's problems with their ranks, add from the public
 * bank (picked by display id or title), remove. A group's homework passes its calls (which add "from
 * group" too, picked the same way) and its back link.
 */
export function TrainingProblemsPage({ tid, calls = siteTrainingCalls, back = <BackToTrainingList /> }: { tid: number; calls?: TrainingManageCalls; back?: ReactNode }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const list = useQuery(adminTrainingOptions.problems({ tid, currentPage: page, limit: PAGE_SIZE, keyword: keyword || undefined }, calls));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
    if (calls.refreshKey) void queryClient.invalidateQueries({ queryKey: calls.refreshKey });
  };
  const [adding, setAdding] = useState<'public' | 'group' | null>(null);
  const fromGroup = calls.fromGroup;
  const remove = useListChange((pid: number) => calls.removeProblem(tid, pid), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-training-problems">
      <AdminPageHeader title={_('Training_Problems')} back={back}>
        <KeywordFilter value={keyword} onSearch={search} testId="admin-training-problem-keyword" />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding('public')} data-testid="training-problem-add-public">
          {_('Add_From_Public_Problem')}
        </Button>
        {fromGroup && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding('group')} data-testid="training-problem-add-group">
            {_('Add_From_Group_Problem')}
          </Button>
        )}
      </AdminPageHeader>
      <AdminTable
        columns={[{ label: _('Training_Rank_Number'), w: 150 }, { label: _('Problem_ID'), w: 120 }, _('Title'), _('Author'), { label: _('Option'), w: 80 }]}
        rows={rows}
        loading={list.isPending}
        empty={_('No_Problems')}
        footer={{ total: list.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage: setPage }}
      >
        {(row) => (
          <Table.Tr key={row.id} data-testid={`admin-training-problem-${row.problemId}`}>
            <Table.Td>
              <RankCell row={row} calls={calls} onSaved={refresh} />
            </Table.Td>
            <Table.Td ff="monospace">{row.problemId}</Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>{row.author ?? ''}</Table.Td>
            <Table.Td>
              <RowRemoveAction body={_('Remove_Training_Problem_Confirm')} onConfirm={() => remove.mutate(row.pid)} testId="admin-training-problem-remove" />
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {adding === 'public' && <ProblemPicker title={_('Add_From_Public_Problem')} source={calls.publicBank} add={(choice) => calls.addProblemFromPublic(tid, choice.id)} onClose={() => setAdding(null)} onDone={refresh} />}
      {adding === 'group' && fromGroup && (
        <ProblemPicker title={_('Add_From_Group_Problem')} source={fromGroup.source} add={(choice) => fromGroup.add(tid, choice.problemId)} onClose={() => setAdding(null)} onDone={refresh} />
      )}
    </Stack>
  );
}

/** The rank of a training problem, edited in place: saved on Enter or when the field loses focus. */
function RankCell({ row, calls, onSaved }: { row: AdminTrainingProblemRow; calls: TrainingManageCalls; onSaved(): void }) {
  const { _ } = useLingui();
  const [text, setText] = useState(String(row.rank));
  useEffect(() => setText(String(row.rank)), [row.rank]);
  const save = useMutation({
    mutationFn: (rank: number) => calls.updateProblemRank(row.id, rank),
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      onSaved();
    },
  });
  const commit = () => {
    if (text.trim() === String(row.rank)) return;
    const rank = parseProblemRank(text);
    if (rank === null) {
      notifyWarning(_('Training_Rank_Check'));
      setText(String(row.rank));
      return;
    }
    save.mutate(rank);
  };
  return (
    <TextInput
      size="xs"
      w={120}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      disabled={save.isPending}
      aria-label={_('Training_Rank_Number')}
      data-testid="admin-training-problem-rank"
    />
  );
}
