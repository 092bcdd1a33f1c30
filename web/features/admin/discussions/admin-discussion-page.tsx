import { useLingui } from '@lingui/react';
import { Anchor, Badge, Group, Stack, Switch, Table, Tabs, Text } from '@mantine/core';
import { IconCategory, IconEye, IconFlag, IconMessages } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportRow } from '../../../../contract/api/community';
import { DISCUSSION_PAGE_SIZE, REPORT_STATUS } from '../../../../contract/rules/community';
import { AdminPageHeader, AdminTable } from '../../../components/admin-table';
import { DiscussionAdminTable, type DiscussionAdminTestIds } from '../../../components/discussion-admin-table';
import { KeywordFilter } from '../../../components/schedule-status';
import { communityKeys } from '../../../lib/community-keys';
import { formatDateTime } from '../../../lib/format';
import { reportTagLabel } from '../../../lib/report-tags';
import { useListChange } from '../../../lib/use-list-change';
import { useListSearch } from '../../../lib/use-list-search';
import { adminDiscussionApi, adminDiscussionOptions } from './admin-discussion-api';
import { CategoryEditor } from './category-editor';

type AdminDiscussionTab = 'discussions' | 'reports' | 'categories';

/** /admin/discussion (part 3 §2.2, §2.9): the discussions, the reports on them, and the categories. */
export function AdminDiscussionPage() {
  const { _ } = useLingui();
  const [tab, setTab] = useState<AdminDiscussionTab>('discussions');
  return (
    <Stack gap="md" data-testid="admin-discussion">
      <AdminPageHeader title={_('Admin_Discussion')} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as AdminDiscussionTab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="discussions" leftSection={<IconMessages size={16} />} data-testid="admin-discussion-tab-discussions">
            {_('Discussion')}
          </Tabs.Tab>
          <Tabs.Tab value="reports" leftSection={<IconFlag size={16} />} data-testid="admin-discussion-tab-reports">
            {_('Discussion_Report')}
          </Tabs.Tab>
          <Tabs.Tab value="categories" leftSection={<IconCategory size={16} />} data-testid="admin-discussion-tab-categories">
            {_('Discussion_Categories')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="discussions">
          <DiscussionTable />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <ReportTable />
        </Tabs.Panel>
        <Tabs.Panel value="categories">
          <CategoryEditor />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** Where a discussion is read: a group's discussion opens inside its group. */
export function discussionHref(row: { id: number; gid: number | null }): string {
  return row.gid === null ? `/discussion-detail/${row.id}` : `/group/${row.gid}/discussion-detail/${row.id}`;
}

const SITE_DISCUSSION_TEST_IDS: DiscussionAdminTestIds = {
  table: 'admin-discussion-table',
  row: (id) => `admin-discussion-${id}`,
  status: 'admin-discussion-status',
  top: 'admin-discussion-top',
  delete: 'admin-discussion-delete',
  deleteConfirm: 'admin-discussion-delete-confirm',
};

/** Every discussion, with the keyword search above the shared admin table (part 3 §2.9). */
function DiscussionTable() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const list = useQuery(adminDiscussionOptions.list(page, keyword));
  const remove = useListChange((did: number) => adminDiscussionApi.remove(did), _('Delete_successfully'), () => void queryClient.invalidateQueries({ queryKey: communityKeys.discussions() }));
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <KeywordFilter value={keyword} onSearch={search} testId="admin-discussion-keyword" w={260} />
      </Group>
      <DiscussionAdminTable
        rows={list.data?.records ?? []}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        footer={{ total: list.data?.total ?? 0, page, pageSize: DISCUSSION_PAGE_SIZE, onPage: setPage }}
        change={adminDiscussionApi.change}
        remove={(did) => remove.mutate(did)}
        viewAction={(row) => (
          <Anchor href={discussionHref(row)} target="_blank" aria-label={_('View')} title={_('View')} data-testid="admin-discussion-view">
            <IconEye size={18} />
          </Anchor>
        )}
        testIds={SITE_DISCUSSION_TEST_IDS}
      />
    </Stack>
  );
}

/** The reports users sent (part 3 §5): open ones first; the handled switch saves at once. */
function ReportTable() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(adminDiscussionOptions.reports(page));
  const handle = useListChange(({ id, handled }: { id: number; handled: boolean }) => adminDiscussionApi.handleReport(id, handled), _('Update_Successfully'), () => {
    void queryClient.invalidateQueries({ queryKey: [...communityKeys.all, 'reports'] });
  });
  const rows = list.data?.records ?? [];
  return (
    <AdminTable
      columns={[{ label: 'ID', w: 70 }, _('Discussion'), _('Reporter'), _('Report_Tags'), _('Report_Reason'), _('Create_Time'), { label: _('Report_Handled'), w: 90 }]}
      rows={rows}
      loading={list.isPending}
      dimmed={list.isPlaceholderData}
      minWidth={900}
      empty={_('No_Reports')}
      testId="admin-report-table"
      footer={{ total: list.data?.total ?? 0, page, pageSize: DISCUSSION_PAGE_SIZE, onPage: setPage }}
    >
      {(row: ReportRow) => (
        <Table.Tr key={row.id} data-testid={`admin-report-${row.id}`}>
          <Table.Td>{row.id}</Table.Td>
          <Table.Td>
            <Anchor href={`/discussion-detail/${row.did}`} target="_blank" size="sm" data-testid="admin-report-discussion">
              {row.discussionTitle}
            </Anchor>
          </Table.Td>
          <Table.Td>{row.reporter}</Table.Td>
          <Table.Td>
            <Group gap={4}>
              {row.tags.map((tag) => (
                <Badge key={tag} size="sm" variant="light" color="orange" tt="none">
                  {reportTagLabel(_, tag)}
                </Badge>
              ))}
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="admin-report-reason">
              {row.content}
            </Text>
          </Table.Td>
          <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
          <Table.Td>
            <Switch
              checked={row.status === REPORT_STATUS.handled}
              onChange={(e) => handle.mutate({ id: row.id, handled: e.currentTarget.checked })}
              aria-label={_('Report_Handled')}
              data-testid="admin-report-handled"
            />
          </Table.Td>
        </Table.Tr>
      )}
    </AdminTable>
  );
}
