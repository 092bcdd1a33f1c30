import { useLingui } from '@lingui/react';
import { Badge, Group, Paper, SegmentedControl, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GROUP_ADMIN_PAGE_SIZE } from '../../../../contract/rules/groups';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { confirmDanger } from '../../../components/confirm-danger';
import { AnchorLink } from '../../../components/router-links';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { groupKeys } from '../../../lib/group-keys';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { problemKeys } from '../../../lib/problem-keys';
import { AdminPageHeader, AdminTable, RowAction } from '../../../components/admin-table';
import { ProblemKeywordInput } from '../../../components/problem-admin-parts';

/** The public-bank application states a site admin filters by (part 3 §4). */
const PROGRESS_FILTERS = [
  { value: 1, label: msgId('Apply_Progress_Applying'), color: 'yellow' },
  { value: 2, label: msgId('Apply_Progress_Public'), color: 'green' },
  { value: 3, label: msgId('Apply_Progress_Refused'), color: 'red' },
] as const;

const ADMIT = 2;
const REFUSE = 3;

/**
 * /admin/group-problem/apply (part 3 §2.2 "group problem examination"): the group problems asking
 * for the public bank; a site admin admits (2) or refuses (3) each after a confirmation.
 */
export function GroupProblemApplyPage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(1);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300);
  const query = { currentPage: page, limit: GROUP_ADMIN_PAGE_SIZE, progress, keyword: debouncedKeyword || undefined };
  const list = useQuery({
    queryKey: groupKeys.problemApplications(query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetGroupProblemApplyList, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    mutationFn: ({ pid, next }: { pid: number; next: number }) => api.request(ENDPOINTS.adminChangeGroupProblemProgress, { query: { pid, progress: next } }),
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void queryClient.invalidateQueries({ queryKey: problemKeys.all });
    },
  });
  const ask = (pid: number, problemId: string, next: number) =>
    confirmDanger(
      {
        title: next === ADMIT ? _('Admit_Group_Problem') : _('Refuse_Group_Problem'),
        body: next === ADMIT ? _('Admit_Group_Problem_Tips', { id: problemId }) : _('Refuse_Group_Problem_Tips', { id: problemId }),
        onConfirm: () => change.mutate({ pid, next }),
        testId: 'group-problem-progress-confirm',
      },
      _('Confirm'),
    );
  const rows = list.data?.records ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <AdminPageHeader title={_('Admin_Group_Problem_Apply')}>
          <ProblemKeywordInput
            value={keyword}
            onSearch={(next) => {
              setKeyword(next);
              setPage(1);
            }}
            w={240}
          />
        </AdminPageHeader>
        <SegmentedControl
          w="fit-content"
          value={String(progress)}
          onChange={(value) => {
            setProgress(Number(value));
            setPage(1);
          }}
          data={PROGRESS_FILTERS.map((f) => ({ value: String(f.value), label: _(f.label) }))}
          data-testid="group-problem-apply-filter"
        />
        <AdminTable
          columns={[_('Problem_ID'), _('Title'), _('Author'), _('Group'), _('Apply_Public_Progress'), _('Last_Modified'), _('Option')]}
          rows={rows}
          loading={list.isPending}
          empty={_('No_Problems')}
          minWidth={900}
          highlightOnHover
          footer={{ total: list.data?.total ?? 0, page, pageSize: GROUP_ADMIN_PAGE_SIZE, onPage: setPage }}
          bare
          dimmed={list.isPlaceholderData}
          testId="group-problem-apply-table"
        >
          {(row) => {
            const state = PROGRESS_FILTERS.find((f) => f.value === row.applyPublicProgress);
            return (
              <Table.Tr key={row.id} data-testid={`group-problem-apply-${row.problemId}`}>
                <Table.Td ff="monospace" fz="sm">
                  {row.problemId}
                </Table.Td>
                <Table.Td fz="sm">{row.title}</Table.Td>
                <Table.Td fz="sm">{row.author ?? '-'}</Table.Td>
                <Table.Td fz="sm">
                  <AnchorLink to="/group/$groupID" params={{ groupID: String(row.gid) }} size="sm" target="_blank">
                    {row.groupName}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  {state && (
                    <Badge variant="light" color={state.color}>
                      {_(state.label)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.gmtModified, i18n.locale)}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction label={_('Admit_Group_Problem')} icon={IconCircleCheck} color="green" onClick={() => ask(row.id, row.problemId, ADMIT)} disabled={row.applyPublicProgress === ADMIT} testId="group-problem-admit" />
                    <RowAction label={_('Refuse_Group_Problem')} icon={IconCircleX} color="red" onClick={() => ask(row.id, row.problemId, REFUSE)} disabled={row.applyPublicProgress === REFUSE} testId="group-problem-refuse" />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          }}
        </AdminTable>
      </Stack>
    </Paper>
  );
}
