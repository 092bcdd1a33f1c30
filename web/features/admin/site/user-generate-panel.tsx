import { useLingui } from '@lingui/react';
import { Alert, Button, Code, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconUsersPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GeneratedUsers } from '../../../../contract/api/admin';
import {
  checkGenerate,
  GENERATE_PASSWORD_LENGTH,
  GENERATE_PER_CALL,
  GENERATE_PREVIEW_RANGE,
  GENERATE_TOTAL_MAX,
  generatedUsername,
  rangeRuns,
  type GenerateProblem,
} from '../../../../contract/rules/admin';
import { USERNAME_LENGTH } from '../../../../contract/rules/accounts';
import { AdminTable } from '../../../components/admin-table';
import { confirmDanger } from '../../../components/confirm-danger';
import { ApiError } from '../../../lib/api-client';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { siteAdminApi, siteAdminKeys } from './site-admin-api';
import { accountsCsv } from './user-files';

const PROBLEM_TEXT: Record<GenerateProblem, string> = {
  number_required: msgId('Generate_Number_Required'),
  number_invalid: msgId('Generate_Number_Invalid'),
  number_order: msgId('Generate_Number_Order'),
  password_length: msgId('Generate_Password_Length'),
  username_length: msgId('Generate_Username_Length'),
  too_many: msgId('Generate_Too_Many'),
};

/** Usernames the preview names before "…" (the spec's preview range, 0 to 10, shows whole). */
const PREVIEW_MAX = 11;

interface Result {
  users: GeneratedUsers['users'];
  failure: string | null;
}

/**
 * Account generation of /admin/user (part 3 §5, §9; decision 36): prefix + number + suffix for each
 * number of the range, with random passwords; the accounts are created in runs of 200 and their
 * usernames and passwords are shown once, with a CSV file to download.
 */
export function UserGeneratePanel() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [prefix, setPrefix] = useState('');
  const [suffix, setSuffix] = useState('');
  const [numberFrom, setNumberFrom] = useState<number | null>(GENERATE_PREVIEW_RANGE.from);
  const [numberTo, setNumberTo] = useState<number | null>(GENERATE_PREVIEW_RANGE.to);
  const [passwordLength, setPasswordLength] = useState<number | null>(8);
  const [result, setResult] = useState<Result | null>(null);
  const spec = { prefix, suffix, numberFrom, numberTo, passwordLength };
  const problem = checkGenerate(spec);
  const count = numberFrom !== null && numberTo !== null && numberTo >= numberFrom ? numberTo - numberFrom + 1 : 0;
  const preview =
    problem === null && numberFrom !== null && numberTo !== null
      ? [...Array.from({ length: Math.min(count, PREVIEW_MAX) }, (_x, i) => generatedUsername(prefix, numberFrom + i, suffix)), ...(count > PREVIEW_MAX ? ['…', generatedUsername(prefix, numberTo, suffix)] : [])]
      : [];

  const generate = useMutation({
    mutationFn: async (): Promise<Result> => {
      const users: GeneratedUsers['users'] = [];
      for (const runRange of rangeRuns(numberFrom ?? 0, numberTo ?? 0, GENERATE_PER_CALL)) {
        try {
          const created = await siteAdminApi.generateUsers({ prefix, suffix, number_from: runRange.from, number_to: runRange.to, password_length: passwordLength ?? 0 });
          users.push(...created.users);
        } catch (error) {
          return { users, failure: error instanceof ApiError ? error.message : String(error) };
        }
      }
      return { users, failure: null };
    },
    onSuccess: (outcome) => {
      setResult(outcome);
      if (outcome.users.length > 0) notifySuccess(_('Generate_Done', { count: outcome.users.length }));
      void queryClient.invalidateQueries({ queryKey: siteAdminKeys.users() });
    },
  });

  const ask = () => confirmDanger({ title: _('Generate_Users'), body: _('Generate_Confirm', { count }), onConfirm: () => generate.mutate(), testId: 'admin-generate-confirm' }, _('Generate'));
  const download = () => result && saveBlob(new Blob([accountsCsv(result.users)], { type: 'text/csv;charset=utf-8' }), `${prefix || 'accounts'}-${numberFrom ?? 0}-${numberTo ?? 0}.csv`);

  return (
    <Stack gap="md" data-testid="admin-user-generate">
      <Paper withBorder radius="md" p="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
            <TextInput label={_('Generate_Prefix')} value={prefix} maxLength={USERNAME_LENGTH.max} onChange={(e) => setPrefix(e.currentTarget.value.replace(/\s/g, ''))} data-testid="admin-generate-prefix" />
            <TextInput label={_('Generate_Suffix')} value={suffix} maxLength={USERNAME_LENGTH.max} onChange={(e) => setSuffix(e.currentTarget.value.replace(/\s/g, ''))} data-testid="admin-generate-suffix" />
            <NumberInput label={_('Generate_From')} withAsterisk min={0} allowDecimal={false} allowNegative={false} value={numberFrom ?? ''} onChange={(x) => setNumberFrom(typeof x === 'number' ? x : null)} data-testid="admin-generate-from" />
            <NumberInput label={_('Generate_To')} withAsterisk min={0} allowDecimal={false} allowNegative={false} value={numberTo ?? ''} onChange={(x) => setNumberTo(typeof x === 'number' ? x : null)} data-testid="admin-generate-to" />
            <NumberInput
              label={_('Generate_Password_Length_Label')}
              withAsterisk
              min={GENERATE_PASSWORD_LENGTH.min}
              max={GENERATE_PASSWORD_LENGTH.max}
              allowDecimal={false}
              value={passwordLength ?? ''}
              onChange={(x) => setPasswordLength(typeof x === 'number' ? x : null)}
              data-testid="admin-generate-password-length"
            />
          </SimpleGrid>
          {problem ? (
            <Text size="sm" c="red" data-testid="admin-generate-problem">
              {_(PROBLEM_TEXT[problem], { min: GENERATE_PASSWORD_LENGTH.min, max: GENERATE_PASSWORD_LENGTH.max, length: USERNAME_LENGTH.max, most: GENERATE_TOTAL_MAX })}
            </Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {_('Generate_Preview', { count })}
              </Text>
              <Code block data-testid="admin-generate-preview">
                {preview.join('  ')}
              </Code>
            </Stack>
          )}
          <Group>
            <Button leftSection={<IconUsersPlus size={16} />} disabled={problem !== null} loading={generate.isPending} onClick={ask} data-testid="admin-generate-run">
              {_('Generate')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {result && (
        <Stack gap="sm" data-testid="admin-generate-result">
          {result.failure && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
              {_('Generate_Stopped', { created: result.users.length, reason: result.failure })}
            </Alert>
          )}
          <Group justify="space-between">
            <Text size="sm">{_('Generate_Result_Hint')}</Text>
            <Button variant="light" leftSection={<IconDownload size={16} />} disabled={result.users.length === 0} onClick={download} data-testid="admin-generate-download">
              {_('Download_Csv')}
            </Button>
          </Group>
          <AdminTable columns={[_('Username'), _('Password')]} rows={result.users} loading={false} empty={_('No_Users')} testId="admin-generate-table">
            {(row) => (
              <Table.Tr key={row.username}>
                <Table.Td>{row.username}</Table.Td>
                <Table.Td>
                  <Code>{row.password}</Code>
                </Table.Td>
              </Table.Tr>
            )}
          </AdminTable>
        </Stack>
      )}
    </Stack>
  );
}
