import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Table, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContestAnnouncementView } from '../../../../contract/api/contests';
import { CONTEST_ANNOUNCEMENT_PAGE_SIZE } from '../../../../contract/rules/contests';
import { EmptyTableRow, ListFooter } from '../../../components/list-parts';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { contestKeys } from '../../../lib/contest-keys';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { adminContestApi, adminContestOptions } from '../admin-api';

/** /admin/contest/{contestId}/announcement: a contest's announcements, create, edit and delete. */
export function ContestAnnouncementsAdminPage({ cid }: { cid: number }) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(adminContestOptions.announcements(cid, page));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contestKeys.all });
  const [editing, setEditing] = useState<ContestAnnouncementView | 'new' | null>(null);
  const remove = useMutation({ mutationFn: (id: number) => adminContestApi.deleteAnnouncement(id, cid), onSuccess: () => { notifySuccess(_('Delete_successfully')); refresh(); } });
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-contest-announcements">
      <Group justify="space-between">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {_('Contest_Announcements')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="announcement-create">
          {_('Create')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{_('Title')}</Table.Th>
              <Table.Th>{_('Author')}</Table.Th>
              <Table.Th>{_('Create_Time')}</Table.Th>
              <Table.Th>{_('Option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`admin-announcement-${row.id}`}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>{row.username}</Table.Td>
                <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Tooltip label={_('Edit')} withArrow>
                      <ActionIcon variant="subtle" onClick={() => setEditing(row)} aria-label={_('Edit')}>
                        <IconEdit size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={_('Delete')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={_('Delete')}
                        onClick={() =>
                          modals.openConfirmModal({
                            title: _('Delete'),
                            children: _('Delete_Announcement_Confirm'),
                            labels: { confirm: _('Delete'), cancel: _('Cancel') },
                            confirmProps: { color: 'red' },
                            onConfirm: () => remove.mutate(row.id),
                          })
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {!list.isPending && rows.length === 0 && <EmptyTableRow columns={5}>{_('No_Announcements')}</EmptyTableRow>}
          </Table.Tbody>
        </Table>
        <ListFooter total={list.data?.total ?? 0} page={page} pageSize={CONTEST_ANNOUNCEMENT_PAGE_SIZE} onPage={setPage} />
      </Paper>
      {editing && <AnnouncementDialog cid={cid} value={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

function AnnouncementDialog({ cid, value, onClose, onDone }: { cid: number; value: ContestAnnouncementView | null; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [title, setTitle] = useState(value?.title ?? '');
  const [content, setContent] = useState(value?.content ?? '');
  const save = useMutation({
    mutationFn: () => {
      const body = { id: value?.id ?? null, cid, title: title.trim(), content };
      return value ? adminContestApi.updateAnnouncement(body) : adminContestApi.addAnnouncement(body);
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
