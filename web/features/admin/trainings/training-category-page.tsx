import { useLingui } from '@lingui/react';
import { ActionIcon, Badge, Button, ColorInput, Group, Modal, Paper, Stack, Table, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrainingCategoryView } from '../../../../contract/api/trainings';
import { TRAINING_CATEGORY_NAME_MAX } from '../../../../contract/rules/trainings';
import { EmptyTableRow } from '../../../components/list-parts';
import { ButtonLink } from '../../../components/router-links';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { trainingKeys } from '../../../lib/training-keys';
import { adminTrainingApi, adminTrainingOptions } from './admin-training-api';

const DEFAULT_COLOR = '#409EFF';

/** /admin/training/category: the training categories with their colours; create, edit and delete. */
export function TrainingCategoryPage() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const categories = useQuery(adminTrainingOptions.categories());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
  const [editing, setEditing] = useState<TrainingCategoryView | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (cid: number) => adminTrainingApi.removeCategory(cid),
    onSuccess: () => {
      notifySuccess(_('Delete_successfully'));
      refresh();
    },
  });
  const rows = categories.data ?? [];
  return (
    <Stack gap="md" data-testid="admin-training-categories">
      <Group justify="space-between">
        <Group gap="sm">
          <ButtonLink to="/admin/training" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {_('Admin_Training_List')}
          </ButtonLink>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {_('Training_Category')}
          </Title>
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="training-category-create">
          {_('Create_Training_Category')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>ID</Table.Th>
              <Table.Th>{_('Training_Category_Name')}</Table.Th>
              <Table.Th>{_('Training_Category_Color')}</Table.Th>
              <Table.Th w={100}>{_('Option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`admin-training-category-${row.id}`}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>
                  <Badge tt="none" style={{ background: row.color }}>
                    {row.name}
                  </Badge>
                </Table.Td>
                <Table.Td ff="monospace">{row.color}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={_('Edit')} withArrow>
                      <ActionIcon variant="subtle" onClick={() => setEditing(row)} aria-label={_('Edit')} data-testid="training-category-edit">
                        <IconEdit size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={_('Delete')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          modals.openConfirmModal({
                            title: _('Delete'),
                            children: _('Delete_Training_Category_Confirm', { name: row.name }),
                            labels: { confirm: _('Delete'), cancel: _('Cancel') },
                            confirmProps: { color: 'red' },
                            onConfirm: () => remove.mutate(row.id),
                          })
                        }
                        aria-label={_('Delete')}
                        data-testid="training-category-delete"
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {!categories.isPending && rows.length === 0 && <EmptyTableRow columns={4}>{_('No_Training_Category')}</EmptyTableRow>}
          </Table.Tbody>
        </Table>
      </Paper>
      {editing !== null && <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

function CategoryDialog({ category, onClose, onDone }: { category: TrainingCategoryView | null; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState(category?.color ?? DEFAULT_COLOR);
  const save = useMutation({
    mutationFn: () => {
      const body = { id: category?.id ?? null, name: name.trim(), color: color.trim() || DEFAULT_COLOR };
      return category ? adminTrainingApi.updateCategory(body) : adminTrainingApi.addCategory(body);
    },
    onSuccess: () => {
      notifySuccess(category ? _('Update_Successfully') : _('Create_Successfully'));
      onDone();
      onClose();
    },
  });
  const submit = () => {
    if (name.trim() === '') {
      notifyWarning(_('Training_Category_Name_Required'));
      return;
    }
    save.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={category ? _('Edit_Training_Category') : _('Create_Training_Category')} data-testid="training-category-dialog">
      <Stack>
        <TextInput label={_('Training_Category_Name')} required maxLength={TRAINING_CATEGORY_NAME_MAX} value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="training-category-name" />
        <ColorInput label={_('Training_Category_Color')} value={color} onChange={setColor} data-testid="training-category-color" />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="training-category-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
