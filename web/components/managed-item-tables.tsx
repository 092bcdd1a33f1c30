import { useLingui } from '@lingui/react';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format';
import { AdminTable } from './admin-table';

/** The parts of a managed list the caller decides: where each row's switch and actions lead, and the paging. */
interface ManagedTableProps<Row> {
  rows: readonly Row[];
  loading: boolean;
  footer: { total: number; page: number; pageSize: number; onPage(page: number): void };
  /** inside the page's own Paper (a group tab) instead of a Paper of its own */
  bare?: boolean;
  testId?: string;
  rowTestId(row: Row): string;
  /** the Visible column's switch */
  visibleSwitch(row: Row): ReactNode;
  /** the Option column: edit, problems, delete… */
  actions(row: Row): ReactNode;
}

/**
 * What the training and contest tables share: the admin table with a Visible and an Option column
 * after the item's own cells.
 */
function ManagedItemTable<Row extends { id: number }>({ columns, empty, cells, rows, loading, footer, bare, testId, rowTestId, visibleSwitch, actions }: ManagedTableProps<Row> & { columns: readonly string[]; empty: string; cells(row: Row): ReactNode }) {
  const { _ } = useLingui();
  return (
    <AdminTable columns={[...columns, _('Visible'), _('Option')]} rows={rows} loading={loading} empty={empty} minWidth={900} highlightOnHover bare={bare} footer={footer} testId={testId}>
      {(row) => (
        <Table.Tr key={row.id} data-testid={rowTestId(row)}>
          {cells(row)}
          <Table.Td>{visibleSwitch(row)}</Table.Td>
          <Table.Td>{actions(row)}</Table.Td>
        </Table.Tr>
      )}
    </AdminTable>
  );
}

interface TrainingAdminRow {
  id: number;
  rank: number;
  title: string;
  auth: string;
  categoryName: string;
  categoryColor: string;
  author: string;
}

/** The trainings to manage, as /admin/training and a group's homework admin list both show them. */
export function TrainingAdminTable<Row extends TrainingAdminRow>(props: ManagedTableProps<Row>) {
  const { _ } = useLingui();
  return (
    <ManagedItemTable
      {...props}
      columns={['ID', _('Training_Rank_Number'), _('Title'), _('Auth'), _('Training_Category_Label'), _('Author')]}
      empty={_('No_Training')}
      cells={(row) => (
        <>
          <Table.Td>{row.id}</Table.Td>
          <Table.Td>{row.rank}</Table.Td>
          <Table.Td>
            <Text size="sm" fw={600} lineClamp={1}>
              {row.title}
            </Text>
          </Table.Td>
          <Table.Td>{row.auth === 'Private' ? _('Training_Private') : _('Training_Public')}</Table.Td>
          <Table.Td>
            <Text size="sm" c={row.categoryColor || undefined} fw={600}>
              {row.categoryName}
            </Text>
          </Table.Td>
          <Table.Td>{row.author}</Table.Td>
        </>
      )}
    />
  );
}

interface ContestAdminRow {
  id: number;
  title: string;
  type: number;
  startTime: string;
  author: string;
}

/** The contests to manage, as /admin/contest and a group's contest admin list both show them. */
export function ContestAdminTable<Row extends ContestAdminRow>(props: ManagedTableProps<Row>) {
  const { _, i18n } = useLingui();
  return (
    <ManagedItemTable
      {...props}
      columns={['ID', _('Title'), _('Rule'), _('StartAt'), _('Author')]}
      empty={_('No_Contest')}
      cells={(row) => (
        <>
          <Table.Td>{row.id}</Table.Td>
          <Table.Td>
            <Text size="sm" fw={600} lineClamp={1}>
              {row.title}
            </Text>
          </Table.Td>
          <Table.Td>{row.type === 0 ? 'ACM' : 'OI'}</Table.Td>
          <Table.Td>{formatDateTime(row.startTime, i18n.locale)}</Table.Td>
          <Table.Td>{row.author}</Table.Td>
        </>
      )}
    />
  );
}
