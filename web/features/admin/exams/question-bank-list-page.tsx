import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Modal, NumberInput, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconEdit, IconList, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RepoView } from '../../../../contract/api/exams';
import { REPO_LIST_PAGE_SIZE, REPO_TIME_LIMIT_DEFAULT, REPO_TIME_LIMIT_MAX } from '../../../../contract/rules/exams';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { KeywordFilter } from '../../../components/schedule-status';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { AdminPageHeader, AdminTable, RowAction, RowActionLink, RowDeleteAction } from '../../../components/admin-table';
import { useListSearch } from '../../../lib/use-list-search';
import { adminExamsApi, adminExamsOptions, examKeys } from './admin-exams-api';

/** /admin/question_banks: the question banks, created and edited in a dialog, each with its questions. */
export function QuestionBankListPage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const [editing, setEditing] = useState<RepoView | 'new' | null>(null);
  const list = useQuery(adminExamsOptions.repos(page, keyword || undefined, REPO_LIST_PAGE_SIZE));
  const remove = useMutation({
    mutationFn: (id: number) => adminExamsApi.deleteRepo(id),
    onSuccess: () => {
      notifySuccess(_('Delete_successfully'));
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
    },
  });
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-repo-list">
      <AdminPageHeader title={_('Question_Banks')}>
        <KeywordFilter value={keyword} onSearch={search} testId="admin-repo-keyword" />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="admin-repo-create">
          {_('Create_Question_Bank')}
        </Button>
      </AdminPageHeader>
      <AdminTable
        columns={['ID', _('Title'), _('Question_Count'), _('Total_Score'), _('Time_Limit_Minutes'), _('Open_For_Practice'), _('Author'), _('Last_Modified'), _('Option')]}
        rows={rows}
        loading={list.isPending}
        empty={_('No_Repo')}
        minWidth={860}
        highlightOnHover
        footer={{ total: list.data?.total ?? 0, page, pageSize: REPO_LIST_PAGE_SIZE, onPage: setPage }}
      >
        {(row) => (
          <Table.Tr key={row.id} data-testid={`admin-repo-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} lineClamp={1}>
                {row.title}
              </Text>
            </Table.Td>
            <Table.Td>{row.problemCount}</Table.Td>
            <Table.Td>{row.totalScore}</Table.Td>
            <Table.Td>{row.timeLimit}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={row.isPublic ? 'green' : 'gray'}>
                {row.isPublic ? _('Yes') : _('No')}
              </Badge>
            </Table.Td>
            <Table.Td>{row.author}</Table.Td>
            <Table.Td>{formatDateTime(row.gmtModified, i18n.locale)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="admin-repo-edit" />
                <RowActionLink to="/admin/question_banks/$repoId" params={{ repoId: String(row.id) }} label={_('Bank_Questions')} icon={IconList} color="teal" testId="admin-repo-questions" />
                <RowDeleteAction title={_('Delete_Question_Bank')} body={_('Delete_Question_Bank_Confirm', { title: row.title })} onConfirm={() => remove.mutate(row.id)} testId="admin-repo-delete" />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {editing !== null && <RepoDialog repo={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** Create or edit a bank: title, remark, time limit in minutes, open for practice. */
function RepoDialog({ repo, onClose }: { repo: RepoView | null; onClose(): void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(repo?.title ?? '');
  const [remark, setRemark] = useState(repo?.remark ?? '');
  const [timeLimit, setTimeLimit] = useState<number>(repo?.timeLimit ?? REPO_TIME_LIMIT_DEFAULT);
  const [isPublic, setIsPublic] = useState(repo?.isPublic ?? true);
  const save = useMutation({
    mutationFn: () => {
      const body = { id: repo?.id ?? null, title, remark, timeLimit, isPublic };
      return repo ? adminExamsApi.updateRepo(body) : adminExamsApi.createRepo(body);
    },
    onSuccess: () => {
      notifySuccess(repo ? _('Update_Successfully') : _('Create_Successfully'));
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
      onClose();
    },
  });
  const submit = () => {
    if (title.trim() === '') {
      notifyWarning(_('Title_Is_Required'));
      return;
    }
    save.mutate();
  };
  return (
    <Modal opened onClose={onClose} size="lg" title={repo ? _('Edit_Question_Bank') : _('Create_Question_Bank')} data-testid="repo-dialog">
      <Stack>
        <TextInput label={_('Title')} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="repo-field-title" />
        <MarkdownEditor label={_('Remark')} value={remark} onChange={setRemark} minRows={4} testId="repo-field-remark" />
        <Group grow>
          <NumberInput label={_('Time_Limit_Minutes')} min={1} max={REPO_TIME_LIMIT_MAX} value={timeLimit} onChange={(v) => setTimeLimit(Number(v) || 1)} data-testid="repo-field-time-limit" />
          <Switch mt="lg" label={_('Open_For_Practice')} checked={isPublic} onChange={(e) => setIsPublic(e.currentTarget.checked)} data-testid="repo-field-public" />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit} data-testid="repo-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
