import { Group, Progress, Text, Tooltip } from '@mantine/core';
import { passRate, progressColor } from '../lib/format';

/** ac / total with two decimals and a progress bar coloured in 20 % steps. */
export function PassRate({ ac, total }: { ac: number; total: number }) {
  const rate = passRate(ac, total);
  return (
    <Group gap={8} wrap="nowrap">
      <Progress value={rate} color={progressColor(rate)} size="sm" w={64} radius="xl" />
      <Text size="sm" ff="monospace" c="dimmed" miw={58} ta="right">
        {rate.toFixed(2)}%
      </Text>
    </Group>
  );
}

/** A problem list's AC-rate cell: the rate, with "ac / total" on hover. */
export function PassRateWithCounts({ ac, total, testId }: { ac: number; total: number; testId?: string }) {
  return (
    <Tooltip label={`${ac} / ${total}`} withArrow>
      <div data-testid={testId}>
        <PassRate ac={ac} total={total} />
      </div>
    </Tooltip>
  );
}
