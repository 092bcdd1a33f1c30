import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Paper, Stack, Switch, Table, TextInput, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnnouncementView } from '../../../contract/api/groups';
import { GROUP_ANNOUNCEMENT_ADMIN_SIZE, GROUP_LIMITS } from '../../../contract/rules/groups';
import { RowAction, RowDeleteAction } from '../../components/admin-table';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { MarkdownEditor } from '../../components/markdown-editor';
import { formatDateTime } from '../../lib/format';
import { groupKeys } from '../../lib/group-keys';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { useGroup } from './group-context';
import { groupAdminAnnouncementsOptions, groupsApi } from './groups-api';
import { useListChange } from '../../lib/use-list-change';

/** The create/edit dialog (part 3 §2.5): title, content (markdown) and visibility. */
function AnnouncementDialog({ gid, value, onClose, onDone }: { gid: number; value: AnnouncementView | null; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [title, setTitle] = useState(value?.title ?? '');
  const [content, setContent] = useState(value?.content ?? '');
  const [visible, setVisible] = useState((value?.status ?? 0) === 0);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const save = useMutation({
    mutationFn: () => {
      const body = { id: value?.id ?? null, gid, title: title.trim(), content, status: visible ? 0 : 1 } as const;
      return value ? groupsApi.updateAnnouncement(body) : groupsApi.addAnnouncement(body);
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
    <Modal opened onClose={onClose} title={value ? _('Edit_Announcement') : _('Create_Announcement')} size="lg" data-testid="group-announcement-dialog">
      <Stack>
        <TextInput label={_('Title')} withAsterisk maxLength={GROUP_LIMITS.announcementTitle} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} data-testid="group-announcement-title" />
        <MarkdownEditor label={_('Content')} required value={content} onChange={setContent} error={errors.content} testId="group-announcement-content" />
        <Switch label={_('Visible')} checked={visible} onChange={(e) => setVisible(e.currentTarget.checked)} data-testid="group-announcement-visible" />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="group-announcement-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The announcement tab of group admins (part 3 §2.5, §6): 10 a page with the visibility switch, edit
 * and delete; the group root may change every announcement, the other admins their own.
 */
export function GroupAnnouncementAdmin() {
  const { _, i18n } = useLingui();
  const { gid, standing } = useGroup();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AnnouncementView | 'new' | null>(null);
  const list = useQuery(groupAdminAnnouncementsOptions(gid, page));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) });
  const toggle = useListChange((row: AnnouncementView) => groupsApi.updateAnnouncement({ id: row.id, gid, title: row.title, content: row.content, status: row.status === 0 ? 1 : 0 }), _('Update_Successfully'), refresh);
  const remove = useListChange((aid: number) => groupsApi.deleteAnnouncement(gid, aid), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  const mayChange = (row: AnnouncementView) => standing.root || row.uid === user?.uid;
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-announcement-admin">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{_('Group_Announcement')}</Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="group-announcement-create">
            {_('Create')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>{_('Title')}</Table.Th>
                <Table.Th>{_('Created_Time')}</Table.Th>
                <Table.Th>{_('Modified_Time')}</Table.Th>
                <Table.Th>{_('Author')}</Table.Th>
                <Table.Th>{_('Visible')}</Table.Th>
                <Table.Th>{_('Option')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyTableRow columns={7}>{list.isPending ? _('Loading') : _('No_Announcements')}</EmptyTableRow>}
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid={`group-announcement-row-${row.id}`}>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>{row.title}</Table.Td>
                  <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
                  <Table.Td>{formatDateTime(row.gmtModified, i18n.locale)}</Table.Td>
                  <Table.Td>{row.username}</Table.Td>
                  <Table.Td>
                    <Switch checked={row.status === 0} disabled={!mayChange(row) || toggle.isPending} onChange={() => toggle.mutate(row)} aria-label={_('Visible')} data-testid="group-announcement-switch" />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowAction label={_('Edit')} icon={IconEdit} disabled={!mayChange(row)} onClick={() => setEditing(row)} testId="group-announcement-edit" />
                      <RowDeleteAction
                        title={_('Delete')}
                        body={_('Delete_Announcement_Confirm')}
                        disabled={!mayChange(row)}
                        onConfirm={() => remove.mutate(row.id)}
                        testId="group-announcement-delete"
                        confirmTestId="group-announcement-delete-confirm"
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListFooter total={list.data?.total ?? 0} page={page} pageSize={GROUP_ANNOUNCEMENT_ADMIN_SIZE} onPage={setPage} testId="group-announcement-admin-pagination" />
      </Stack>
      {editing && <AnnouncementDialog gid={gid} value={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Paper>
  );
}
