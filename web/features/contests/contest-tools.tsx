import { useLingui } from '@lingui/react';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Switch, Table, Text, Textarea, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconDownload, IconDroplet } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AC_INFO_PAGE_SIZE, CONTEST_ANNOUNCEMENT_PAGE_SIZE, HELPER_REFRESH_MS, PRINT_LIST_PAGE_SIZE, PRINT_MIN_LENGTH } from '../../../contract/rules/contests';
import { AnnouncementLine } from '../../components/announcement-panel';
import { confirmDanger } from '../../components/confirm-danger';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { formatDateTime } from '../../lib/format';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { saveBlob } from '../../lib/save-blob';
import { useSession } from '../../lib/use-session';
import { useContest } from './contest-context';
import { acInfoOptions, contestAnnouncementsOptions, contestKeys, contestProblemsOptions, contestsApi, printListOptions } from './contests-api';

/**
 * The Announcement tab: the contest's announcements, newest first; a title opens its detail page
 * (part 2 "Announcements": /announcement-detail/{id}, read with the contest's id).
 */
export function ContestAnnouncements() {
  const { _ } = useLingui();
  const { cid } = useContest();
  const [page, setPage] = useState(1);
  const list = useQuery(contestAnnouncementsOptions(cid, page));
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="sm" data-testid="contest-announcements">
      {rows.map((a) => (
        <Link
          key={a.id}
          to="/announcement-detail/$announcementID"
          params={{ announcementID: String(a.id) }}
          search={{ cid }}
          style={{ color: 'inherit', textDecoration: 'none' }}
          data-testid={`contest-announcement-${a.id}`}
        >
          <Paper withBorder radius="md" px="md" py="sm">
            <AnnouncementLine announcement={a} />
          </Paper>
        </Link>
      ))}
      {!list.isPending && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {_('No_Announcements')}
        </Text>
      )}
      <ListFooter total={list.data?.total ?? 0} page={page} pageSize={CONTEST_ANNOUNCEMENT_PAGE_SIZE} onPage={setPage} />
    </Stack>
  );
}

/** The Print tab: a text box sent to the contest printer, 50 characters at least (part 2 §5). */
export function ContestPrint() {
  const { _ } = useLingui();
  const { cid } = useContest();
  const [content, setContent] = useState('');
  const submit = useMutation({
    mutationFn: () => contestsApi.submitPrint(cid, content),
    onSuccess: () => {
      setContent('');
      modals.open({ title: _('Success'), children: <Text data-testid="print-success">{_('Print_Request_Sent')}</Text> });
    },
  });
  const send = () => {
    if (content.trim() === '') notifyWarning(_('Content cannot be empty'));
    else if (content.length < PRINT_MIN_LENGTH) notifyWarning(_('The number of content cannot be less than 50'));
    else submit.mutate();
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{_('Print_Tips')}</Text>
        <Textarea autosize minRows={12} maxRows={30} value={content} onChange={(event) => setContent(event.currentTarget.value)} styles={{ input: { fontFamily: 'monospace' } }} data-testid="print-content" />
        <Group justify="flex-end">
          <Button onClick={send} loading={submit.isPending} data-testid="print-submit">
            {_('Submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Admin Print: the print jobs, refreshed every 10 s, with mark printed and download. */
export function ContestAdminPrint() {
  const { _, i18n } = useLingui();
  const { cid } = useContest();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(printListOptions(cid, page, HELPER_REFRESH_MS));
  const mark = useMutation({
    mutationFn: (id: number) => contestsApi.markPrinted(id, cid),
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      void queryClient.invalidateQueries({ queryKey: contestKeys.prints(cid, page) });
    },
  });
  const download = useMutation({
    mutationFn: (id: number) => contestsApi.downloadPrint(id),
    onSuccess: (file, id) => saveBlob(file.blob, file.filename ?? `print-${id}.txt`),
  });
  const rows = list.data?.records ?? [];
  return (
    <Paper withBorder radius="md" p="sm">
      <Table verticalSpacing="xs" data-testid="admin-print-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{_('Username')}</Table.Th>
            <Table.Th>{_('RealName')}</Table.Th>
            <Table.Th>{_('Submit_Time')}</Table.Th>
            <Table.Th>{_('Status')}</Table.Th>
            <Table.Th>{_('Option')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((job) => (
            <Table.Tr key={job.id} data-testid={`print-job-${job.id}`}>
              <Table.Td>{job.username}</Table.Td>
              <Table.Td>{job.realname ?? ''}</Table.Td>
              <Table.Td>{formatDateTime(job.gmtCreate, i18n.locale)}</Table.Td>
              <Table.Td>
                <Badge color={job.status === 1 ? 'green' : 'yellow'} data-testid="print-status" data-status={job.status}>
                  {job.status === 1 ? _('Printed') : _('Not_Printed')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Tooltip label={_('Download')} withArrow>
                    <ActionIcon variant="subtle" onClick={() => download.mutate(job.id)} aria-label={_('Download')} data-testid="print-download">
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={_('Mark_Printed')} withArrow>
                    <ActionIcon variant="subtle" color="green" disabled={job.status === 1} onClick={() => mark.mutate(job.id)} aria-label={_('Mark_Printed')} data-testid="print-mark">
                      <IconCheck size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {!list.isPending && rows.length === 0 && <EmptyTableRow columns={5}>{_('No_Data')}</EmptyTableRow>}
        </Table.Tbody>
      </Table>
      <ListFooter total={list.data?.total ?? 0} page={page} pageSize={PRINT_LIST_PAGE_SIZE} onPage={setPage} />
    </Paper>
  );
}

/** Admin Helper (ACM): accepted submissions with first blood and the checked (balloon delivered) toggle, every 10 s. */
export function ContestAcInfo() {
  const { _, i18n } = useLingui();
  const { cid } = useContest();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(acInfoOptions(cid, page, HELPER_REFRESH_MS));
  const check = useMutation({
    mutationFn: (input: { id: number; checked: boolean }) => contestsApi.checkAcInfo({ ...input, cid }),
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      void queryClient.invalidateQueries({ queryKey: contestKeys.acInfo(cid, page) });
    },
  });
  const rows = list.data?.records ?? [];
  return (
    <Paper withBorder radius="md" p="sm">
      <Table verticalSpacing="xs" data-testid="ac-info-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{_('AC_Time')}</Table.Th>
            <Table.Th>{_('Problem')}</Table.Th>
            <Table.Th>{_('Username')}</Table.Th>
            <Table.Th>{_('RealName')}</Table.Th>
            <Table.Th>{_('Checked')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`ac-info-${row.id}`}>
              <Table.Td>{formatDateTime(row.submitTime, i18n.locale)}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Badge color="gray" variant="light" style={row.color ? { borderLeft: `4px solid ${row.color}` } : undefined}>
                    {row.displayId}
                  </Badge>
                  {row.firstBlood && (
                    <Badge color="red" leftSection={<IconDroplet size={12} />} data-testid="ac-info-first-blood">
                      {_('First_Blood')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{row.username}</Table.Td>
              <Table.Td>{row.realname ?? ''}</Table.Td>
              <Table.Td>
                <Switch checked={row.checked} onChange={(event) => check.mutate({ id: row.id, checked: event.currentTarget.checked })} aria-label={_('Checked')} data-testid="ac-info-checked" />
              </Table.Td>
            </Table.Tr>
          ))}
          {!list.isPending && rows.length === 0 && <EmptyTableRow columns={5}>{_('No_Data')}</EmptyTableRow>}
        </Table.Tbody>
      </Table>
      <ListFooter total={list.data?.total ?? 0} page={page} pageSize={AC_INFO_PAGE_SIZE} onPage={setPage} />
    </Paper>
  );
}

/** The Rejudge tab (super admin): every submission of one contest problem judged again, after a confirmation. */
export function ContestRejudge() {
  const { _ } = useLingui();
  const { cid } = useContest();
  const { user } = useSession();
  const problems = useQuery(contestProblemsOptions(cid, user?.username ?? null, false));
  const [pid, setPid] = useState<string | null>(null);
  const rejudge = useMutation({
    mutationFn: (target: number) => contestsApi.rejudgeProblem(cid, target),
    onSuccess: () => notifySuccess(_('Rejudge successfully')),
  });
  const confirm = () => {
    if (!pid) return;
    confirmDanger({ title: _('Rejudge'), body: _('Rejudge_Contest_Problem_Confirm'), onConfirm: () => rejudge.mutate(Number(pid)) });
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-end">
        <Select
          label={_('Problem')}
          data={(problems.data ?? []).map((p) => ({ value: String(p.pid), label: `${p.displayId} ${p.displayTitle}` }))}
          value={pid}
          onChange={setPid}
          w={320}
          data-testid="rejudge-problem"
        />
        <Button color="red" disabled={!pid} loading={rejudge.isPending} onClick={confirm} data-testid="rejudge-submit">
          {_('Rejudge')}
        </Button>
      </Group>
    </Paper>
  );
}
