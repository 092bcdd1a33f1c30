import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Stack, Table, TextInput } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ContestAnnouncementView } from '../../../../contract/api/contests';
import { CONTEST_ANNOUNCEMENT_PAGE_SIZE } from '../../../../contract/rules/contests';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { contestKeys } from '../../../lib/contest-keys';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { adminContestOptions, siteContestCalls, type ContestManageCalls } from '../admin-api';
import { AdminPageHeader, AdminTable, RowAction, RowDeleteAction } from '../../../components/admin-table';
import { useListChange } from '../../../lib/use-list-change';

/**
 * /admin/contest/{contestId}/announcement: a contest's announcements, create, edit and delete. A
 * group's contest (part 3 §2.8) passes its calls and its Back button.
 */
export function ContestAnnouncementsAdminPage({ cid, calls = siteContestCalls, back }: { cid: number; calls?: ContestManageCalls; back?: ReactNode }) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(adminContestOptions.announcements(cid, page, calls));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contestKeys.all });
  const [editing, setEditing] = useState<ContestAnnouncementView | 'new' | null>(null);
  const remove = useListChange((id: number) => calls.deleteAnnouncement(id, cid), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-contest-announcements">
      <AdminPageHeader title={_('Contest_Announcements')} back={back}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="announcement-create">
          {_('Create')}
        </Button>
      </AdminPageHeader>
      <AdminTable
        columns={['ID', _('Title'), _('Author'), _('Create_Time'), _('Option')]}
        rows={rows}
        loading={list.isPending}
        empty={_('No_Announcements')}
        footer={{ total: list.data?.total ?? 0, page, pageSize: CONTEST_ANNOUNCEMENT_PAGE_SIZE, onPage: setPage }}
      >
        {(row) => (
          <Table.Tr key={row.id} data-testid={`admin-announcement-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>{row.username}</Table.Td>
            <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} />
                <RowDeleteAction title={_('Delete')} body={_('Delete_Announcement_Confirm')} onConfirm={() => remove.mutate(row.id)} />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {editing && <AnnouncementDialog cid={cid} calls={calls} value={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

function AnnouncementDialog({ cid, calls, value, onClose, onDone }: { cid: number; calls: ContestManageCalls; value: ContestAnnouncementView | null; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [title, setTitle] = useState(value?.title ?? '');
  const [content, setContent] = useState(value?.content ?? '');
  const save = useMutation({
    mutationFn: () => {
      const body = { id: value?.id ?? null, cid, title: title.trim(), content };
      return value ? calls.updateAnnouncement(body) : calls.addAnnouncement(body);
    },
    onSuccess: () => {
      notifySuccess(value ? _('Update_Successfully') : _('Create_Successfully'));
      onDone();
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={value ? _('Edit') : _('Create')} size="lg">
      <Stack>
        <TextInput label={_('Title')} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="announcement-title" />
        <MarkdownEditor label={_('Content')} required value={content} onChange={setContent} testId="announcement-content" />
        <Group justify="flex-end">
          <Button
            onClick={() => (title.trim() === '' || content.trim() === '' ? notifyWarning(_('Announcement_Required')) : save.mutate())}
            loading={save.isPending}
            data-testid="announcement-save"
          >
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
