import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconEdit, IconPlus, IconWorldUpload, IconWorldX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ProblemAuth } from '../../../contract/api/problems';
import type { GroupAdminProblemRow } from '../../../contract/api/groups';
import { GROUP_ADMIN_PAGE_SIZE } from '../../../contract/rules/groups';
import { confirmDanger } from '../../components/confirm-danger';
import { AdminTable, RowAction, RowDeleteAction } from '../../components/admin-table';
import { formatDateTime } from '../../lib/format';
import { groupKeys } from '../../lib/group-keys';
import { notifySuccess } from '../../lib/notify';
import { problemKeys } from '../../lib/problem-keys';
import { saveBlob } from '../../lib/save-blob';
import { applyAction, APPLY_PROGRESS_LABELS, mayManageGroupProblem } from './group-problem-rules';
import { groupProblemOptions, groupProblemsApi } from './group-problems-api';
import { useListChange } from '../../lib/use-list-change';
import { ProblemAuthSelect, ProblemKeywordInput } from '../../components/problem-admin-parts';

interface GroupAdminProblemListProps {
  gid: number;
  /** group root (or a site admin): manages every problem of the group; others only their own */
  root: boolean;
  /** the viewer's username, matched against a problem's author */
  viewer: string | null;
  onCreate(): void;
  onEdit(pid: number): void;
}

/**
 * The admins' list of a group's problems (part 3 §2.6, §4, §6): edit, delete, test-case download,
 * the public-bank application and the auth (public, private; contest only inside a contest list).
 */
export function GroupAdminProblemList({ gid, root, viewer, onCreate, onEdit }: GroupAdminProblemListProps) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300);
  const list = useQuery(groupProblemOptions.adminList(gid, page, debouncedKeyword));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) });
    void queryClient.invalidateQueries({ queryKey: problemKeys.lists() });
  };
  const changeAuth = useListChange(({ pid, auth }: { pid: number; auth: ProblemAuth }) => groupProblemsApi.changeAuth(gid, pid, auth), _('Update_Successfully'), refresh);
  const remove = useListChange((pid: number) => groupProblemsApi.remove(gid, pid), _('Delete_successfully'), refresh);
  const apply = useMutation({
    mutationFn: ({ pid, isApplied }: { pid: number; isApplied: boolean }) => groupProblemsApi.applyPublic(pid, isApplied),
    onSuccess: (_result, { isApplied }) => {
      notifySuccess(isApplied ? _('Apply_Successfully') : _('Cancel_Apply_Successfully'));
      refresh();
    },
  });
  const download = useMutation({
    mutationFn: groupProblemsApi.downloadTestcases,
    onSuccess: ({ blob, filename }, pid) => {
      saveBlob(blob, filename ?? `problem_${pid}_testcase.zip`);
      notifySuccess(_('Download_Testcase_Success'));
    },
  });
  const askApply = (row: GroupAdminProblemRow) => {
    // Part 3 §4: from none the action asks to apply; from any other state it asks to cancel.
    const action = applyAction(row.applyPublicProgress);
    confirmDanger(
      {
        title: action === 'apply' ? _('Apply_Public') : _('Cancel_Apply_Public'),
        body: action === 'apply' ? _('Apply_Public_Tips', { id: row.problemId }) : _('Cancel_Apply_Public_Tips', { id: row.problemId }),
        onConfirm: () => apply.mutate({ pid: row.id, isApplied: action === 'apply' }),
        testId: 'group-problem-apply-confirm',
      },
      _('Confirm'),
    );
  };
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <ProblemKeywordInput
          value={keyword}
          onSearch={(next) => {
            setKeyword(next);
            setPage(1);
          }}
          w={260}
          testId="group-admin-problem-keyword"
        />
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate} data-testid="group-problem-create">
          {_('Create_Problem')}
        </Button>
      </Group>
      <AdminTable
        columns={[_('Problem_ID'), _('Title'), _('Author'), _('Created_Time'), _('Auth'), _('Apply_Public_Progress'), _('Option')]}
        rows={rows}
        loading={list.isPending}
        empty={_('No_Problems')}
        minWidth={980}
        highlightOnHover
        footer={{ total: list.data?.total ?? 0, page, pageSize: GROUP_ADMIN_PAGE_SIZE, onPage: setPage }}
        bare
        dimmed={list.isPlaceholderData}
        testId="group-admin-problem-table"
      >
        {(row) => {
          const manage = mayManageGroupProblem(row, gid, root, viewer);
          const progress = row.applyPublicProgress;
          const applying = applyAction(progress) === 'apply';
          return (
            <Table.Tr key={row.id} data-testid={`group-admin-problem-${row.problemId}`}>
              <Table.Td ff="monospace" fz="sm">
                {row.problemId}
              </Table.Td>
              <Table.Td fz="sm">{row.title}</Table.Td>
              <Table.Td fz="sm">{row.author ?? '-'}</Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.gmtCreate, i18n.locale)}
              </Table.Td>
              <Table.Td>
                <ProblemAuthSelect auth={row.auth} onChange={(auth) => changeAuth.mutate({ pid: row.id, auth })} disabled={!manage} testId="group-problem-auth" />
              </Table.Td>
              <Table.Td>
                {progress !== null && APPLY_PROGRESS_LABELS[progress] && (
                  <Badge variant="light" color={progress === 2 ? 'green' : progress === 3 ? 'red' : 'yellow'} data-testid="group-problem-apply-progress" data-progress={progress}>
                    {_(APPLY_PROGRESS_LABELS[progress])}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {manage && (
                    <>
                      <RowAction label={_('Edit')} icon={IconEdit} onClick={() => onEdit(row.id)} testId="group-problem-edit" />
                      <RowAction label={_('Download_Testcase')} icon={IconDownload} color="teal" onClick={() => download.mutate(row.id)} disabled={row.isRemote} />
                      <RowAction
                        label={applying ? _('Apply_Public') : _('Cancel_Apply_Public')}
                        icon={applying ? IconWorldUpload : IconWorldX}
                        color={applying ? 'blue' : 'orange'}
                        onClick={() => askApply(row)}
                        // an admitted problem stays public: only a site admin's examination changes it
                        disabled={progress === 2}
                        testId="group-problem-apply"
                      />
                      <RowDeleteAction
                        title={_('Delete_Problem')}
                        body={_('Delete_Problem_Tips', { id: row.problemId })}
                        onConfirm={() => remove.mutate(row.id)}
                        testId="group-problem-delete"
                        confirmTestId="group-problem-delete-confirm"
                      />
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        }}
      </AdminTable>
    </Stack>
  );
}
