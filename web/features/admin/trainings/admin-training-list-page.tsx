import { useLingui } from '@lingui/react';
import { ActionIcon, Group, Paper, Stack, Switch, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCategory, IconEdit, IconFileText, IconList, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyTableRow, ListFooter } from '../../../components/list-parts';
import { ActionIconLink, ButtonLink } from '../../../components/router-links';
import { notifySuccess } from '../../../lib/notify';
import { trainingKeys } from '../../../lib/training-keys';
import { adminTrainingApi, adminTrainingOptions } from './admin-training-api';

const PAGE_SIZE = 10;

/** /admin/training: the trainings to manage, with edit, problem list, paper list, delete and the visible switch. */
export function AdminTrainingListPage() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const list = useQuery(adminTrainingOptions.list({ currentPage: page, limit: PAGE_SIZE, keyword: applied || undefined }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
  const visible = useMutation({
    mutationFn: ({ tid, on }: { tid: number; on: boolean }) => adminTrainingApi.setStatus(tid, on),
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (tid: number) => adminTrainingApi.remove(tid),
    onSuccess: () => {
      notifySuccess(_('Delete_successfully'));
      refresh();
    },
  });
  const confirmDelete = (tid: number, title: string) =>
    modals.openConfirmModal({
      title: _('Delete_Training'),
      children: _('Delete_Training_Confirm', { title }),
      labels: { confirm: _('Delete'), cancel: _('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(tid),
    });
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-training-list">
      <Group justify="space-between">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {_('Admin_Training_List')}
        </Title>
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
            data-testid="admin-training-keyword"
          />
          <ButtonLink to="/admin/training/category" variant="light" leftSection={<IconCategory size={16} />} data-testid="admin-training-categories">
            {_('Training_Category')}
          </ButtonLink>
          <ButtonLink to="/admin/training/create" leftSection={<IconPlus size={16} />} data-testid="admin-training-create">
            {_('Create_Training')}
          </ButtonLink>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>{_('Training_Rank_Number')}</Table.Th>
                <Table.Th>{_('Title')}</Table.Th>
                <Table.Th>{_('Auth')}</Table.Th>
                <Table.Th>{_('Training_Category_Label')}</Table.Th>
                <Table.Th>{_('Author')}</Table.Th>
                <Table.Th>{_('Visible')}</Table.Th>
                <Table.Th>{_('Option')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const trainingId = String(row.id);
                return (
                  <Table.Tr key={row.id} data-testid={`admin-training-${row.id}`}>
                    <Table.Td>{row.id}</Table.Td>
                    <Table.Td>{row.rank}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} lineClamp={1}>
                        {row.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.auth === 'Private' ? _('Training_Private') : _('Training_Public')}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={row.categoryColor || undefined} fw={600}>
                        {row.categoryName}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.author}</Table.Td>
                    <Table.Td>
                      <Switch checked={row.status} onChange={(e) => visible.mutate({ tid: row.id, on: e.currentTarget.checked })} aria-label={_('Visible')} data-testid="admin-training-visible" />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={_('Edit')} withArrow>
                          <ActionIconLink to="/admin/training/$trainingId/edit" params={{ trainingId }} variant="subtle" aria-label={_('Edit')} data-testid="admin-training-edit">
                            <IconEdit size={16} />
                          </ActionIconLink>
                        </Tooltip>
                        <Tooltip label={_('Training_Problems')} withArrow>
                          <ActionIconLink to="/admin/training/$trainingId/problems" params={{ trainingId }} variant="subtle" color="teal" aria-label={_('Training_Problems')} data-testid="admin-training-problems">
                            <IconList size={16} />
                          </ActionIconLink>
                        </Tooltip>
                        <Tooltip label={_('Training_Papers')} withArrow>
                          <ActionIconLink to="/admin/training/$trainingId/exams" params={{ trainingId }} variant="subtle" color="orange" aria-label={_('Training_Papers')} data-testid="admin-training-exams">
                            <IconFileText size={16} />
                          </ActionIconLink>
                        </Tooltip>
                        <Tooltip label={_('Delete')} withArrow>
                          <ActionIcon variant="subtle" color="red" onClick={() => confirmDelete(row.id, row.title)} aria-label={_('Delete')} data-testid="admin-training-delete">
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {!list.isPending && rows.length === 0 && <EmptyTableRow columns={8}>{_('No_Training')}</EmptyTableRow>}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListFooter total={list.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
      </Paper>
    </Stack>
  );
}
