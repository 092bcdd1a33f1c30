import { useLingui } from '@lingui/react';
import { Group, Select, Switch, Table, Text } from '@mantine/core';
import { IconPinned } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BodyOf } from '../../contract/api/endpoint';
import type { DiscussionRow } from '../../contract/api/community';
import type { ENDPOINTS } from '../../contract/endpoints';
import { DISCUSSION_STATUS } from '../../contract/rules/community';
import { communityKeys } from '../lib/community-keys';
import { formatDateTime } from '../lib/format';
import { useListChange } from '../lib/use-list-change';
import { RowDeleteAction, AdminTable } from './admin-table';

/** A discussion's status or top flag, as the site admin's and a group admin's calls both take it. */
export type DiscussionAdminChange = BodyOf<typeof ENDPOINTS.adminChangeDiscussion>;

/** The data-testid values each screen's browser tests know its parts by; the two screens name them differently. */
export interface DiscussionAdminTestIds {
  table: string;
  row(id: number): string;
  status: string;
  top: string;
  delete: string;
  deleteConfirm: string;
}

interface DiscussionAdminTableProps {
  rows: readonly DiscussionRow[];
  loading: boolean;
  dimmed?: boolean;
  footer: { total: number; page: number; pageSize: number; onPage(page: number): void };
  /** the site admin's call or the group's; the lists refresh after it either way */
  change(body: DiscussionAdminChange): Promise<unknown>;
  /** after the confirmation; the caller's call says it is done and refreshes the lists */
  remove(did: number): void;
  /** the View action: the site admin opens a discussion in a new tab, a group admin inside the group */
  viewAction(row: DiscussionRow): ReactNode;
  testIds: DiscussionAdminTestIds;
}

/**
 * The discussion admin table of /admin/discussion and of a group's discussion tab (part 3 §2.9):
 * the status select and the top switch save at once (§4), delete asks first.
 */
export function DiscussionAdminTable({ rows, loading, dimmed, footer, change, remove, viewAction, testIds }: DiscussionAdminTableProps) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const save = useListChange(change, _('Update_Successfully'), () => void queryClient.invalidateQueries({ queryKey: communityKeys.discussions() }));
  const statusChoices = [
    { value: String(DISCUSSION_STATUS.normal), label: _('Discussion_Status_Normal') },
    { value: String(DISCUSSION_STATUS.disabled), label: _('Discussion_Status_Disabled') },
  ];
  return (
    <AdminTable
      columns={[{ label: 'ID', w: 70 }, _('Title'), _('Author'), _('Likes'), _('Views'), _('Create_Time'), { label: _('Status'), w: 130 }, { label: _('Top'), w: 70 }, { label: _('Option'), w: 90 }]}
      rows={rows}
      loading={loading}
      dimmed={dimmed}
      minWidth={900}
      empty={_('No_Discussions')}
      testId={testIds.table}
      footer={footer}
    >
      {(row) => (
        <Table.Tr key={row.id} data-testid={testIds.row(row.id)} data-discussion-id={row.id}>
          <Table.Td>{row.id}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              {row.topPriority && <IconPinned size={14} color="var(--mantine-color-red-6)" aria-label={_('Top')} />}
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {row.title}
              </Text>
            </Group>
          </Table.Td>
          <Table.Td>{row.author}</Table.Td>
          <Table.Td>{row.likeNum}</Table.Td>
          <Table.Td>{row.viewNum}</Table.Td>
          <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
          <Table.Td>
            <Select
              size="xs"
              allowDeselect={false}
              data={statusChoices}
              value={String(row.status)}
              onChange={(value) => value !== null && Number(value) !== row.status && save.mutate({ id: row.id, status: Number(value) as 0 | 1 })}
              aria-label={_('Status')}
              data-testid={testIds.status}
            />
          </Table.Td>
          <Table.Td>
            <Switch checked={row.topPriority} onChange={(e) => save.mutate({ id: row.id, topPriority: e.currentTarget.checked })} aria-label={_('Top')} data-testid={testIds.top} />
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              {viewAction(row)}
              <RowDeleteAction title={_('Delete_Discussion')} body={_('Delete_Discussion_Confirm', { title: row.title })} onConfirm={() => remove(row.id)} testId={testIds.delete} confirmTestId={testIds.deleteConfirm} />
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </AdminTable>
  );
}
