import { useLingui } from '@lingui/react';
import { Badge, Code, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { AllCaseResult, JudgeCaseView } from '../../../contract/api/submissions';
import { JudgeStatusBadge } from '../../components/judge-status-badge';
import { formatMemory, formatTime } from '../../lib/format';

/** Per-case results (default and ergodic modes) or per-subtask results (subtask modes). */
export function CaseResultTable({ result, oi }: { result: AllCaseResult; oi: boolean }) {
  const { _ } = useLingui();
  if (result.subTaskJudgeCaseVoList.length > 0) {
    return (
      <Stack gap="md" data-testid="subtask-results">
        {result.subTaskJudgeCaseVoList.map((subtask, index) => (
          <Paper key={subtask.groupNum ?? `single-${index}`} withBorder radius="md" p="sm">
            <Group justify="space-between" mb="xs" gap="xs">
              <Group gap="sm">
                <Text fw={600}>{subtask.groupNum === null ? _('Subtask_Single') : _('Subtask_N', { group: subtask.groupNum })}</Text>
                <JudgeStatusBadge status={subtask.status} />
              </Group>
              <Group gap="sm" fz="sm" c="dimmed">
                <span>{_('Subtask_Summary', { ac: subtask.ac, total: subtask.total })}</span>
                <span>
                  {_('Score')} {subtask.score}
                </span>
                <span>{formatTime(subtask.time)}</span>
                <span>{formatMemory(subtask.memory)}</span>
              </Group>
            </Group>
            <CaseTable cases={subtask.subtaskDetailList} oi={oi} />
          </Paper>
        ))}
      </Stack>
    );
  }
  return <CaseTable cases={result.judgeCaseList} oi={oi} />;
}

function CaseTable({ cases, oi }: { cases: JudgeCaseView[]; oi: boolean }) {
  const { _ } = useLingui();
  const withOutput = cases.some((c) => c.userOutput !== null);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} data-testid="case-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{_('Status')}</Table.Th>
            {oi && <Table.Th>{_('Score')}</Table.Th>}
            <Table.Th>{_('Time')}</Table.Th>
            <Table.Th>{_('Memory')}</Table.Th>
            <Table.Th>{_('Input_File')}</Table.Th>
            <Table.Th>{_('Output_File')}</Table.Th>
            {withOutput && <Table.Th>{_('Your_Output')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map((c) => (
            <Table.Tr key={c.index} data-testid={`case-row-${c.index}`} data-status={c.status}>
              <Table.Td ff="monospace" fz="sm">
                {c.index}
              </Table.Td>
              <Table.Td>
                <JudgeStatusBadge status={c.status} />
              </Table.Td>
              {oi && <Table.Td fz="sm">{c.score}</Table.Td>}
              <Table.Td fz="sm">{formatTime(c.time)}</Table.Td>
              <Table.Td fz="sm">{formatMemory(c.memory)}</Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {c.inputData ?? '-'}
              </Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {c.outputData ?? '-'}
              </Table.Td>
              {withOutput && (
                <Table.Td maw={260}>
                  {c.userOutput !== null ? (
                    <Tooltip label={<Code block>{c.userOutput}</Code>} multiline maw={420} withArrow>
                      <Badge variant="default" radius="sm" tt="none" fw={400} style={{ maxWidth: 240 }}>
                        {c.userOutput.slice(0, 40) || '∅'}
                      </Badge>
                    </Tooltip>
                  ) : (
                    '-'
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
