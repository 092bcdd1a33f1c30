import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminTrainingProblemRow } from '../../../../contract/api/trainings';
import { EmptyTableRow, ListFooter } from '../../../components/list-parts';
import { ButtonLink } from '../../../components/router-links';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { trainingKeys } from '../../../lib/training-keys';
import { adminTrainingApi, adminTrainingOptions } from './admin-training-api';
import { parseProblemRank } from './training-form-model';

const PAGE_SIZE = 10;
/** The public bank's auth value (part 3 §5: public 1, private 2, contest 3). */
const PUBLIC_PROBLEM = 1;

/** /admin/training/{trainingId}/problems: the training's problems with their ranks, add from the public bank, remove. */
export function TrainingProblemsPage({ tid }: { tid: number }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const list = useQuery(adminTrainingOptions.problems({ tid, currentPage: page, limit: PAGE_SIZE, keyword: applied || undefined }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
  const [adding, setAdding] = useState(false);
  const remove = useMutation({
    mutationFn: (pid: number) => adminTrainingApi.removeProblem(tid, pid),
    onSuccess: () => {
      notifySuccess(_('Delete_successfully'));
      refresh();
    },
  });
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-training-problems">
      <Group justify="space-between">
        <Group gap="sm">
          <ButtonLink to="/admin/training" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {_('Admin_Training_List')}
          </ButtonLink>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {_('Training_Problems')}
          </Title>
        </Group>
        <Group gap="sm">
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
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="training-problem-add-public">
            {_('Add_From_Public_Problem')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>{_('Training_Rank_Number')}</Table.Th>
              <Table.Th w={120}>{_('Problem_ID')}</Table.Th>
              <Table.Th>{_('Title')}</Table.Th>
              <Table.Th>{_('Author')}</Table.Th>
              <Table.Th w={80}>{_('Option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`admin-training-problem-${row.problemId}`}>
                <Table.Td>
                  <RankCell row={row} onSaved={refresh} />
                </Table.Td>
                <Table.Td ff="monospace">{row.problemId}</Table.Td>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>{row.author ?? ''}</Table.Td>
                <Table.Td>
                  <Tooltip label={_('Remove')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        modals.openConfirmModal({
                          title: _('Remove'),
                          children: _('Remove_Training_Problem_Confirm'),
                          labels: { confirm: _('Confirm'), cancel: _('Cancel') },
                          confirmProps: { color: 'red' },
                          onConfirm: () => remove.mutate(row.pid),
                        })
                      }
                      aria-label={_('Remove')}
                      data-testid="admin-training-problem-remove"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
            {!list.isPending && rows.length === 0 && <EmptyTableRow columns={5}>{_('No_Problems')}</EmptyTableRow>}
          </Table.Tbody>
        </Table>
        <ListFooter total={list.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
      </Paper>
      {adding && <AddFromPublicDialog tid={tid} onClose={() => setAdding(false)} onDone={refresh} />}
    </Stack>
  );
}

/** The rank of a training problem, edited in place: saved on Enter or when the field loses focus. */
function RankCell({ row, onSaved }: { row: AdminTrainingProblemRow; onSaved(): void }) {
  const { _ } = useLingui();
  const [text, setText] = useState(String(row.rank));
  useEffect(() => setText(String(row.rank)), [row.rank]);
  const save = useMutation({
    mutationFn: (rank: number) => adminTrainingApi.updateProblemRank(row.id, rank),
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

/** The public bank, searchable, each problem with an Add button. */
function AddFromPublicDialog({ tid, onClose, onDone }: { tid: number; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const choices = useQuery(adminTrainingOptions.problemChoices({ currentPage: page, limit: PAGE_SIZE, keyword: applied || undefined, auth: PUBLIC_PROBLEM }));
  const [added, setAdded] = useState<number[]>([]);
  const add = useMutation({
    mutationFn: (pid: number) => adminTrainingApi.addProblemFromPublic(tid, pid),
    onSuccess: (row) => {
      notifySuccess(_('Training_Added_Successfully'));
      setAdded((list) => [...list, row.pid]);
      onDone();
    },
  });
  const rows = choices.data?.records ?? [];
  return (
    <Modal opened onClose={onClose} title={_('Add_From_Public_Problem')} size="xl" data-testid="training-add-problem-dialog">
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
          data-testid="training-add-problem-keyword"
        />
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>{_('Problem_ID')}</Table.Th>
              <Table.Th>{_('Title')}</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`public-problem-${row.problemId}`}>
                <Table.Td ff="monospace">{row.problemId}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.title}</Text>
                </Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="light" disabled={added.includes(row.id)} loading={add.isPending && add.variables === row.id} onClick={() => add.mutate(row.id)} data-testid="public-problem-add">
                    {added.includes(row.id) ? _('Training_Already_Added') : _('Add')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {!choices.isPending && rows.length === 0 && (
              <EmptyTableRow columns={3} compact>
                {_('No_Problems')}
              </EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
        <ListFooter total={choices.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
      </Stack>
    </Modal>
  );
}
