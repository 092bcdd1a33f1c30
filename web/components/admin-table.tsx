import { useLingui } from '@lingui/react';
import { ActionIcon, Group, Paper, Table, Title, Tooltip, type MantineColor } from '@mantine/core';
import { IconTrash, type Icon } from '@tabler/icons-react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { confirmDanger, confirmDelete } from './confirm-danger';
import { EmptyTableRow, ListFooter } from './list-parts';

/** An admin page's title (after a back link, if any) and, on the right, its keyword box and buttons. */
export function AdminPageHeader({ title, back, children }: { title: ReactNode; back?: ReactNode; children?: ReactNode }) {
  const heading = (
    <Title order={2} fz={{ base: 22, sm: 26 }}>
      {title}
    </Title>
  );
  return (
    <Group justify="space-between">
      {back ? (
        <Group gap="sm">
          {back}
          {heading}
        </Group>
      ) : (
        heading
      )}
      {children && <Group gap="sm">{children}</Group>}
    </Group>
  );
}

/** A column heading, with a width when the column should not stretch. */
export type AdminColumn = string | { label: string; w: number };

interface AdminTableProps<Row> {
  columns: readonly AdminColumn[];
  rows: readonly Row[];
  /** the table row of one record, with its key */
  children(row: Row): ReactNode;
  /** while the first page loads, the "nothing to list" row stays away */
  loading: boolean;
  empty: ReactNode;
  /** a wide table scrolls sideways below this width */
  minWidth?: number;
  highlightOnHover?: boolean;
  /** the pages under the table */
  footer?: { total: number; page: number; pageSize: number; onPage(page: number): void; testId?: string; /** after the pages: a page-size choice */ children?: ReactNode };
  /** no Paper of its own: the table sits in a dialog or in the page's own Paper */
  bare?: boolean;
  /** the small "nothing to list" row of a dialog */
  compact?: boolean;
  /** fainter rows while the next page loads */
  dimmed?: boolean;
  testId?: string;
}

/** An admin list: the headings, one row per record or the "nothing to list" row, and the pages under it. */
export function AdminTable<Row>({ columns, rows, children, loading, empty, minWidth, highlightOnHover, footer, bare = false, compact = false, dimmed = false, testId }: AdminTableProps<Row>) {
  const table = (
    <Table verticalSpacing="xs" highlightOnHover={highlightOnHover} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) =>
            typeof column === 'string' ? (
              <Table.Th key={index}>{column}</Table.Th>
            ) : (
              <Table.Th key={index} w={column.w}>
                {column.label}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody style={dimmed ? { opacity: 0.6 } : undefined}>
        {rows.map(children)}
        {!loading && rows.length === 0 && (
          <EmptyTableRow columns={columns.length} compact={compact}>
            {empty}
          </EmptyTableRow>
        )}
      </Table.Tbody>
    </Table>
  );
  const content = (
    <>
      {minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>}
      {footer && <ListFooter {...footer} />}
    </>
  );
  return bare ? (
    content
  ) : (
    <Paper withBorder radius="md" p="sm">
      {content}
    </Paper>
  );
}

interface RowActionLook {
  label: string;
  icon: Icon;
  color?: MantineColor;
  testId?: string;
}

/** One of a row's option buttons: an icon with its label as tooltip. */
export function RowAction({ label, icon: RowIcon, color, testId, ...props }: RowActionLook & { onClick(): void; loading?: boolean; disabled?: boolean }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} data-testid={testId} {...props}>
        <RowIcon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

function RowActionAnchor({ label, icon: RowIcon, color, testId, ...props }: RowActionLook & Omit<ComponentPropsWithRef<'a'>, 'color' | 'children'>) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon component="a" variant="subtle" color={color} aria-label={label} data-testid={testId} {...props}>
        <RowIcon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

const RowActionLinkBase = createLink(RowActionAnchor);

/** A row's option that opens another page: `to` and `params` checked against the route tree. */
export const RowActionLink: LinkComponent<typeof RowActionAnchor> = (props) => <RowActionLinkBase {...props} />;

interface AskFirst {
  /** what the confirm dialog says */
  body: string;
  onConfirm(): void;
  testId?: string;
}

/** A row's red Delete button; it asks first, under `title`. */
export function RowDeleteAction({ title, body, onConfirm, testId, confirmTestId, disabled }: AskFirst & { title: string; confirmTestId?: string; disabled?: boolean }) {
  const { _ } = useLingui();
  return <RowAction label={_('Delete')} icon={IconTrash} color="red" disabled={disabled} onClick={() => confirmDelete({ title, body, onConfirm, testId: confirmTestId })} testId={testId} />;
}

/** A row's red Remove button, for taking a record out of a list (it stays in the system); it asks first. */
export function RowRemoveAction({ body, onConfirm, testId }: AskFirst) {
  const { _ } = useLingui();
  return <RowAction label={_('Remove')} icon={IconTrash} color="red" onClick={() => confirmDanger({ title: _('Remove'), body, onConfirm })} testId={testId} />;
}
