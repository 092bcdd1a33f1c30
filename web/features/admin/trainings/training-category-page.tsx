import { useLingui } from '@lingui/react';
import { Badge, Button, ColorInput, Group, Modal, Stack, Table, TextInput } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrainingCategoryView } from '../../../../contract/api/trainings';
import { TRAINING_CATEGORY_NAME_MAX } from '../../../../contract/rules/trainings';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { trainingKeys } from '../../../lib/training-keys';
import { AdminPageHeader, AdminTable, RowAction, RowDeleteAction } from '../../../components/admin-table';
import { adminTrainingApi, adminTrainingOptions } from './admin-training-api';
import { BackToTrainingList } from './back-to-training-list';
import { useListChange } from '../../../lib/use-list-change';

const DEFAULT_COLOR = '#409EFF';

/** /admin/training/category: the training categories with their colours; create, edit and delete. */
export function TrainingCategoryPage() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const categories = useQuery(adminTrainingOptions.categories());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
  const [editing, setEditing] = useState<TrainingCategoryView | 'new' | null>(null);
  const remove = useListChange((cid: number) => adminTrainingApi.removeCategory(cid), _('Delete_successfully'), refresh);
  const rows = categories.data ?? [];
  return (
    <Stack gap="md" data-testid="admin-training-categories">
      <AdminPageHeader title={_('Training_Category')} back={<BackToTrainingList />}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="training-category-create">
          {_('Create_Training_Category')}
        </Button>
      </AdminPageHeader>
      <AdminTable columns={[{ label: 'ID', w: 70 }, _('Training_Category_Name'), _('Training_Category_Color'), { label: _('Option'), w: 100 }]} rows={rows} loading={categories.isPending} empty={_('No_Training_Category')}>
        {(row) => (
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
                <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="training-category-edit" />
                <RowDeleteAction title={_('Delete')} body={_('Delete_Training_Category_Confirm', { name: row.name })} onConfirm={() => remove.mutate(row.id)} testId="training-category-delete" />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
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
