import { useLingui } from '@lingui/react';
import { Button, Grid, Group, Modal, Rating, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconFlame, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrainingCampView } from '../../../../contract/api/courses';
import { CAMP_INTENSITY, TRAINING_CAMP_ADMIN_PAGE_SIZE, TRAINING_CAMP_LIMITS } from '../../../../contract/rules/courses';
import { AdminPageHeader, AdminTable, RowAction, RowDeleteAction } from '../../../components/admin-table';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { KeywordFilter } from '../../../components/schedule-status';
import { courseKeys } from '../../../lib/course-keys';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListChange } from '../../../lib/use-list-change';
import { useListSearch } from '../../../lib/use-list-search';
import { adminCampListOptions, adminCourseApi, type TrainingCampInput } from './admin-course-api';
import { campBody, campDraft, type CampDraft } from './camp-form-model';

/**
 * /admin/traincamplist (part 3 §2.2; admin roles): the training camps of the intensive-training page,
 * with their card (title, description, duration, intensity) and markdown outline; create, edit, delete.
 */
export function AdminCampPage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const [editing, setEditing] = useState<TrainingCampView | 'new' | null>(null);
  const list = useQuery(adminCampListOptions({ currentPage: page, keyword: keyword || undefined }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: courseKeys.all });
  const remove = useListChange((id: number) => adminCourseApi.removeCamp(id), _('Delete_successfully'), refresh);
  return (
    <Stack gap="md" data-testid="admin-camps">
      <AdminPageHeader title={_('Admin_Training_Camp_List')}>
        <KeywordFilter value={keyword} onSearch={search} testId="admin-camp-keyword" />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="admin-camp-create">
          {_('Create_Training_Camp')}
        </Button>
      </AdminPageHeader>
      <AdminTable
        columns={[{ label: 'ID', w: 70 }, _('Title'), _('Camp_Duration'), _('Camp_Intensity'), _('Modified_Time'), { label: _('Option'), w: 100 }]}
        rows={list.data?.records ?? []}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        minWidth={720}
        empty={_('Team_No_Camps')}
        testId="admin-camp-table"
        footer={{ total: list.data?.total ?? 0, page, pageSize: TRAINING_CAMP_ADMIN_PAGE_SIZE, onPage: setPage }}
      >
        {(row: TrainingCampView) => (
          <Table.Tr key={row.id} data-testid={`admin-camp-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>{row.duration}</Table.Td>
            <Table.Td>{row.intensity}</Table.Td>
            <Table.Td>{formatDateTime(row.gmtModified, i18n.locale)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="admin-camp-edit" />
                <RowDeleteAction title={_('Delete')} body={_('Delete_Training_Camp_Confirm', { title: row.title })} onConfirm={() => remove.mutate(row.id)} testId="admin-camp-delete" confirmTestId="admin-camp-delete-confirm" />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {editing && <CampDialog value={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

function CampDialog({ value, onClose, onDone }: { value: TrainingCampView | null; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [draft, setDraft] = useState<CampDraft>(() => campDraft(value));
  const set = (patch: Partial<CampDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const save = useMutation({
    mutationFn: (body: TrainingCampInput) => (value ? adminCourseApi.updateCamp(body) : adminCourseApi.addCamp(body)),
    onSuccess: () => {
      notifySuccess(value ? _('Update_Successfully') : _('Create_Successfully'));
      onDone();
      onClose();
    },
  });
  const submit = () => {
    const result = campBody(draft, value?.id ?? null);
    if (!result.ok) notifyError(_(result.problem));
    else save.mutate(result.body);
  };
  return (
    <Modal opened onClose={onClose} title={value ? _('Edit_Training_Camp') : _('Create_Training_Camp')} size="xl" fullScreen={Boolean(narrow)} data-testid="admin-camp-dialog">
      <Stack gap="md">
        <TextInput label={_('Title')} withAsterisk maxLength={TRAINING_CAMP_LIMITS.title} value={draft.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="admin-camp-title" />
        <Textarea label={_('Description')} withAsterisk autosize minRows={2} maxLength={TRAINING_CAMP_LIMITS.description} value={draft.description} onChange={(e) => set({ description: e.currentTarget.value })} data-testid="admin-camp-description" />
        <Grid gap="md" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={_('Camp_Duration')} withAsterisk placeholder={_('Camp_Duration_Example')} maxLength={TRAINING_CAMP_LIMITS.duration} value={draft.duration} onChange={(e) => set({ duration: e.currentTarget.value })} data-testid="admin-camp-duration" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {_('Camp_Intensity')}
              </Text>
              <Rating
                count={CAMP_INTENSITY.max}
                value={draft.intensity}
                onChange={(intensity) => set({ intensity: Math.max(CAMP_INTENSITY.min, intensity) })}
                emptySymbol={<IconFlame size={22} stroke={1.5} color="var(--mantine-color-gray-5)" />}
                fullSymbol={<IconFlame size={22} stroke={1.5} color="var(--mantine-color-orange-6)" fill="var(--mantine-color-orange-2)" />}
                data-testid="admin-camp-intensity"
              />
            </Stack>
          </Grid.Col>
        </Grid>
        <MarkdownEditor label={_('Camp_Outline')} required value={draft.content} onChange={(content) => set({ content })} testId="admin-camp-content" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="admin-camp-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
