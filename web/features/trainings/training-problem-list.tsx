import { useLingui } from '@lingui/react';
import { Group, Paper, Stack, Switch, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DifficultyBadge } from '../../components/difficulty-badge';
import { EmptyTableRow } from '../../components/list-parts';
import { OwnProblemStatus } from '../../components/own-problem-status';
import { PassRateWithCounts } from '../../components/pass-rate';
import { ProblemTagBadges } from '../../components/problem-tag-badges';
import { AnchorLink } from '../../components/router-links';
import { useTraining } from './training-context';
import { trainingProblemsOptions, trainingStatusesOptions } from './trainings-api';

/**
 * The problem tab (TrainingProblemList, part 2 §2): solved mark, title, difficulty, tags behind a
 * toggle and the AC rate. A problem opens in a new browser tab, so the list stays where it was.
 */
export function TrainingProblemList() {
  const { _ } = useLingui();
  const state = useTraining();
  const problems = useQuery(trainingProblemsOptions(state.tid, state.viewer));
  const rows = problems.data ?? [];
  const statuses = useQuery(trainingStatusesOptions(state.tid, state.viewer, rows.map((row) => row.pid)));
  const [showTags, setShowTags] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group justify="flex-end">
          <Switch label={_('Show_Tags')} checked={showTags} onChange={(event) => setShowTags(event.currentTarget.checked)} data-testid="training-show-tags" />
        </Group>
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="xs" highlightOnHover data-testid="training-problem-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} aria-label={_('My_Status')} />
                <Table.Th w={110}>{_('Problem_ID')}</Table.Th>
                <Table.Th>{_('Title')}</Table.Th>
                <Table.Th w={110}>{_('Difficulty')}</Table.Th>
                {showTags && <Table.Th>{_('Tags')}</Table.Th>}
                <Table.Th w={150}>{_('AC_Rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.pid} data-testid={`training-problem-${row.problemId}`}>
                  <Table.Td>
                    <OwnProblemStatus status={statuses.data?.[row.pid]?.status} />
                  </Table.Td>
                  <Table.Td ff="monospace" fz="sm">
                    {row.problemId}
                  </Table.Td>
                  <Table.Td>
                    <AnchorLink
                      {...state.links.problem(row.problemId)}
                      fw={500}
                      data-testid="training-problem-link"
                    >
                      {row.title}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>
                    <DifficultyBadge level={row.difficulty} />
                  </Table.Td>
                  {showTags && (
                    <Table.Td>
                      <ProblemTagBadges tags={row.tags} testId="training-problem-tags" />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <PassRateWithCounts ac={row.ac} total={row.total} testId="training-problem-ac-rate" />
                  </Table.Td>
                </Table.Tr>
              ))}
              {!problems.isPending && rows.length === 0 && <EmptyTableRow columns={showTags ? 6 : 5}>{_('No_Problems')}</EmptyTableRow>}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
