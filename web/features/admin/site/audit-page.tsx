import { useLingui } from '@lingui/react';
import { Badge, Code, Group, Modal, ScrollArea, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE, type AuditRow } from '../../../../contract/api/admin';
import { needsAdminRole, type Endpoint } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { AdminPageHeader, AdminTable, RowAction } from '../../../components/admin-table';
import { KeywordFilter } from '../../../components/schedule-status';
import { formatDateTime } from '../../../lib/format';
import { siteAdminOptions, type AuditListParams } from './site-admin-api';

/** The calls the log records: every write of an admin or super-admin entry (decision 36). */
const AUDITED_CALLS = (Object.entries(ENDPOINTS) as [string, Endpoint][])
  .filter(([, e]) => e.method !== 'GET' && needsAdminRole(e.access))
  .map(([name, e]) => ({ value: name, label: `${name} (${e.method} ${e.path})` }))
  .sort((a, b) => a.value.localeCompare(b.value));

/** A date input's day as Unix seconds at its start (or, for `end`, at its end), in the browser's time zone. */
function daySeconds(day: string, end: boolean): number | undefined {
  if (!day) return undefined;
  const at = new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).getTime();
  return Number.isNaN(at) ? undefined : Math.floor(at / 1000);
}

const targetsText = (targets: unknown) =>
  targets && typeof targets === 'object'
    ? Object.entries(targets)
        .map(([name, value]) => `${name}=${Array.isArray(value) ? (value.length > 3 ? `${value.slice(0, 3).join(',')},… (${value.length})` : value.join(',')) : String(value)}`)
        .join(' ')
    : '';

/** /admin/audit (decision 36): every admin write, newest first, by admin, call, target and day. */
export function AuditPage() {
  const { _, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [username, setUsername] = useState('');
  const [call, setCall] = useState<string | null>(null);
  const [target, setTarget] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<AuditRow | null>(null);
  const params: AuditListParams = {
    currentPage: page,
    limit: AUDIT_PAGE_SIZE,
    username: username || undefined,
    call: call ?? undefined,
    target: target || undefined,
    from: daySeconds(from, false),
    to: daySeconds(to, true),
  };
  const list = useQuery(siteAdminOptions.audit(params));
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return (
    <Stack gap="md" data-testid="admin-audit">
      <AdminPageHeader title={_('Admin_Audit')} />
      <Group gap="sm">
        <KeywordFilter value={username} onSearch={(next) => filter(() => setUsername(next))} placeholder={_('Audit_Admin')} testId="audit-username" w={180} />
        <Select placeholder={_('Audit_Call')} searchable clearable w={320} value={call} onChange={(value) => filter(() => setCall(value))} data={AUDITED_CALLS} data-testid="audit-call" />
        <KeywordFilter value={target} onSearch={(next) => filter(() => setTarget(next))} placeholder={_('Audit_Target')} testId="audit-target" w={200} />
        <TextInput type="date" aria-label={_('Audit_From')} value={from} onChange={(e) => filter(() => setFrom(e.currentTarget.value))} data-testid="audit-from" />
        <TextInput type="date" aria-label={_('Audit_To')} value={to} onChange={(e) => filter(() => setTo(e.currentTarget.value))} data-testid="audit-to" />
      </Group>
      <AdminTable
        columns={[{ label: _('Time'), w: 180 }, _('Audit_Admin'), _('Audit_Call'), _('Audit_Target'), { label: _('Option'), w: 70 }]}
        rows={list.data?.records ?? []}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        minWidth={900}
        empty={_('No_Audit_Records')}
        testId="audit-table"
        footer={{ total: list.data?.total ?? 0, page, pageSize: AUDIT_PAGE_SIZE, onPage: setPage }}
      >
        {(row: AuditRow) => (
          <Table.Tr key={row.id} data-testid={`audit-row-${row.call}`}>
            <Table.Td>{formatDateTime(row.time, i18n.locale)}</Table.Td>
            <Table.Td>{row.username}</Table.Td>
            <Table.Td>
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {row.call}
                </Text>
                <Group gap={4}>
                  <Badge size="xs" variant="light">
                    {row.method}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {row.path}
                  </Text>
                </Group>
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{targetsText(row.targets)}</Text>
            </Table.Td>
            <Table.Td>
              <RowAction label={_('Audit_Details')} icon={IconFileSearch} onClick={() => setOpen(row)} testId="audit-details" />
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {open && <AuditDetails row={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

const json = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value, null, 2));

/** One record: the request as kept (secrets replaced) and the thing before and after, where recorded. */
function AuditDetails({ row, onClose }: { row: AuditRow; onClose(): void }) {
  const { _, i18n } = useLingui();
  const block = (title: string, value: unknown, testId: string) => (
    <Stack gap={4}>
      <Title order={6}>{title}</Title>
      <ScrollArea.Autosize mah={320}>
        <Code block data-testid={testId}>
          {json(value)}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
  return (
    <Modal opened onClose={onClose} size="xl" title={`${row.call} · ${formatDateTime(row.time, i18n.locale)}`} data-testid="audit-dialog">
      <Stack>
        <Text size="sm">
          {row.username} · {row.method} {row.path} {row.ip ? `· ${row.ip}` : ''}
        </Text>
        {block(_('Audit_Request'), { query: row.query, body: row.body }, 'audit-request')}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {block(_('Audit_Before'), row.before, 'audit-before')}
          {block(_('Audit_After'), row.after, 'audit-after')}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
