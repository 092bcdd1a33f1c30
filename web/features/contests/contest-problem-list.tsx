import { useLingui } from '@lingui/react';
import { Box, Paper, Table, Text } from '@mantine/core';
import { IconBalloonFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { JudgeStatusBadge } from '../../components/judge-status-badge';
import { EmptyTableRow } from '../../components/list-parts';
import { LoadFailure } from '../../components/load-failure';
import { AnchorLink } from '../../components/router-links';
import { useSession } from '../../lib/use-session';
import { useContest } from './contest-context';
import { contestProblemsOptions } from './contests-api';

/** The Problem tab (part 2 §2): display id, title, balloon colour, ac/total or "?", the viewer's status and score. */
export function ContestProblemList() {
  const { _ } = useLingui();
  const state = useContest();
  const { user } = useSession();
  const problems = useQuery(contestProblemsOptions(state.cid, user?.username ?? null, state.containsEnd));
  const rows = problems.data ?? [];
  const params = (displayId: string) => ({ contestID: String(state.cid), problemID: displayId });
  if (problems.isError) return <LoadFailure error={problems.error} title={_('Contest_Problems_Unavailable')} onRetry={() => void problems.refetch()} testId="contest-problems-error" />;
  return (
    <Paper withBorder radius="md" p="sm">
      <Table verticalSpacing="xs" highlightOnHover data-testid="contest-problem-table">
        <Table.Thead>
          <Table.Tr>
            {user && <Table.Th w={120}>{_('Status')}</Table.Th>}
            <Table.Th w={90}>#</Table.Th>
            <Table.Th>{_('Title')}</Table.Th>
            <Table.Th w={60} />
            <Table.Th w={120}>{_('AC_Total')}</Table.Th>
            {user && <Table.Th w={80}>{_('Score')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`contest-problem-${row.displayId}`}>
              {user && <Table.Td>{row.myStatus !== null && row.myStatus !== -10 ? <JudgeStatusBadge status={row.myStatus} testId="contest-problem-status" /> : null}</Table.Td>}
              <Table.Td fw={600}>
                <AnchorLink to="/contest/$contestID/problem/$problemID" params={params(row.displayId)}>
                  {row.displayId}
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                <AnchorLink to="/contest/$contestID/problem/$problemID" params={params(row.displayId)} data-testid="contest-problem-link">
                  {row.displayTitle}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{row.color ? <IconBalloonFilled size={20} color={row.color} aria-label={row.color} /> : null}</Table.Td>
              <Table.Td data-testid="contest-problem-count">{row.ac === null || row.total === null ? '?' : `${row.ac} / ${row.total}`}</Table.Td>
              {user && (
                <Table.Td>
                  <Text size="sm">{row.score ?? ''}</Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {!problems.isPending && rows.length === 0 && <EmptyTableRow columns={6}>{_('No_Problems')}</EmptyTableRow>}
        </Table.Tbody>
      </Table>
      <Box />
    </Paper>
  );
}
