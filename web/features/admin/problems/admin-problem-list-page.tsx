import { useLingui } from '@lingui/react';
import { Badge, Group, Paper, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_LIST_PAGE_SIZE, type ProblemAuth } from '../../../../contract/api/problems';
import { AnchorLink, ButtonLink } from '../../../components/router-links';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { problemKeys } from '../../../lib/problem-keys';
import { adminApi, adminProblemOptions } from '../admin-api';
import { AdminTable, RowAction, RowActionLink, RowDeleteAction } from '../../../components/admin-table';
import { AUTH_LABELS } from '../../../lib/problem-auth-labels';
import { useListChange } from '../../../lib/use-list-change';
import { ProblemAuthSelect, ProblemKeywordInput } from '../../../components/problem-admin-parts';

/** /admin/problems: search, pagination, auth changes, delete, test-case download and edit. */
export function AdminProblemListPage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300);
  const [auth, setAuth] = useState('all');
  const [page, setPage] = useState(1);
  const params = { keyword: debouncedKeyword || undefined, auth: auth === 'all' ? undefined : Number(auth), currentPage: page, limit: ADMIN_LIST_PAGE_SIZE };
  const list = useQuery(adminProblemOptions.list(params));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: problemKeys.admin.lists() });

  const changeAuth = useListChange(({ pid, value }: { pid: number; value: ProblemAuth }) => adminApi.changeAuth(pid, value), _('Update_Successfully'), refresh);
  const remove = useListChange(adminApi.remove, _('Delete_successfully'), refresh);
  const download = useMutation({
    mutationFn: adminApi.downloadTestcases,
    onSuccess: ({ blob, filename }, pid) => {
      saveBlob(blob, filename ?? `problem_${pid}_testcase.zip`);
      notifySuccess(_('Download_Testcase_Success'));
    },
  });
  const rows = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {_('Admin_Problem_List')}
          </Title>
          <ButtonLink to="/admin/problem/create" leftSection={<IconPlus size={16} />} data-testid="admin-create-problem">
            {_('Create_Problem')}
          </ButtonLink>
        </Group>
        <Group gap="sm" wrap="wrap">
          <ProblemKeywordInput
            value={keyword}
            onSearch={(next) => {
              setKeyword(next);
              setPage(1);
            }}
            w={narrow ? '100%' : 280}
            testId="admin-problem-keyword"
          />
          <SegmentedControl
            value={auth}
            onChange={(value) => {
              setAuth(value);
              setPage(1);
            }}
            data={[
              { value: 'all', label: _('All') },
              ...Object.entries(AUTH_LABELS).map(([value, label]) => ({ value, label: _(label) })),
            ]}
          />
        </Group>
        <AdminTable
          columns={[_('Problem_ID'), _('Title'), _('Author'), _('Created_Time'), _('Modified_User'), _('Auth'), _('AC_Total'), _('Option')]}
          rows={rows}
          loading={list.isPending}
          empty={_('No_Problems')}
          minWidth={980}
          highlightOnHover
          footer={{ total, page, pageSize: ADMIN_LIST_PAGE_SIZE, onPage: setPage }}
          bare
          dimmed={list.isPlaceholderData}
          testId="admin-problem-table"
        >
          {(row) => (
            <Table.Tr key={row.id} data-testid={`admin-problem-row-${row.problemId}`}>
              <Table.Td ff="monospace" fz="sm">
                {row.problemId}
                {row.isRemote && (
                  <Badge ml={6} size="xs" variant="light">
                    {_('Remote')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td fz="sm">
                <AnchorLink to="/problem/$problemID" params={{ problemID: row.problemId }} target="_blank" size="sm">
                  {row.title}
                </AnchorLink>
              </Table.Td>
              <Table.Td fz="sm">{row.author ?? '-'}</Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.gmtCreate, i18n.locale)}
              </Table.Td>
              <Table.Td fz="sm">{row.modifiedUser ?? '-'}</Table.Td>
              <Table.Td>
                <ProblemAuthSelect auth={row.auth} onChange={(auth) => changeAuth.mutate({ pid: row.id, value: auth })} testId="admin-problem-auth" />
              </Table.Td>
              <Table.Td fz="sm">
                {row.ac} / {row.total}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <RowActionLink to="/admin/problem/edit/$problemId" params={{ problemId: String(row.id) }} label={_('Edit')} icon={IconEdit} testId="admin-problem-edit" />
                  <RowAction label={_('Download_Testcase')} icon={IconDownload} color="teal" onClick={() => download.mutate(row.id)} disabled={row.isRemote} />
                  <RowDeleteAction title={_('Delete_Problem')} body={_('Delete_Problem_Tips', { id: row.problemId })} onConfirm={() => remove.mutate(row.id)} testId="admin-problem-delete" />
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        </AdminTable>
      </Stack>
    </Paper>
  );
}
