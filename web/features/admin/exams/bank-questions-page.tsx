import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Checkbox, FileButton, Group, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconEdit, IconFileImport, IconLinkOff, IconPlus, IconSquarePlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminQuestionView, QuestionImportResult } from '../../../../contract/api/exams';
import { confirmDanger } from '../../../components/confirm-danger';
import { ButtonLink } from '../../../components/router-links';
import { KeywordFilter } from '../../../components/schedule-status';
import { notifySuccess } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { AdminTable, RowAction, type AdminColumn } from '../../../components/admin-table';
import { useListSearch } from '../../../lib/use-list-search';
import { adminExamsApi, adminExamsOptions, examKeys } from './admin-exams-api';
import { QUESTION_TYPE_OPTIONS, QuestionDialog } from './question-dialog';
import { valuesFromQuestion } from './question-form-model';
import { useListChange } from '../../../lib/use-list-change';

const PAGE_SIZE = 10;

/** Plain text of a question's markdown for a table cell. */
const preview = (markdown: string) => markdown.replace(/[#*_`>[\]()$|-]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * /admin/question_banks/{repoId}: a bank's questions — create and edit the four types, add existing
 * questions, take a question out of the bank or delete it, import questions from a CSV file (with its
 * template) and see each refused line. Without a bank (`repoId` null) it is /admin/common_problems,
 * the pool of every question the banks share: the same, less what only a bank has.
 */
export function BankQuestionsPage({ repoId }: { repoId: number | null }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const [type, setType] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminQuestionView | 'new' | null>(null);
  const [adding, setAdding] = useState(false);
  const [imported, setImported] = useState<QuestionImportResult | null>(null);
  const repo = useQuery({ ...adminExamsOptions.repo(repoId ?? 0), enabled: repoId !== null });
  const filters = { currentPage: page, limit: PAGE_SIZE, keyword: keyword || undefined, type: type === null ? undefined : Number(type) };
  const list = useQuery(adminExamsOptions.bankQuestions(repoId, filters));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: examKeys.all });
  const remove = useListChange((problemId: number) => adminExamsApi.removeFromRepo(repoId ?? 0, problemId), _('Remove_Successfully'), refresh);
  const destroy = useListChange((id: number) => adminExamsApi.deleteQuestion(id), _('Delete_successfully'), refresh);
  const importFile = useMutation({
    mutationFn: (file: File) => adminExamsApi.importQuestions(repoId, file),
    onSuccess: (result) => {
      setImported(result);
      refresh();
    },
  });
  const template = useMutation({ mutationFn: () => adminExamsApi.importTemplate(), onSuccess: (file) => saveBlob(file.blob, file.filename ?? 'question_import_template.csv') });
  const confirm = (title: string, body: string, onConfirm: () => void) => confirmDanger({ title, body, onConfirm, testId: 'confirm-action' });
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-bank-questions">
      <Group justify="space-between">
        <Group gap="sm">
          {repoId !== null && (
            <ButtonLink to="/admin/question_banks" variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />}>
              {_('Question_Banks')}
            </ButtonLink>
          )}
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {repoId === null ? _('Admin_Common_Problems') : (repo.data?.title ?? '')}
          </Title>
          {repo.data && <Badge variant="light">{_('Total_Score_N', { score: repo.data.totalScore })}</Badge>}
        </Group>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="bank-question-create">
            {_('Create_Question')}
          </Button>
          {repoId !== null && (
            <Button variant="light" leftSection={<IconSquarePlus size={16} />} onClick={() => setAdding(true)} data-testid="bank-question-add-existing">
              {_('Add_Existing_Questions')}
            </Button>
          )}
          <FileButton onChange={(file) => file && importFile.mutate(file)} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant="light" color="grape" leftSection={<IconFileImport size={16} />} loading={importFile.isPending} data-testid="bank-question-import">
                {_('Import_Questions')}
              </Button>
            )}
          </FileButton>
          <Button variant="subtle" leftSection={<IconDownload size={16} />} loading={template.isPending} onClick={() => template.mutate()} data-testid="bank-question-template">
            {_('Download_Template')}
          </Button>
        </Group>
      </Group>
      {imported && (
        <Alert color={imported.errors.length ? 'orange' : 'green'} withCloseButton onClose={() => setImported(null)} title={_('Import_Result', { count: imported.imported })} data-testid="import-result">
          {imported.errors.length > 0 && (
            <Table withRowBorders={false} verticalSpacing={2} data-testid="import-errors">
              <Table.Tbody>
                {imported.errors.map((error) => (
                  <Table.Tr key={`${error.line}:${error.msg}`}>
                    <Table.Td w={90}>{_('Line_N', { n: error.line })}</Table.Td>
                    <Table.Td>{error.msg}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Alert>
      )}
      <Group gap="sm">
        <KeywordFilter value={keyword} onSearch={search} testId="bank-question-keyword" />
        <Select
          placeholder={_('Question_Type')}
          clearable
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          data={QUESTION_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: _(o.label) }))}
          w={180}
        />
      </Group>
      <QuestionTable
        rows={rows}
        loading={list.isPending}
        footer={{ total: list.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage: setPage }}
        actions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="bank-question-edit" />
            {repoId !== null && (
              <RowAction label={_('Remove_From_Bank')} icon={IconLinkOff} color="orange" onClick={() => confirm(_('Remove_From_Bank'), _('Remove_From_Bank_Confirm'), () => remove.mutate(row.id))} testId="bank-question-remove" />
            )}
            <RowAction label={_('Delete')} icon={IconTrash} color="red" onClick={() => confirm(_('Delete_Question'), _('Delete_Question_Confirm'), () => destroy.mutate(row.id))} testId="bank-question-delete" />
          </Group>
        )}
      />
      {editing !== null && <QuestionDialog repoId={repoId} initial={editing === 'new' ? null : valuesFromQuestion(editing)} onClose={() => setEditing(null)} />}
      {adding && repoId !== null && <AddExistingDialog repoId={repoId} onClose={() => setAdding(false)} />}
    </Stack>
  );
}

interface QuestionTableProps {
  rows: readonly AdminQuestionView[];
  loading: boolean;
  footer: { total: number; page: number; pageSize: number; onPage(page: number): void };
  /** in the dialog: no Paper of its own */
  bare?: boolean;
  actions?(row: AdminQuestionView): React.ReactNode;
  selection?: { chosen: Set<number>; toggle(id: number): void };
}

function QuestionTable({ rows, loading, footer, bare, actions, selection }: QuestionTableProps) {
  const { _ } = useLingui();
  const typeLabel = (type: number) => _(QUESTION_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? 'Question_Single_Choice');
  const columns: AdminColumn[] = [
    ...(selection ? [{ label: '', w: 40 }] : []),
    { label: 'ID', w: 60 },
    { label: _('Question_Type'), w: 170 },
    _('Question_Content'),
    { label: _('Question_Grade'), w: 80 },
    ...(actions ? [{ label: _('Option'), w: 120 }] : []),
  ];
  return (
    <AdminTable columns={columns} rows={rows} loading={loading} empty={_('No_Questions')} minWidth={720} highlightOnHover footer={footer} bare={bare}>
      {(row) => (
        <Table.Tr key={row.id} data-testid={`bank-question-${row.id}`}>
          {selection && (
            <Table.Td>
              <Checkbox checked={selection.chosen.has(row.id)} onChange={() => selection.toggle(row.id)} aria-label={String(row.id)} data-testid="question-choose" />
            </Table.Td>
          )}
          <Table.Td>{row.id}</Table.Td>
          <Table.Td>
            <Badge variant="light" data-testid="bank-question-type">
              {typeLabel(row.type)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={2}>
              {preview(row.content)}
            </Text>
          </Table.Td>
          <Table.Td>{row.grade}</Table.Td>
          {actions && <Table.Td>{actions(row)}</Table.Td>}
        </Table.Tr>
      )}
    </AdminTable>
  );
}

/** Questions the bank does not hold yet, chosen and added at once. */
function AddExistingDialog({ repoId, onClose }: { repoId: number; onClose(): void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const list = useQuery(adminExamsOptions.questionsNotIn({ repoId, currentPage: page, limit: PAGE_SIZE, keyword: keyword || undefined }));
  const add = useMutation({
    mutationFn: () => adminExamsApi.addToRepo(repoId, [...chosen]),
    onSuccess: () => {
      notifySuccess(_('Add_Successfully'));
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
      onClose();
    },
  });
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rows = list.data?.records ?? [];
  return (
    <Modal opened onClose={onClose} size="xl" title={_('Add_Existing_Questions')} data-testid="add-existing-dialog">
      <Stack>
        <KeywordFilter value={keyword} onSearch={search} testId="add-existing-keyword" />
        <QuestionTable rows={rows} loading={list.isPending} footer={{ total: list.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage: setPage }} bare selection={{ chosen, toggle }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button disabled={chosen.size === 0} loading={add.isPending} onClick={() => add.mutate()} data-testid="add-existing-submit">
            {_('Add_N_Questions', { count: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
