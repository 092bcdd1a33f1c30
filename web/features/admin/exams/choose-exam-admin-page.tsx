import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Modal, PasswordInput, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconEdit, IconPlus, IconTrophy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminExamView } from '../../../../contract/api/exams';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { KeywordFilter, ScheduleStatusTag } from '../../../components/schedule-status';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { AdminPageHeader, AdminTable, RowAction, RowActionLink, RowDeleteAction } from '../../../components/admin-table';
import { useListSearch } from '../../../lib/use-list-search';
import { adminExamsApi, adminExamsOptions, examKeys } from './admin-exams-api';
import { checkExamForm, newExamValues, toExamBody, valuesFromExam, type ExamFormValues } from './exam-form-model';

const PAGE_SIZE = 10;

/** /admin/choose_exams: the choose exams, created and edited in a dialog, with links to their rank and the CSV export. */
export function ChooseExamAdminPage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const [editing, setEditing] = useState<AdminExamView | 'new' | null>(null);
  const list = useQuery(adminExamsOptions.exams(page, keyword || undefined));
  const remove = useMutation({
    mutationFn: (id: number) => adminExamsApi.deleteExam(id),
    onSuccess: () => {
      notifySuccess(_('Delete_successfully'));
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
    },
  });
  const exportCsv = useMutation({
    mutationFn: (eid: number) => adminExamsApi.exportExam(eid),
    onSuccess: (file, eid) => saveBlob(file.blob, file.filename ?? `exam_${eid}_rank.csv`),
  });
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-exam-list">
      <AdminPageHeader title={_('Choose_Exams')}>
        <KeywordFilter value={keyword} onSearch={search} testId="admin-exam-keyword" />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="admin-exam-create">
          {_('Create_Exam')}
        </Button>
      </AdminPageHeader>
      <AdminTable
        columns={['ID', _('Title'), _('Question_Bank'), _('StartAt'), _('EndAt'), _('Status'), _('Visible'), _('Option')]}
        rows={rows}
        loading={list.isPending}
        empty={_('No_Exam')}
        minWidth={980}
        highlightOnHover
        footer={{ total: list.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage: setPage }}
      >
        {(row) => (
          <Table.Tr key={row.id} data-testid={`admin-exam-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} lineClamp={1}>
                  {row.title}
                </Text>
                {row.isPrivate && (
                  <Badge size="xs" color="red" variant="light">
                    {_('Exam_Private')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{row.repoTitle}</Table.Td>
            <Table.Td>{formatDateTime(row.startTime, i18n.locale)}</Table.Td>
            <Table.Td>{formatDateTime(row.endTime, i18n.locale)}</Table.Td>
            <Table.Td>
              <ScheduleStatusTag status={row.status} testId="admin-exam-status" />
            </Table.Td>
            <Table.Td>{row.visible ? _('Yes') : _('No')}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="admin-exam-edit" />
                <RowActionLink to="/chooseExam/$chooseExamID/rank" params={{ chooseExamID: String(row.id) }} label={_('Rank')} icon={IconTrophy} color="yellow" testId="admin-exam-rank" />
                <RowAction label={_('Export')} icon={IconDownload} color="grape" loading={exportCsv.isPending && exportCsv.variables === row.id} onClick={() => exportCsv.mutate(row.id)} testId="admin-exam-export" />
                <RowDeleteAction title={_('Delete_Exam')} body={_('Delete_Exam_Confirm', { title: row.title })} onConfirm={() => remove.mutate(row.id)} testId="admin-exam-delete" />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {editing !== null && <ExamDialog initial={editing === 'new' ? newExamValues() : valuesFromExam(editing)} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** Create or edit a choose exam: title, start and end, remark, the bank it asks, the password. */
function ExamDialog({ initial, onClose }: { initial: ExamFormValues; onClose(): void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [bankKeyword, setBankKeyword] = useState('');
  const update = (patch: Partial<ExamFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const banks = useQuery(adminExamsOptions.repos(1, bankKeyword || undefined, 100));
  const bankOptions = (banks.data?.records ?? []).map((r) => ({ value: String(r.id), label: `${r.id} · ${r.title} (${r.problemCount})` }));
  if (values.examRepoId !== null && !bankOptions.some((o) => o.value === String(values.examRepoId))) bankOptions.push({ value: String(values.examRepoId), label: String(values.examRepoId) });
  const save = useMutation({
    mutationFn: () => (values.id === null ? adminExamsApi.createExam(toExamBody(values)) : adminExamsApi.updateExam(toExamBody(values))),
    onSuccess: () => {
      notifySuccess(values.id === null ? _('Create_Successfully') : _('Update_Successfully'));
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
      onClose();
    },
  });
  const submit = () => {
    const problem = checkExamForm(values);
    if (problem) {
      notifyWarning(_(problem));
      return;
    }
    save.mutate();
  };
  return (
    <Modal opened onClose={onClose} size="lg" title={values.id === null ? _('Create_Exam') : _('Edit_Exam')} data-testid="exam-dialog">
      <Stack>
        <TextInput label={_('Title')} required value={values.title} onChange={(e) => update({ title: e.currentTarget.value })} data-testid="exam-field-title" />
        <Group grow>
          <TextInput type="datetime-local" label={_('StartAt')} required value={values.startTime} onChange={(e) => update({ startTime: e.currentTarget.value })} data-testid="exam-field-start" />
          <TextInput type="datetime-local" label={_('EndAt')} required value={values.endTime} onChange={(e) => update({ endTime: e.currentTarget.value })} data-testid="exam-field-end" />
        </Group>
        <Select
          label={_('Question_Bank')}
          required
          searchable
          onSearchChange={setBankKeyword}
          value={values.examRepoId === null ? null : String(values.examRepoId)}
          onChange={(v) => update({ examRepoId: v === null ? null : Number(v) })}
          data={bankOptions}
          nothingFoundMessage={_('No_Repo')}
          data-testid="exam-field-repo"
        />
        <PasswordInput label={_('Exam_Password')} description={_('Exam_Password_Tips')} value={values.pwd} onChange={(e) => update({ pwd: e.currentTarget.value })} data-testid="exam-field-password" />
        <MarkdownEditor label={_('Remark')} value={values.remark} onChange={(remark) => update({ remark })} minRows={4} testId="exam-field-remark" />
        <Switch label={_('Visible')} checked={values.visible} onChange={(e) => update({ visible: e.currentTarget.checked })} data-testid="exam-field-visible" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit} data-testid="exam-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
