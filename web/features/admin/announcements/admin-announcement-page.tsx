import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Select, Stack, Switch, Table, TextInput } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnnouncementView } from '../../../../contract/api/groups';
import { ANNOUNCEMENT_ADMIN_SIZE, ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_PAGE_SIZES } from '../../../../contract/rules/community';
import { AdminPageHeader, AdminTable, RowAction, RowDeleteAction } from '../../../components/admin-table';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { communityKeys } from '../../../lib/community-keys';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useListChange } from '../../../lib/use-list-change';
import { adminAnnouncementApi, adminAnnouncementListOptions } from './admin-announcement-api';

/**
 * /admin/announcement (part 3 §2.2 SA, §3.7): the site's announcements, hidden ones too, 10 a page
 * (10/15/30/50/100); create and edit in a dialog with the markdown editor, the visible switch saves at
 * once, delete asks first. Visible ones feed the home panel.
 */
export function AdminAnnouncementPage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(ANNOUNCEMENT_ADMIN_SIZE);
  const [editing, setEditing] = useState<AnnouncementView | 'new' | null>(null);
  const list = useQuery(adminAnnouncementListOptions(page, limit));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: communityKeys.announcements() });
  const toggle = useListChange((row: AnnouncementView) => adminAnnouncementApi.update({ id: row.id, title: row.title, content: row.content, status: row.status === 0 ? 1 : 0 }), _('Update_Successfully'), refresh);
  const remove = useListChange((aid: number) => adminAnnouncementApi.remove(aid), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-announcements">
      <AdminPageHeader title={_('Admin_Announcement')}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="admin-announcement-create">
          {_('Create_Announcement')}
        </Button>
      </AdminPageHeader>
      <AdminTable
        columns={[{ label: 'ID', w: 70 }, _('Title'), _('Created_Time'), _('Modified_Time'), _('Author'), { label: _('Visible'), w: 80 }, { label: _('Option'), w: 100 }]}
        rows={rows}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        minWidth={760}
        empty={_('No_Announcements')}
        testId="admin-announcement-table"
        footer={{
          total: list.data?.total ?? 0,
          page,
          pageSize: limit,
          onPage: setPage,
          children: (
            <Select
              size="xs"
              w={110}
              value={String(limit)}
              allowDeselect={false}
              data={ANNOUNCEMENT_PAGE_SIZES.map((size) => ({ value: String(size), label: _('Page_Size', { size }) }))}
              onChange={(value) => {
                if (!value) return;
                setLimit(Number(value));
                setPage(1);
              }}
              aria-label={_('Page_Size_Label')}
              data-testid="admin-announcement-page-size"
            />
          ),
        }}
      >
        {(row: AnnouncementView) => (
          <Table.Tr key={row.id} data-testid={`admin-announcement-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
            <Table.Td>{formatDateTime(row.gmtModified, i18n.locale)}</Table.Td>
            <Table.Td>{row.username}</Table.Td>
            <Table.Td>
              <Switch checked={row.status === 0} disabled={toggle.isPending} onChange={() => toggle.mutate(row)} aria-label={_('Visible')} data-testid="admin-announcement-visible" />
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="admin-announcement-edit" />
                <RowDeleteAction
                  title={_('Delete')}
                  body={_('Delete_Announcement_Confirm')}
                  onConfirm={() => remove.mutate(row.id)}
                  testId="admin-announcement-delete"
                  confirmTestId="admin-announcement-delete-confirm"
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {editing && <AnnouncementDialog value={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

/** The create/edit dialog: title, markdown content and the visible switch. */
function AnnouncementDialog({ value, onClose, onDone }: { value: AnnouncementView | null; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [title, setTitle] = useState(value?.title ?? '');
  const [content, setContent] = useState(value?.content ?? '');
  const [visible, setVisible] = useState((value?.status ?? 0) === 0);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const save = useMutation({
    mutationFn: () => {
      const body = { id: value?.id ?? null, title: title.trim(), content, status: visible ? 0 : 1 } as const;
      return value ? adminAnnouncementApi.update(body) : adminAnnouncementApi.add(body);
    },
    onSuccess: () => {
      notifySuccess(value ? _('Update_Successfully') : _('Create_Successfully'));
      onDone();
      onClose();
    },
  });
  const submit = () => {
    const found = { title: title.trim() === '' ? _('Title_Required') : undefined, content: content.trim() === '' ? _('Content_Required') : undefined };
    setErrors(found);
    if (!found.title && !found.content) save.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={value ? _('Edit_Announcement') : _('Create_Announcement')} size="xl" data-testid="admin-announcement-dialog">
      <Stack>
        <TextInput label={_('Title')} withAsterisk maxLength={ANNOUNCEMENT_LIMITS.title} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} data-testid="admin-announcement-title" />
        <MarkdownEditor label={_('Content')} required value={content} onChange={setContent} error={errors.content} testId="admin-announcement-content" />
        <Switch label={_('Visible')} checked={visible} onChange={(e) => setVisible(e.currentTarget.checked)} data-testid="admin-announcement-dialog-visible" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="admin-announcement-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
