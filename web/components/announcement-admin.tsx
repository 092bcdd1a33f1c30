import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Stack, Switch, Table, TextInput } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AnnouncementView } from '../../contract/api/groups';
import { formatDateTime } from '../lib/format';
import { notifySuccess } from '../lib/notify';
import { useListChange } from '../lib/use-list-change';
import { AdminTable, RowAction, RowDeleteAction } from './admin-table';
import { MarkdownEditor } from './markdown-editor';

/** What an announcement is saved with; a group's calls add their gid. Status 0 is visible. */
export interface AnnouncementFields {
  id: number | null;
  title: string;
  content: string;
  status: 0 | 1;
}

/** Where the announcements are kept: the super admin's site calls or a group's calls. */
export interface AnnouncementCalls {
  add(fields: AnnouncementFields): Promise<unknown>;
  update(fields: AnnouncementFields): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

/** The data-testid values each screen's browser tests know its parts by; the two screens name them differently. */
export interface AnnouncementTestIds {
  table?: string;
  row(id: number): string;
  visibleSwitch: string;
  edit: string;
  delete: string;
  deleteConfirm: string;
  dialog: string;
  title: string;
  content: string;
  dialogVisible: string;
  save: string;
}

interface AnnouncementAdminProps {
  rows: readonly AnnouncementView[];
  loading: boolean;
  dimmed?: boolean;
  footer: { total: number; page: number; pageSize: number; onPage(page: number): void; testId?: string; children?: ReactNode };
  calls: AnnouncementCalls;
  /** after a change: the caller knows which cached lists hold its announcements */
  refresh(): void;
  /** a group's other admins may change only their own announcements; the site's table allows every row */
  mayChange?(row: AnnouncementView): boolean;
  /** the contract's limit of the title, which the site and the groups set each for themselves */
  titleMaxLength: number;
  /** the screen's heading, with the create button that `create` opens the empty dialog from */
  header(create: () => void): ReactNode;
  /** inside the screen's own Paper (a group tab) instead of a Paper of its own */
  bare?: boolean;
  testId?: string;
  testIds: AnnouncementTestIds;
}

/**
 * The announcement table of the site's admin page and of a group's admin tab (part 3 §2.5, §3.7): the
 * visible switch saves at once, edit opens the dialog, delete asks first.
 */
export function AnnouncementAdmin({ rows, loading, dimmed, footer, calls, refresh, mayChange = () => true, titleMaxLength, header, bare, testId, testIds }: AnnouncementAdminProps) {
  const { _, i18n } = useLingui();
  const [editing, setEditing] = useState<AnnouncementView | 'new' | null>(null);
  const toggle = useListChange((row: AnnouncementView) => calls.update({ id: row.id, title: row.title, content: row.content, status: row.status === 0 ? 1 : 0 }), _('Update_Successfully'), refresh);
  const remove = useListChange((id: number) => calls.remove(id), _('Delete_successfully'), refresh);
  return (
    <Stack gap="md" data-testid={testId}>
      {header(() => setEditing('new'))}
      <AdminTable
        columns={[{ label: 'ID', w: 70 }, _('Title'), _('Created_Time'), _('Modified_Time'), _('Author'), { label: _('Visible'), w: 80 }, { label: _('Option'), w: 100 }]}
        rows={rows}
        loading={loading}
        dimmed={dimmed}
        minWidth={760}
        empty={_('No_Announcements')}
        bare={bare}
        testId={testIds.table}
        footer={footer}
      >
        {(row) => (
          <Table.Tr key={row.id} data-testid={testIds.row(row.id)}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
            <Table.Td>{formatDateTime(row.gmtModified, i18n.locale)}</Table.Td>
            <Table.Td>{row.username}</Table.Td>
            <Table.Td>
              <Switch checked={row.status === 0} disabled={!mayChange(row) || toggle.isPending} onChange={() => toggle.mutate(row)} aria-label={_('Visible')} data-testid={testIds.visibleSwitch} />
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction label={_('Edit')} icon={IconEdit} disabled={!mayChange(row)} onClick={() => setEditing(row)} testId={testIds.edit} />
                <RowDeleteAction
                  title={_('Delete')}
                  body={_('Delete_Announcement_Confirm')}
                  disabled={!mayChange(row)}
                  onConfirm={() => remove.mutate(row.id)}
                  testId={testIds.delete}
                  confirmTestId={testIds.deleteConfirm}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {editing && <AnnouncementDialog value={editing === 'new' ? null : editing} calls={calls} titleMaxLength={titleMaxLength} testIds={testIds} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

interface AnnouncementDialogProps {
  value: AnnouncementView | null;
  calls: AnnouncementCalls;
  titleMaxLength: number;
  testIds: AnnouncementTestIds;
  onClose(): void;
  onDone(): void;
}

/** The create/edit dialog: title, markdown content and the visible switch. */
function AnnouncementDialog({ value, calls, titleMaxLength, testIds, onClose, onDone }: AnnouncementDialogProps) {
  const { _ } = useLingui();
  const [title, setTitle] = useState(value?.title ?? '');
  const [content, setContent] = useState(value?.content ?? '');
  const [visible, setVisible] = useState((value?.status ?? 0) === 0);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const save = useMutation({
    mutationFn: () => {
      const fields: AnnouncementFields = { id: value?.id ?? null, title: title.trim(), content, status: visible ? 0 : 1 };
      return value ? calls.update(fields) : calls.add(fields);
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
    <Modal opened onClose={onClose} title={value ? _('Edit_Announcement') : _('Create_Announcement')} size="xl" data-testid={testIds.dialog}>
      <Stack>
        <TextInput label={_('Title')} withAsterisk maxLength={titleMaxLength} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} data-testid={testIds.title} />
        <MarkdownEditor label={_('Content')} required value={content} onChange={setContent} error={errors.content} testId={testIds.content} />
        <Switch label={_('Visible')} checked={visible} onChange={(e) => setVisible(e.currentTarget.checked)} data-testid={testIds.dialogVisible} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid={testIds.save}>
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
