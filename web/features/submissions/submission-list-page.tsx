import { useLingui } from '@lingui/react';
import { ActionIcon, Anchor, Checkbox, CloseButton, Container, Group, Paper, Select, Stack, Switch, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan, IconEye, IconGavel, IconRefresh, IconRotateClockwise, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SubmissionView } from '../../../contract/api/submissions';
import { SUBMISSION_LIST_PAGE_SIZE } from '../../../contract/api/submissions';
import { isAdminRole } from '../../../contract/roles';
import { confirmDanger } from '../../components/confirm-danger';
import { JudgeStatusBadge } from '../../components/judge-status-badge';
import { formatDateTime, formatLength, formatMemory, formatTime } from '../../lib/format';
import { submissionKeys, submissionListOptions } from '../../lib/judge-api';
import { JUDGE_STATUS_CODES, judgeStatusMeta } from '../../lib/judge-status';
import { notifySuccess } from '../../lib/notify';
import type { SubmitScope } from '../../lib/scope';
import { useLiveStatuses } from '../../lib/use-submission-statuses';
import { useOnlyMineSwitch } from '../../lib/use-only-mine';
import { useSession } from '../../lib/use-session';
import { canCancelJudge, canManualJudge, canResubmit } from './submission-actions';
import { submissionListQuery, withSubmissionFilter, type SubmissionListSearch } from './submission-list-search';
import { submissionsApi } from './submissions-api';
import { AnchorLink, ActionIconLink } from '../../components/router-links';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';

// Admins only: kept out of the list's chunk.
const ManualJudgeDialog = lazy(() => import('./manual-judge-dialog').then((m) => ({ default: m.ManualJudgeDialog })));

interface SubmissionListPageProps {
  /** whose submissions: the whole site (/status), a contest's or a group's */
  scope: SubmitScope;
  search: SubmissionListSearch;
  onSearch(next: SubmissionListSearch): void;
}

/** /status: every submission of the scope, newest first, with the filters of part 1 §2 and the admin controls. */
export function SubmissionListPage({ scope, search, onSearch }: SubmissionListPageProps) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const narrow = useMediaQuery('(max-width: 48em)');
  const { token, user } = useSession();
  const admin = Boolean(user && isAdminRole(user.roleList));
  const query = submissionListQuery(search);
  const list = useQuery({
    ...submissionListOptions(scope, query, user?.username ?? null),
    // The own-only list needs a session; without one the guard below sends the user to log in.
    enabled: !search.onlyMine || Boolean(token),
  });
  const rows = useLiveStatuses(list.data?.records ?? [], scope);
  const [problemID, setProblemID] = useState(search.problemID ?? '');
  const [username, setUsername] = useState(search.username ?? '');
  useEffect(() => setProblemID(search.problemID ?? ''), [search.problemID]);
  useEffect(() => setUsername(search.username ?? ''), [search.username]);
  const [judging, setJudging] = useState<SubmissionView | null>(null);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: submissionKeys.lists() });
  const afterAction = (message: string) => {
    notifySuccess(message);
    refresh();
  };
  const rejudge = useMutation({ mutationFn: submissionsApi.rejudge, onSuccess: () => afterAction(_('Rejudge_successfully')) });
  const cancel = useMutation({ mutationFn: submissionsApi.cancelJudge, onSuccess: () => afterAction(_('Cancel_Successfully')) });
  const resubmit = useMutation({ mutationFn: submissionsApi.resubmit, onSuccess: () => afterAction(_('Resubmitted_Successfully')) });

  const toggleMine = useOnlyMineSwitch(search.onlyMine, (checked) => onSearch(withSubmissionFilter(search, { onlyMine: checked })));
  const applyText = () => {
    if (problemID.trim() !== (search.problemID ?? '') || username.trim() !== (search.username ?? '')) {
      onSearch(withSubmissionFilter(search, { problemID: problemID.trim(), username: username.trim() }));
    }
  };
  const confirmCancel = (row: SubmissionView) =>
    confirmDanger({ title: _('Cancel_Judge'), body: _('Cancel_Judge_Confirm', { id: row.submitId }), onConfirm: () => cancel.mutate(row.submitId) });

  const limit = search.limit ?? SUBMISSION_LIST_PAGE_SIZE;
  const total = list.data?.total ?? 0;
  const page = search.currentPage ?? 1;
  const columns = 9 + (admin ? 2 : 0);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              {_('Submission_List')}
            </Title>
            <Tooltip label={_('Refresh')} withArrow>
              <ActionIcon variant="default" size="lg" onClick={refresh} aria-label={_('Refresh')} loading={list.isFetching && !list.isPending}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Switch label={_('Only_Mine')} checked={Boolean(search.onlyMine)} onChange={(event) => toggleMine(event.currentTarget.checked)} data-testid="status-only-mine" mb={6} />
            <Select
              label={_('Status')}
              data={[{ value: 'all', label: _('All_Status') }, ...JUDGE_STATUS_CODES.map((code) => ({ value: String(code), label: _(judgeStatusMeta(code).name) }))]}
              value={search.status === undefined ? 'all' : String(search.status)}
              onChange={(value) => onSearch(withSubmissionFilter(search, { status: value === null || value === 'all' ? undefined : Number(value) }))}
              allowDeselect={false}
              w={narrow ? '100%' : 190}
              data-testid="status-filter"
            />
            <TextInput
              label={_('Enter_Problem_ID')}
              value={problemID}
              onChange={(event) => setProblemID(event.currentTarget.value)}
              onKeyDown={(event) => event.key === 'Enter' && applyText()}
              onBlur={applyText}
              leftSection={<IconSearch size={14} />}
              rightSection={problemID ? <CloseButton size="sm" aria-label={_('Clear')} onClick={() => onSearch(withSubmissionFilter(search, { problemID: '' }))} /> : null}
              w={narrow ? 'calc(50% - 6px)' : 170}
              data-testid="status-problem-id"
            />
            <TextInput
              label={_('Enter_Author')}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              onKeyDown={(event) => event.key === 'Enter' && applyText()}
              onBlur={applyText}
              leftSection={<IconSearch size={14} />}
              rightSection={username ? <CloseButton size="sm" aria-label={_('Clear')} onClick={() => onSearch(withSubmissionFilter(search, { username: '' }))} /> : null}
              w={narrow ? 'calc(50% - 6px)' : 170}
              data-testid="status-username"
            />
            {search.problemID && (
              <Checkbox
                label={_('Exact_Problem_ID')}
                checked={Boolean(search.completeProblemID)}
                onChange={(event) => onSearch(withSubmissionFilter(search, { completeProblemID: event.currentTarget.checked }))}
                mb={8}
              />
            )}
          </Group>
          <Table.ScrollContainer minWidth={admin ? 1100 : 900}>
            <Table verticalSpacing="xs" highlightOnHover data-testid="submission-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{_('Run_ID')}</Table.Th>
                  <Table.Th>{_('Problem')}</Table.Th>
                  <Table.Th>{_('Status')}</Table.Th>
                  {admin && <Table.Th>{_('Score')}</Table.Th>}
                  <Table.Th>{_('Time')}</Table.Th>
                  <Table.Th>{_('Memory')}</Table.Th>
                  <Table.Th>{_('Length')}</Table.Th>
                  <Table.Th>{_('Language')}</Table.Th>
                  <Table.Th>{_('Author')}</Table.Th>
                  <Table.Th>{_('Submit_Time')}</Table.Th>
                  {admin && <Table.Th>{_('Option')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
                {rows.map((row) => (
                  <Table.Tr key={row.submitId} data-testid={`submission-row-${row.submitId}`}>
                    <Table.Td ff="monospace" fz="sm">
                      {scope.cid ? (
                        <AnchorLink to="/contest/$contestID/problem/$problemID/submission-detail/$submitID" params={{ contestID: String(scope.cid), problemID: row.displayId, submitID: String(row.submitId) }} size="sm">
                          {row.submitId}
                        </AnchorLink>
                      ) : scope.gid ? (
                        <AnchorLink to="/group/$groupID/submission-detail/$submitID" params={{ groupID: String(scope.gid), submitID: String(row.submitId) }} size="sm">
                          {row.submitId}
                        </AnchorLink>
                      ) : (
                        <AnchorLink to="/submission-detail/$submitID" params={{ submitID: String(row.submitId) }} size="sm">
                          {row.submitId}
                        </AnchorLink>
                      )}
                    </Table.Td>
                    <Table.Td fz="sm" maw={260}>
                      {scope.cid ? (
                        <AnchorLink to="/contest/$contestID/problem/$problemID" params={{ contestID: String(scope.cid), problemID: row.displayId }} size="sm" lineClamp={1}>
                          {row.displayId} {row.title}
                        </AnchorLink>
                      ) : scope.gid ? (
                        <AnchorLink to="/group/$groupID/problem/$problemID" params={{ groupID: String(scope.gid), problemID: row.displayPid }} size="sm" lineClamp={1}>
                          {row.displayPid} {row.title}
                        </AnchorLink>
                      ) : (
                        <AnchorLink to="/problem/$problemID" params={{ problemID: row.displayPid }} size="sm" lineClamp={1}>
                          {row.displayPid} {row.title}
                        </AnchorLink>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {canResubmit(row.status) && token && user?.uid === row.uid ? (
                          <Tooltip label={_('Resubmit')} withArrow>
                            <button type="button" onClick={() => resubmit.mutate(row.submitId)} style={{ all: 'unset', cursor: 'pointer' }} data-testid="resubmit">
                              <JudgeStatusBadge status={row.status} explain={false} />
                            </button>
                          </Tooltip>
                        ) : (
                          <AnchorLink to="/submission-detail/$submitID" params={{ submitID: String(row.submitId) }} underline="never">
                            <JudgeStatusBadge status={row.status} testId="submission-status" />
                          </AnchorLink>
                        )}
                        {!admin && row.score !== null && row.oiRankScore !== null && (
                          <Text size="xs" c="dimmed">
                            {row.score}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    {admin && <Table.Td fz="sm">{row.oiRankScore !== null ? (row.score ?? '-') : '-'}</Table.Td>}
                    <Table.Td fz="sm">{formatTime(row.time)}</Table.Td>
                    <Table.Td fz="sm">{formatMemory(row.memory)}</Table.Td>
                    <Table.Td fz="sm">{formatLength(row.length)}</Table.Td>
                    <Table.Td fz="sm">{row.language}</Table.Td>
                    <Table.Td fz="sm">
                      <Anchor component="button" size="sm" onClick={() => onSearch(withSubmissionFilter(search, { username: row.username }))}>
                        {row.username}
                      </Anchor>
                    </Table.Td>
                    <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(row.submitTime, i18n.locale)}
                    </Table.Td>
                    {admin && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={_('Rejudge')} withArrow>
                            <ActionIcon variant="subtle" onClick={() => rejudge.mutate(row.submitId)} aria-label={_('Rejudge')} data-testid="rejudge">
                              <IconRotateClockwise size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={_('Manual_Judge')} withArrow>
                            <ActionIcon variant="subtle" color="grape" disabled={!canManualJudge(row.status)} onClick={() => setJudging(row)} aria-label={_('Manual_Judge')} data-testid="manual-judge">
                              <IconGavel size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={_('Cancel_Judge')} withArrow>
                            <ActionIcon variant="subtle" color="red" disabled={!canCancelJudge(row.status)} onClick={() => confirmCancel(row)} aria-label={_('Cancel_Judge')} data-testid="cancel-judge">
                              <IconBan size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={_('Submission_Detail')} withArrow>
                            <ActionIconLink variant="subtle" color="gray" to="/submission-detail/$submitID" params={{ submitID: String(row.submitId) }} aria-label={_('Submission_Detail')}>
                              <IconEye size={16} />
                            </ActionIconLink>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
                {!list.isPending && rows.length === 0 && (
                  <EmptyTableRow columns={columns}>{_('No_Submissions')}</EmptyTableRow>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter total={total} page={page} pageSize={limit} onPage={(next) => onSearch({ ...search, currentPage: next })} narrow={narrow} />
        </Stack>
      </Paper>
      {admin && judging && (
        <Suspense fallback={null}>
          <ManualJudgeDialog
            submission={judging}
            onClose={() => setJudging(null)}
            onDone={() => {
              setJudging(null);
              refresh();
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
