import { useLingui } from '@lingui/react';
import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { KeywordFilter } from '../../../components/schedule-status';
import { trainingKeys } from '../../../lib/training-keys';
import { AdminPageHeader, AdminTable, RowRemoveAction } from '../../../components/admin-table';
import { useListSearch } from '../../../lib/use-list-search';
import { adminTrainingOptions, siteTrainingCalls, type TrainingManageCalls } from './admin-training-api';
import { BackToTrainingList } from './back-to-training-list';
import { ChoiceAddButton, useChoiceAdder } from '../../../components/choice-adder';
import { useListChange } from '../../../lib/use-list-change';

const PAGE_SIZE = 10;

/**
 * /admin/training/{trainingId}/exams: the training's papers (choose exams attached to it), add and
 * remove. A group's homework passes its calls (list and remove) and its back link.
 */
export function TrainingExamsPage({ tid, calls = siteTrainingCalls, back = <BackToTrainingList /> }: { tid: number; calls?: TrainingManageCalls; back?: ReactNode }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(adminTrainingOptions.exams({ tid, currentPage: page, limit: PAGE_SIZE }, calls));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
    if (calls.refreshKey) void queryClient.invalidateQueries({ queryKey: calls.refreshKey });
  };
  const [adding, setAdding] = useState(false);
  const addExam = calls.addExam;
  const remove = useListChange((eid: number) => calls.removeExam(tid, eid), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-training-exams">
      <AdminPageHeader title={_('Training_Papers')} back={back}>
        {addExam && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="training-exam-add">
            {_('Add_Training_Paper')}
          </Button>
        )}
      </AdminPageHeader>
      <AdminTable
        columns={[{ label: 'ID', w: 70 }, _('Title'), _('Training_Paper_Bank'), { label: _('Training_Question_Count'), w: 100 }, { label: _('Total_Score'), w: 90 }, { label: _('Option'), w: 80 }]}
        rows={rows}
        loading={list.isPending}
        empty={_('No_Training_Paper')}
        footer={{ total: list.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage: setPage }}
      >
        {(row) => (
          <Table.Tr key={row.id} data-testid={`admin-training-exam-${row.eid}`}>
            <Table.Td>{row.eid}</Table.Td>
            <Table.Td fw={600}>{row.title}</Table.Td>
            <Table.Td>{row.repoTitle}</Table.Td>
            <Table.Td>{row.problemCount}</Table.Td>
            <Table.Td>{row.totalScore}</Table.Td>
            <Table.Td>
              <RowRemoveAction body={_('Remove_Training_Paper_Confirm')} onConfirm={() => remove.mutate(row.eid)} testId="admin-training-exam-remove" />
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {adding && addExam && <AddExamDialog add={(eid) => addExam(tid, eid)} attached={rows.map((row) => row.eid)} onClose={() => setAdding(false)} onDone={refresh} />}
    </Stack>
  );
}

/** The admin's choose exams, searchable, each with an Add button that attaches it as a paper. */
function AddExamDialog({ add, attached, onClose, onDone }: { add(eid: number): Promise<{ eid: number }>; attached: number[]; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const { page, setPage, keyword, search } = useListSearch();
  const choices = useQuery(adminTrainingOptions.examChoices({ currentPage: page, limit: PAGE_SIZE, keyword: keyword || undefined }));
  const adder = useChoiceAdder(add, (row) => row.eid, onDone, attached);
  const rows = choices.data?.records ?? [];
  return (
    <Modal opened onClose={onClose} title={_('Add_Training_Paper')} size="xl" data-testid="training-add-exam-dialog">
      <Stack>
        <KeywordFilter value={keyword} onSearch={search} testId="training-add-exam-keyword" />
        <AdminTable
          columns={[{ label: 'ID', w: 70 }, _('Title'), _('Training_Paper_Bank'), { label: '', w: 90 }]}
          rows={rows}
          loading={choices.isPending}
          empty={_('No_Data')}
          footer={{ total: choices.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage: setPage }}
          bare
          compact
        >
          {(row) => (
            <Table.Tr key={row.id} data-testid={`exam-choice-${row.id}`}>
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.title}
                </Text>
              </Table.Td>
              <Table.Td>{row.repoTitle}</Table.Td>
              <Table.Td>
                <ChoiceAddButton id={row.id} adder={adder} testId="exam-choice-add" />
              </Table.Td>
            </Table.Tr>
          )}
        </AdminTable>
      </Stack>
    </Modal>
  );
}
