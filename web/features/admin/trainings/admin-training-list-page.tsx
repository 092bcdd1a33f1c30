import { useLingui } from '@lingui/react';
import { Group, Stack, Switch } from '@mantine/core';
import { IconCategory, IconEdit, IconFileText, IconList, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/router-links';
import { KeywordFilter } from '../../../components/schedule-status';
import { trainingKeys } from '../../../lib/training-keys';
import { AdminPageHeader, RowActionLink, RowDeleteAction } from '../../../components/admin-table';
import { TrainingAdminTable } from '../../../components/managed-item-tables';
import { useListSearch } from '../../../lib/use-list-search';
import { adminTrainingApi, adminTrainingOptions } from './admin-training-api';
import { useListChange } from '../../../lib/use-list-change';

const PAGE_SIZE = 10;

/** /admin/training: the trainings to manage, with edit, problem list, paper list, delete and the visible switch. */
export function AdminTrainingListPage() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const list = useQuery(adminTrainingOptions.list({ currentPage: page, limit: PAGE_SIZE, keyword: keyword || undefined }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
  const visible = useListChange(({ tid, on }: { tid: number; on: boolean }) => adminTrainingApi.setStatus(tid, on), _('Update_Successfully'), refresh);
  const remove = useListChange((tid: number) => adminTrainingApi.remove(tid), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-training-list">
      <AdminPageHeader title={_('Admin_Training_List')}>
        <KeywordFilter value={keyword} onSearch={search} testId="admin-training-keyword" />
        <ButtonLink to="/admin/training/category" variant="light" leftSection={<IconCategory size={16} />} data-testid="admin-training-categories">
          {_('Training_Category')}
        </ButtonLink>
        <ButtonLink to="/admin/training/create" leftSection={<IconPlus size={16} />} data-testid="admin-training-create">
          {_('Create_Training')}
        </ButtonLink>
      </AdminPageHeader>
      <TrainingAdminTable
        rows={rows}
        loading={list.isPending}
        footer={{ total: list.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage: setPage }}
        rowTestId={(row) => `admin-training-${row.id}`}
        visibleSwitch={(row) => <Switch checked={row.status} onChange={(e) => visible.mutate({ tid: row.id, on: e.currentTarget.checked })} aria-label={_('Visible')} data-testid="admin-training-visible" />}
        actions={(row) => {
          const trainingId = String(row.id);
          return (
            <Group gap={4} wrap="nowrap">
              <RowActionLink to="/admin/training/$trainingId/edit" params={{ trainingId }} label={_('Edit')} icon={IconEdit} testId="admin-training-edit" />
              <RowActionLink to="/admin/training/$trainingId/problems" params={{ trainingId }} label={_('Training_Problems')} icon={IconList} color="teal" testId="admin-training-problems" />
              <RowActionLink to="/admin/training/$trainingId/exams" params={{ trainingId }} label={_('Training_Papers')} icon={IconFileText} color="orange" testId="admin-training-exams" />
              <RowDeleteAction title={_('Delete_Training')} body={_('Delete_Training_Confirm', { title: row.title })} onConfirm={() => remove.mutate(row.id)} testId="admin-training-delete" />
            </Group>
          );
        }}
      />
    </Stack>
  );
}
