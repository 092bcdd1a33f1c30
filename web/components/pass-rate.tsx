import { Group, Progress, Text } from '@mantine/core';
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
