import { useLingui } from '@lingui/react';
import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/**
 * A panel's three states before its content: loading, failed (the reason and its fix, or a retry:
 * LoadFailure) and empty. `empty` says
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
      <Center mih={minHeight}>
        <LoadFailure error={query.error} title={_('Panel_Load_Failed')} onRetry={() => void query.refetch()} testId={`${testId}-error`} />
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
