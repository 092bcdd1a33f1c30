import { Group, Paper, Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A home panel: its icon and title, the actions on the right, and its body. */
export function PanelFrame({ icon: PanelIcon, title, actions, testId, children }: { icon: Icon; title: string; actions?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap">
            <PanelIcon size={20} stroke={1.7} />
            <Title order={4}>{title}</Title>
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
