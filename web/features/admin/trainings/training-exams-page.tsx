import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyTableRow, ListFooter } from '../../../components/list-parts';
import { ButtonLink } from '../../../components/router-links';
import { notifySuccess } from '../../../lib/notify';
import { trainingKeys } from '../../../lib/training-keys';
import { adminTrainingApi, adminTrainingOptions } from './admin-training-api';

const PAGE_SIZE = 10;

/** /admin/training/{trainingId}/exams: the training's papers (choose exams attached to it), add and remove. */
export function TrainingExamsPage({ tid }: { tid: number }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(adminTrainingOptions.exams({ tid, currentPage: page, limit: PAGE_SIZE }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
  const [adding, setAdding] = useState(false);
  const remove = useMutation({
    mutationFn: (eid: number) => adminTrainingApi.removeExam(tid, eid),
    onSuccess: () => {
      notifySuccess(_('Delete_successfully'));
      refresh();
    },
  });
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-training-exams">
      <Group justify="space-between">
        <Group gap="sm">
          <ButtonLink to="/admin/training" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {_('Admin_Training_List')}
          </ButtonLink>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {_('Training_Papers')}
          </Title>
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="training-exam-add">
          {_('Add_Training_Paper')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>ID</Table.Th>
              <Table.Th>{_('Title')}</Table.Th>
              <Table.Th>{_('Training_Paper_Bank')}</Table.Th>
              <Table.Th w={100}>{_('Training_Question_Count')}</Table.Th>
              <Table.Th w={90}>{_('Total_Score')}</Table.Th>
              <Table.Th w={80}>{_('Option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`admin-training-exam-${row.eid}`}>
                <Table.Td>{row.eid}</Table.Td>
                <Table.Td fw={600}>{row.title}</Table.Td>
                <Table.Td>{row.repoTitle}</Table.Td>
                <Table.Td>{row.problemCount}</Table.Td>
                <Table.Td>{row.totalScore}</Table.Td>
                <Table.Td>
                  <Tooltip label={_('Remove')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        modals.openConfirmModal({
                          title: _('Remove'),
                          children: _('Remove_Training_Paper_Confirm'),
                          labels: { confirm: _('Confirm'), cancel: _('Cancel') },
                          confirmProps: { color: 'red' },
                          onConfirm: () => remove.mutate(row.eid),
                        })
                      }
                      aria-label={_('Remove')}
                      data-testid="admin-training-exam-remove"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
            {!list.isPending && rows.length === 0 && <EmptyTableRow columns={6}>{_('No_Training_Paper')}</EmptyTableRow>}
          </Table.Tbody>
        </Table>
        <ListFooter total={list.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
      </Paper>
      {adding && <AddExamDialog tid={tid} attached={rows.map((row) => row.eid)} onClose={() => setAdding(false)} onDone={refresh} />}
    </Stack>
  );
}

/** The admin's choose exams, searchable, each with an Add button that attaches it as a paper. */
function AddExamDialog({ tid, attached, onClose, onDone }: { tid: number; attached: number[]; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const choices = useQuery(adminTrainingOptions.examChoices({ currentPage: page, limit: PAGE_SIZE, keyword: applied || undefined }));
  const [added, setAdded] = useState<number[]>(attached);
  const add = useMutation({
    mutationFn: (eid: number) => adminTrainingApi.addExam(tid, eid),
    onSuccess: (row) => {
      notifySuccess(_('Training_Added_Successfully'));
      setAdded((list) => [...list, row.eid]);
      onDone();
    },
  });
  const rows = choices.data?.records ?? [];
  return (
    <Modal opened onClose={onClose} title={_('Add_Training_Paper')} size="xl" data-testid="training-add-exam-dialog">
      <Stack>
        <TextInput
          placeholder={_('Enter_keyword')}
          leftSection={<IconSearch size={14} />}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              setApplied(keyword.trim());
              setPage(1);
            }
          }}
          data-testid="training-add-exam-keyword"
        />
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>ID</Table.Th>
              <Table.Th>{_('Title')}</Table.Th>
              <Table.Th>{_('Training_Paper_Bank')}</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`exam-choice-${row.id}`}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.title}
                  </Text>
                </Table.Td>
                <Table.Td>{row.repoTitle}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="light" disabled={added.includes(row.id)} loading={add.isPending && add.variables === row.id} onClick={() => add.mutate(row.id)} data-testid="exam-choice-add">
                    {added.includes(row.id) ? _('Training_Already_Added') : _('Add')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {!choices.isPending && rows.length === 0 && (
              <EmptyTableRow columns={4} compact>
                {_('No_Data')}
              </EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
        <ListFooter total={choices.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
      </Stack>
    </Modal>
  );
}
