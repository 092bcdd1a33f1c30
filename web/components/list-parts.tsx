import { useLingui } from '@lingui/react';
import { Group, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The row a table shows when there is nothing to list; `compact` for tables inside a panel. */
export function EmptyTableRow({ columns, compact = false, children }: { columns: number; compact?: boolean; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text size={compact ? 'sm' : undefined} c="dimmed" ta="center" py={compact ? 'sm' : 'xl'}>
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

interface ListFooterProps {
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  /** fewer page buttons on a narrow screen */
  narrow?: boolean;
  testId?: string;
  /** more controls after the pages (a page-size choice) */
  children?: ReactNode;
}

/** Under a paged list: how many items it has, and its pages. */
export function ListFooter({ total, page, pageSize, onPage, narrow = false, testId, children }: ListFooterProps) {
  const { _ } = useLingui();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {_('Total_Items', { total })}
      </Text>
      <Group gap="sm">
        <Pagination total={Math.max(1, Math.ceil(total / pageSize))} value={page} onChange={onPage} siblings={narrow ? 0 : 1} size="sm" data-testid={testId} />
        {children}
      </Group>
    </Group>
  );
}
