import { useLingui } from '@lingui/react';
import { ColorSwatch, Group, Modal, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import type { ProblemCount } from '../../../contract/api/problems';
import { JUDGE_STATUS } from '../../../contract/judge-status';
import { formatPassRate } from '../../lib/format';
import { judgeStatusChartColor, judgeStatusMeta } from '../../lib/judge-status';

/** The counters of a problem and the status each stands for, in the order of the legend. */
export const STATISTIC_SLICES: { key: keyof Omit<ProblemCount, 'total'>; status: number }[] = [
  { key: 'ac', status: JUDGE_STATUS.accepted },
  { key: 'pa', status: JUDGE_STATUS.partialAccepted },
  { key: 'wa', status: JUDGE_STATUS.wrongAnswer },
  { key: 'pe', status: JUDGE_STATUS.presentationError },
  { key: 'tle', status: JUDGE_STATUS.timeLimitExceeded },
  { key: 'mle', status: JUDGE_STATUS.memoryLimitExceeded },
  { key: 're', status: JUDGE_STATUS.runtimeError },
  { key: 'ce', status: JUDGE_STATUS.compileError },
  { key: 'se', status: JUDGE_STATUS.systemError },
];

const SIZE = 220;
const R = 100;

function arcPath(start: number, end: number): string {
  const c = SIZE / 2;
  const point = (angle: number) => [c + R * Math.sin(angle), c - R * Math.cos(angle)] as const;
  const [x1, y1] = point(start);
  const [x2, y2] = point(end);
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${c} ${c} L ${x1} ${y1} A ${R} ${R} 0 ${large} 1 ${x2} ${y2} Z`;
}

export function StatisticsDialog({ opened, onClose, count, title }: { opened: boolean; onClose(): void; count: ProblemCount; title: string }) {
  const { _ } = useLingui();
  const theme = useMantineTheme();
  // Each verdict has its own chart colour in the judge status metadata: no two slices look alike.
  const colorOf = (status: number) => judgeStatusChartColor(status, theme.colors);
  const slices = STATISTIC_SLICES.map((slice) => ({ ...slice, value: count[slice.key] })).filter((slice) => slice.value > 0);
  const sum = slices.reduce((n, slice) => n + slice.value, 0);
  let angle = 0;
  return (
    <Modal opened={opened} onClose={onClose} title={_('Statistic_Title', { title })} centered size="lg" data-testid="statistics-dialog">
      <Group align="center" justify="center" gap="xl" wrap="wrap">
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={_('Statistic')}>
          {sum === 0 && <circle cx={SIZE / 2} cy={SIZE / 2} r={R} fill="var(--mantine-color-default-border)" />}
          {slices.length === 1 && <circle cx={SIZE / 2} cy={SIZE / 2} r={R} fill={colorOf(slices[0]!.status)} />}
          {slices.length > 1 &&
            slices.map((slice) => {
              const start = angle;
              angle += (slice.value / sum) * Math.PI * 2;
              return (
                <path key={slice.key} d={arcPath(start, angle)} fill={colorOf(slice.status)} stroke="var(--mantine-color-body)" strokeWidth={1.5}>
                  <title>{`${_(judgeStatusMeta(slice.status).name)}: ${slice.value}`}</title>
                </path>
              );
            })}
        </svg>
        <Stack gap={6} miw={220}>
          {sum === 0 && <Text c="dimmed">{_('No_Submissions_Yet')}</Text>}
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {STATISTIC_SLICES.map((slice) => (
                <Table.Tr key={slice.key}>
                  <Table.Td>
                    <Group gap={8} wrap="nowrap">
                      <ColorSwatch color={colorOf(slice.status)} size={12} withShadow={false} />
                      <Text size="sm">{_(judgeStatusMeta(slice.status).name)}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace" fz="sm">
                    {count[slice.key]}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {_('Total')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" ff="monospace" fz="sm" fw={600}>
                  {count.total}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {_('AC_Rate')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" ff="monospace" fz="sm" fw={600}>
                  {formatPassRate(count.ac, count.total)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Group>
    </Modal>
  );
}
