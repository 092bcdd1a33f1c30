import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Modal, SegmentedControl, Stack, Table, TagsInput, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NoticeView } from '../../../../contract/api/community';
import { ANNOUNCEMENT_LIMITS, NOTICE_DESIGNATED_MAX, NOTICE_PAGE_SIZE, NOTICE_RECIPIENTS, type NoticeRecipient } from '../../../../contract/rules/community';
import { AdminPageHeader, AdminTable, RowAction, RowDeleteAction } from '../../../components/admin-table';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { communityKeys } from '../../../lib/community-keys';
import { formatDateTime } from '../../../lib/format';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { useListChange } from '../../../lib/use-list-change';
import { adminNoticeApi, adminNoticeListOptions } from './admin-notice-api';
import { draftOfNotice, emptyNoticeDraft, noticeBody, type NoticeDraft, type NoticeFormProblem } from './notice-form-model';

const RECIPIENT_TEXT: Record<NoticeRecipient, string> = {
  All: msgId('Notice_Recipient_All'),
  Admin: msgId('Notice_Recipient_Admin'),
  Designated: msgId('Notice_Recipient_Designated'),
};

/**
 * /admin/notice (part 3 §2.2 SA, §3.7): system notifications with their audience (all users, admins,
 * or designated users) and whether the hourly push has sent them yet; create, edit and delete.
 */
export function AdminNoticePage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<NoticeView | 'new' | null>(null);
  const list = useQuery(adminNoticeListOptions(page));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...communityKeys.all, 'notices'] });
  const remove = useListChange((id: number) => adminNoticeApi.remove(id), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-notices">
      <AdminPageHeader title={_('Admin_Notice')}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="admin-notice-create">
          {_('Create_Notice')}
        </Button>
      </AdminPageHeader>
      <Text size="sm" c="dimmed">
        {_('Notice_Push_Hint')}
      </Text>
      <AdminTable
        columns={[{ label: 'ID', w: 70 }, _('Title'), _('Notice_Recipient'), _('Notice_Push_State'), _('Author'), _('Created_Time'), { label: _('Option'), w: 100 }]}
        rows={rows}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        minWidth={820}
        empty={_('No_Notices')}
        testId="admin-notice-table"
        footer={{ total: list.data?.total ?? 0, page, pageSize: NOTICE_PAGE_SIZE, onPage: setPage }}
      >
        {(row: NoticeView) => (
          <Table.Tr key={row.id} data-testid={`admin-notice-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>
              {row.recipient === 'Designated' ? (
                <Tooltip label={row.users.join(', ')} multiline maw={320} withArrow>
                  <Text size="sm" data-testid="admin-notice-recipient">
                    {_(RECIPIENT_TEXT.Designated)} ({row.users.length})
                  </Text>
                </Tooltip>
              ) : (
                <Text size="sm" data-testid="admin-notice-recipient">
                  {_(RECIPIENT_TEXT[row.recipient])}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {row.pushed ? (
                <Stack gap={2}>
                  <Badge color="green" variant="light" data-testid="admin-notice-pushed">
                    {_('Notice_Pushed')}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(row.pushedAt, i18n.locale)}
                  </Text>
                </Stack>
              ) : (
                <Badge color="gray" variant="light" data-testid="admin-notice-waiting">
                  {_('Notice_Not_Pushed')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{row.author}</Table.Td>
            <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="admin-notice-edit" />
                <RowDeleteAction title={_('Delete')} body={_('Delete_Notice_Confirm', { title: row.title })} onConfirm={() => remove.mutate(row.id)} testId="admin-notice-delete" confirmTestId="admin-notice-delete-confirm" />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {editing && <NoticeDialog value={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

const PROBLEM_TEXT: Record<NoticeFormProblem, string> = {
  title_required: msgId('Title_Required'),
  content_required: msgId('Content_Required'),
  users_required: msgId('Notice_Users_Required'),
  too_many_users: msgId('Notice_Too_Many_Users'),
};

/** The create/edit dialog: title, markdown content, the audience and, for designated ones, the usernames. */
function NoticeDialog({ value, onClose, onDone }: { value: NoticeView | null; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState<NoticeDraft>(() => (value ? draftOfNotice(value) : emptyNoticeDraft()));
  const [problem, setProblem] = useState<NoticeFormProblem | null>(null);
  const set = (patch: Partial<NoticeDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const save = useMutation({
    mutationFn: (body: Parameters<typeof adminNoticeApi.add>[0]) => (value ? adminNoticeApi.update(body) : adminNoticeApi.add(body)),
    onSuccess: () => {
      notifySuccess(value ? _('Update_Successfully') : _('Create_Successfully'));
      onDone();
      onClose();
    },
  });
  const submit = () => {
    const result = noticeBody(draft, value?.id ?? null);
    setProblem(result.ok ? null : result.problem);
    if (result.ok) save.mutate(result.body);
  };
  const errorOf = (which: NoticeFormProblem) => (problem === which ? _(PROBLEM_TEXT[which], { max: NOTICE_DESIGNATED_MAX }) : undefined);
  return (
    <Modal opened onClose={onClose} title={value ? _('Edit_Notice') : _('Create_Notice')} size="xl" data-testid="admin-notice-dialog">
      <Stack>
        <TextInput label={_('Title')} withAsterisk maxLength={ANNOUNCEMENT_LIMITS.title} value={draft.title} onChange={(e) => set({ title: e.currentTarget.value })} error={errorOf('title_required')} data-testid="admin-notice-title" />
        <MarkdownEditor label={_('Content')} required value={draft.content} onChange={(content) => set({ content })} error={errorOf('content_required')} testId="admin-notice-content" />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {_('Notice_Recipient')}
          </Text>
          <SegmentedControl
            value={draft.recipient}
            onChange={(recipient) => set({ recipient })}
            data={NOTICE_RECIPIENTS.map((r) => ({ value: r, label: _(RECIPIENT_TEXT[r]) }))}
            data-testid="admin-notice-recipient-choice"
          />
        </Stack>
        {draft.recipient === 'Designated' && (
          <TagsInput
            label={_('Notice_Users')}
            description={_('Notice_Users_Hint')}
            withAsterisk
            value={draft.users}
            onChange={(users) => set({ users })}
            splitChars={[',', ' ', '\n']}
            clearable
            error={errorOf('users_required') ?? errorOf('too_many_users')}
            data-testid="admin-notice-users"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="admin-notice-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
