import { useLingui } from '@lingui/react';
import { Anchor, Badge, Group, Select, Stack, Switch, Table, Tabs, Text } from '@mantine/core';
import { IconCategory, IconEye, IconFlag, IconMessages, IconPinned } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DiscussionRow, ReportRow } from '../../../../contract/api/community';
import { DISCUSSION_PAGE_SIZE, DISCUSSION_STATUS, REPORT_STATUS } from '../../../../contract/rules/community';
import { AdminPageHeader, AdminTable, RowDeleteAction } from '../../../components/admin-table';
import { KeywordFilter } from '../../../components/schedule-status';
import { communityKeys } from '../../../lib/community-keys';
import { formatDateTime } from '../../../lib/format';
import { reportTagLabel } from '../../../lib/report-tags';
import { useListChange } from '../../../lib/use-list-change';
import { useListSearch } from '../../../lib/use-list-search';
import { adminDiscussionApi, adminDiscussionOptions, type DiscussionChange } from './admin-discussion-api';
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

/** The admin table of part 3 §2.9: status select and top switch save at once (§4), delete asks first. */
function DiscussionTable() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const list = useQuery(adminDiscussionOptions.list(page, keyword));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: communityKeys.discussions() });
  const change = useListChange((body: DiscussionChange) => adminDiscussionApi.change(body), _('Update_Successfully'), refresh);
  const remove = useListChange((did: number) => adminDiscussionApi.remove(did), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  const statusChoices = [
    { value: String(DISCUSSION_STATUS.normal), label: _('Discussion_Status_Normal') },
    { value: String(DISCUSSION_STATUS.disabled), label: _('Discussion_Status_Disabled') },
  ];
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <KeywordFilter value={keyword} onSearch={search} testId="admin-discussion-keyword" w={260} />
      </Group>
      <AdminTable
        columns={[{ label: 'ID', w: 70 }, _('Title'), _('Author'), _('Likes'), _('Views'), _('Create_Time'), { label: _('Status'), w: 130 }, { label: _('Top'), w: 70 }, { label: _('Option'), w: 90 }]}
        rows={rows}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        minWidth={900}
        empty={_('No_Discussions')}
        testId="admin-discussion-table"
        footer={{ total: list.data?.total ?? 0, page, pageSize: DISCUSSION_PAGE_SIZE, onPage: setPage }}
      >
        {(row: DiscussionRow) => (
          <Table.Tr key={row.id} data-testid={`admin-discussion-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {row.topPriority && <IconPinned size={14} color="var(--mantine-color-red-6)" aria-label={_('Top')} />}
                <Text size="sm" lineClamp={2}>
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
                onChange={(value) => value !== null && Number(value) !== row.status && change.mutate({ id: row.id, status: Number(value) as 0 | 1 })}
                aria-label={_('Status')}
                data-testid="admin-discussion-status"
              />
            </Table.Td>
            <Table.Td>
              <Switch checked={row.topPriority} onChange={(e) => change.mutate({ id: row.id, topPriority: e.currentTarget.checked })} aria-label={_('Top')} data-testid="admin-discussion-top" />
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Anchor href={discussionHref(row)} target="_blank" aria-label={_('View')} title={_('View')} data-testid="admin-discussion-view">
                  <IconEye size={18} />
                </Anchor>
                <RowDeleteAction title={_('Delete_Discussion')} body={_('Delete_Discussion_Confirm', { title: row.title })} onConfirm={() => remove.mutate(row.id)} testId="admin-discussion-delete" confirmTestId="admin-discussion-delete-confirm" />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
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
