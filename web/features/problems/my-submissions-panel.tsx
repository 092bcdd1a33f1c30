import { useLingui } from '@lingui/react';
import { Button, Center, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MY_SUBMISSION_PAGE_SIZE } from '../../../contract/api/submissions';
import { PROBLEM_TYPE } from '../../../contract/judge';
import { JudgeStatusBadge } from '../../components/judge-status-badge';
import { openAuthDialog } from '../../lib/auth-dialog';
import { formatDateTime, formatMemory, formatTime } from '../../lib/format';
import { mySubmissionsOptions } from '../../lib/judge-api';
import type { SubmitScope } from '../../lib/scope';
import { useLiveStatuses } from '../../lib/use-submission-statuses';
import { useSession } from '../../lib/use-session';
import { AnchorLink } from '../../components/router-links';
import { EmptyTableRow } from '../../components/list-parts';

/** The My Submission tab: the caller's submissions of this problem in the scope, 10 a page (part 1 §2). */
export function MySubmissionsPanel({ scope, problemId, type }: { scope: SubmitScope; problemId: string; type: number }) {
  const { _, i18n } = useLingui();
  const { token } = useSession();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...mySubmissionsOptions(scope, problemId, page, MY_SUBMISSION_PAGE_SIZE), enabled: Boolean(token) });
  const rows = useLiveStatuses(list.data?.records ?? [], scope);

  if (!token) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Text c="dimmed">{_('Login_to_view_your_submission_history')}</Text>
          <Button leftSection={<IconLogin size={16} />} onClick={() => openAuthDialog('login')}>
            {_('Login')}
          </Button>
        </Stack>
      </Center>
    );
  }
  const total = list.data?.total ?? 0;
  const oi = type === PROBLEM_TYPE.oi;
  return (
    <Stack gap="sm" data-testid="my-submissions">
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('Submit_Time')}</Table.Th>
              <Table.Th>{_('Status')}</Table.Th>
              {oi && <Table.Th>{_('Score')}</Table.Th>}
              <Table.Th>{_('Time')}</Table.Th>
              <Table.Th>{_('Memory')}</Table.Th>
              <Table.Th>{_('Language')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.submitId} data-testid="my-submission-row">
                <Table.Td fz="sm">
                  <AnchorLink to="/submission-detail/$submitID" params={{ submitID: String(row.submitId) }} size="sm">
                    {formatDateTime(row.submitTime, i18n.locale)}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  <JudgeStatusBadge status={row.status} />
                </Table.Td>
                {oi && <Table.Td fz="sm">{row.score ?? '-'}</Table.Td>}
                <Table.Td fz="sm">{formatTime(row.time)}</Table.Td>
                <Table.Td fz="sm">{formatMemory(row.memory)}</Table.Td>
                <Table.Td fz="sm">{row.language}</Table.Td>
              </Table.Tr>
            ))}
            {!list.isPending && rows.length === 0 && (
              <EmptyTableRow columns={oi ? 6 : 5}>{_('No_Submissions_Yet')}</EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > MY_SUBMISSION_PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / MY_SUBMISSION_PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
