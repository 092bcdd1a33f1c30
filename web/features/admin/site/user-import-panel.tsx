import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Code, FileButton, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportReport } from '../../../../contract/api/admin';
import { IMPORT_COLUMNS, IMPORT_ROWS_MAX, type ImportProblem } from '../../../../contract/rules/admin';
import type { CsvRow } from '../../../../contract/rules/csv';
import { AdminTable } from '../../../components/admin-table';
import { ApiError } from '../../../lib/api-client';
import { msgId } from '../../../lib/message-id';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { siteAdminApi, siteAdminKeys } from './site-admin-api';
import { importParts, joinReports, readImportFile, type CsvFileProblem } from './user-files';

const FILE_PROBLEM_TEXT: Record<CsvFileProblem, string> = {
  not_utf8: msgId('Import_File_Not_Utf8'),
  unclosed_quote: msgId('Import_File_Unclosed_Quote'),
  empty: msgId('Import_File_Empty'),
  too_many_rows: msgId('Import_File_Too_Many_Rows'),
};

const PROBLEM_TEXT: Record<ImportProblem, string> = {
  username_required: msgId('Import_Username_Required'),
  username_length: msgId('Import_Username_Length'),
  password_required: msgId('Import_Password_Required'),
  password_length: msgId('Import_Password_Length'),
  email_invalid: msgId('Import_Email_Invalid'),
  realname_length: msgId('Import_Realname_Length'),
  nickname_length: msgId('Import_Nickname_Length'),
  school_length: msgId('Import_School_Length'),
  too_many_columns: msgId('Import_Too_Many_Columns'),
  duplicate_username: msgId('Import_Duplicate_Username'),
  duplicate_email: msgId('Import_Duplicate_Email'),
  username_taken: msgId('Import_Username_Taken'),
  email_taken: msgId('Import_Email_Taken'),
};

interface Checked {
  name: string;
  rows: CsvRow[];
  report: ImportReport;
}

/** How far an import got: the parts' reports so far and, when a part was refused, the lines it held. */
interface Outcome {
  report: ImportReport;
  failedLines: number[];
  failure: string | null;
}

/**
 * The CSV import of /admin/user (part 3 §5; decision 36): the file is read here (UTF-8 only), the
 * server checks every row and reports the bad ones by line; then the good rows are imported, each
 * part of up to 200 rows in one batch on the server.
 */
export function UserImportPanel() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = useMutation({
    mutationFn: async (file: File) => {
      const read = readImportFile(new Uint8Array(await file.arrayBuffer()));
      if ('problem' in read) throw new Error(_(FILE_PROBLEM_TEXT[read.problem], { max: IMPORT_ROWS_MAX }));
      const report = (await siteAdminApi.importUsers(read.rows, true)).data;
      return { name: file.name, rows: read.rows, report };
    },
    onSuccess: (result) => {
      setChecked(result);
      setOutcome(null);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) notifyError(error.message);
    },
  });

  const run = useMutation({
    mutationFn: async (file: Checked): Promise<Outcome> => {
      const parts = importParts(file.rows, new Set(file.report.users.map((u) => u.line)));
      const reports: ImportReport[] = [{ imported: 0, users: [], errors: file.report.errors }];
      for (const [index, part] of parts.entries()) {
        try {
          reports.push((await siteAdminApi.importUsers(part, false)).data);
        } catch (error) {
          const failure = error instanceof ApiError ? error.message : String(error);
          return { report: joinReports(reports), failedLines: parts.slice(index).flatMap((p) => p.map((row) => row.line)), failure };
        }
      }
      return { report: joinReports(reports), failedLines: [], failure: null };
    },
    onSuccess: (result) => {
      setOutcome(result);
      setChecked(null);
      if (result.report.imported > 0) notifySuccess(_('Import_Users_Done', { count: result.report.imported }));
      void queryClient.invalidateQueries({ queryKey: siteAdminKeys.users() });
    },
  });

  const shown = outcome?.report ?? checked?.report ?? null;
  return (
    <Stack gap="md" data-testid="admin-user-import">
      <Alert color="blue" icon={<IconFileImport size={18} />} title={_('Import_Users_Format')}>
        <Stack gap={4}>
          <Text size="sm">{_('Import_Users_Hint')}</Text>
          <Code>{IMPORT_COLUMNS.join(',')}</Code>
          <List size="sm">
            <List.Item>{_('Import_Users_Rule_Required')}</List.Item>
            <List.Item>{_('Import_Users_Rule_Gender')}</List.Item>
            <List.Item>{_('Import_Users_Rule_Encoding')}</List.Item>
          </List>
        </Stack>
      </Alert>
      <Group>
        <FileButton onChange={(file) => file && check.mutate(file)} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />} loading={check.isPending} data-testid="admin-user-import-pick">
              {_('Choose_Csv_File')}
            </Button>
          )}
        </FileButton>
        {checked && (
          <Button color="green" leftSection={<IconCheck size={16} />} disabled={checked.report.users.length === 0} loading={run.isPending} onClick={() => run.mutate(checked)} data-testid="admin-user-import-run">
            {_('Import_Users_Run', { count: checked.report.users.length })}
          </Button>
        )}
      </Group>
      {checked && (
        <Text size="sm" data-testid="admin-user-import-checked">
          {_('Import_Users_Checked', { name: checked.name, good: checked.report.users.length, bad: checked.report.errors.length })}
        </Text>
      )}
      {outcome && (
        <Alert color={outcome.failure ? 'orange' : 'green'} icon={outcome.failure ? <IconAlertTriangle size={18} /> : <IconCheck size={18} />} data-testid="admin-user-import-result">
          <Stack gap={4}>
            <Text size="sm">{_('Import_Users_Result', { imported: outcome.report.imported, bad: outcome.report.errors.length })}</Text>
            {outcome.failure && <Text size="sm">{_('Import_Users_Stopped', { reason: outcome.failure, lines: outcome.failedLines.join(', ') })}</Text>}
          </Stack>
        </Alert>
      )}
      {shown && shown.errors.length > 0 && (
        <AdminTable columns={[{ label: _('Line'), w: 80 }, _('Username'), _('Problem_Found')]} rows={shown.errors} loading={false} empty="" testId="admin-user-import-errors">
          {(row) => (
            <Table.Tr key={`${row.line}-${row.problem}`} data-testid={`admin-user-import-error-${row.line}`}>
              <Table.Td>
                <Badge color="red" variant="light">
                  {row.line}
                </Badge>
              </Table.Td>
              <Table.Td>{row.username}</Table.Td>
              <Table.Td>{_(PROBLEM_TEXT[row.problem])}</Table.Td>
            </Table.Tr>
          )}
        </AdminTable>
      )}
    </Stack>
  );
}
