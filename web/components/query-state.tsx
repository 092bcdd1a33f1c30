import { useLingui } from '@lingui/react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

/**
 * A panel's three states before its content: loading, failed (with a retry) and empty. `empty` says
 * whether the loaded data has nothing to show; the panel's content renders otherwise. `testId`
 * prefixes `-loading`, `-error` and `-empty`.
 */
export function QueryState({ query, empty, emptyText, testId, minHeight = 120, children }: { query: QueryLike; empty: boolean; emptyText: ReactNode; testId: string; minHeight?: number; children: ReactNode }) {
  const { _ } = useLingui();
  if (query.isPending) {
    return (
      <Center mih={minHeight} data-testid={`${testId}-loading`}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Center mih={minHeight} data-testid={`${testId}-error`}>
        <Stack align="center" gap="xs">
          <Text size="sm" c="dimmed" ta="center">
            <IconAlertTriangle size={16} style={{ verticalAlign: 'text-bottom' }} /> {_('Panel_Load_Failed')}
          </Text>
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => void query.refetch()}>
            {_('Retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (empty) {
    return (
      <Center mih={minHeight} data-testid={`${testId}-empty`}>
        <Text size="sm" c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Center>
    );
  }
  return <>{children}</>;
}
