import { useLingui } from '@lingui/react';
import { Code, Group, Modal, ScrollArea, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE, type AuditRow, type AuditTargetName } from '../../../../contract/api/admin';
import { needsAdminRole, type Endpoint } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { AdminPageHeader, AdminTable, RowAction } from '../../../components/admin-table';
import { KeywordFilter } from '../../../components/schedule-status';
import { formatDateTime } from '../../../lib/format';
import { siteAdminOptions, type AuditListParams } from './site-admin-api';
import { AUDIT_TARGET_KIND_LABELS, auditOperationLabel, changeValue, fieldChanges } from './audit-words';

/** The calls the log records: every write of an admin or super-admin entry (decision 36). */
const AUDITED_CALLS = (Object.entries(ENDPOINTS) as [string, Endpoint][]).filter(([, e]) => e.method !== 'GET' && needsAdminRole(e.access)).map(([name]) => name);

/** How many changed fields a row shows before "and n more" (the dialog has them all). */
const CHANGES_SHOWN = 3;

/** A date input's day as Unix seconds at its start (or, for `end`, at its end), in the browser's time zone. */
function daySeconds(day: string, end: boolean): number | undefined {
  if (!day) return undefined;
  const at = new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).getTime();
  return Number.isNaN(at) ? undefined : Math.floor(at / 1000);
}

/** How many targets a row names before "…" (a deletion of 100 users). */
const TARGETS_SHOWN = 3;

/** A call's words in the viewer's language, or its registry name for a call since removed. */
function useOperation() {
  const { _ } = useLingui();
  return (call: string) => {
    const label = auditOperationLabel(call);
    return label ? _(label) : call;
  };
}

/** The things a record names, in words: "User alice", "Contest Spring cup"; an id where there is no name (deleted since, or a tag). */
function TargetNames({ named }: { named: AuditTargetName[] }) {
  const { _ } = useLingui();
  const shown = named.slice(0, TARGETS_SHOWN);
  return (
    <Stack gap={2} data-testid="audit-targets">
      {shown.map((t) => {
        const kind = t.kind ? AUDIT_TARGET_KIND_LABELS[t.kind] : undefined;
        return (
          <Text key={`${t.field}:${t.id}`} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="audit-target">
            <Text span size="xs" c="dimmed">
              {kind ? _(kind) : t.field}{' '}
            </Text>
            {t.name ?? `#${t.id}`}
            {t.kind && t.name === null && (
              <Text span size="xs" c="dimmed">
                {' '}({_('Audit_Deleted_Target')})
              </Text>
            )}
          </Text>
        );
      })}
      {named.length > TARGETS_SHOWN && (
        <Text size="xs" c="dimmed">
          … ({named.length})
        </Text>
      )}
    </Stack>
  );
}

/** The fields a change moved, before → after, for records that kept both sides (configuration, users, VIP). */
function Changes({ row }: { row: AuditRow }) {
  const { _ } = useLingui();
  const changes = fieldChanges(row.before, row.after);
  if (changes.length === 0) return null;
  return (
    <Stack gap={2} data-testid="audit-changes">
      {changes.slice(0, CHANGES_SHOWN).map((c) => (
        <Text key={c.field} size="xs" style={{ overflowWrap: 'anywhere' }} data-testid={`audit-change-${c.field}`}>
          <Text span size="xs" fw={600}>
            {c.field}
          </Text>
          : {changeValue(c.before)} → {changeValue(c.after)}
        </Text>
      ))}
      {changes.length > CHANGES_SHOWN && (
        <Text size="xs" c="dimmed">
          {_('Audit_More_Changes', { count: changes.length - CHANGES_SHOWN })}
        </Text>
      )}
    </Stack>
  );
}

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
  const operation = useOperation();
  const callChoices = AUDITED_CALLS.map((name) => ({ value: name, label: `${operation(name)} · ${name}` })).sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return (
    <Stack gap="md" data-testid="admin-audit">
      <AdminPageHeader title={_('Admin_Audit')} />
      <Group gap="sm">
        <KeywordFilter value={username} onSearch={(next) => filter(() => setUsername(next))} placeholder={_('Audit_Admin')} testId="audit-username" w={160} />
        <Select placeholder={_('Audit_Operation')} searchable clearable w={300} value={call} onChange={(value) => filter(() => setCall(value))} data={callChoices} data-testid="audit-call" />
        <KeywordFilter value={target} onSearch={(next) => filter(() => setTarget(next))} placeholder={_('Audit_Target')} testId="audit-target" w={160} />
        <TextInput type="date" aria-label={_('Audit_From')} value={from} onChange={(e) => filter(() => setFrom(e.currentTarget.value))} data-testid="audit-from" />
        <TextInput type="date" aria-label={_('Audit_To')} value={to} onChange={(e) => filter(() => setTo(e.currentTarget.value))} data-testid="audit-to" />
      </Group>
      <AdminTable
        // Fits the admin area's content at 1366 px (issue 21 item 13): long names and values wrap inside their cells.
        columns={[{ label: _('Time'), w: 150 }, { label: _('Audit_Admin'), w: 120 }, _('Audit_Operation'), _('Audit_Target'), _('Audit_Change'), { label: _('Option'), w: 60 }]}
        rows={list.data?.records ?? []}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        empty={_('No_Audit_Records')}
        testId="audit-table"
        footer={{ total: list.data?.total ?? 0, page, pageSize: AUDIT_PAGE_SIZE, onPage: setPage }}
      >
        {(row: AuditRow) => (
          <Table.Tr key={row.id} data-testid={`audit-row-${row.call}`}>
            <Table.Td>{formatDateTime(row.time, i18n.locale)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.username}</Table.Td>
            <Table.Td>
              <Stack gap={2}>
                <Text size="sm" fw={600} data-testid="audit-operation">
                  {operation(row.call)}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.call}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              <TargetNames named={row.named} />
            </Table.Td>
            <Table.Td>
              <Changes row={row} />
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
  const operation = useOperation();
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
    <Modal opened onClose={onClose} size="xl" title={`${operation(row.call)} · ${formatDateTime(row.time, i18n.locale)}`} data-testid="audit-dialog">
      <Stack>
        <Text size="sm">
          {row.username} · {row.call} · {row.method} {row.path} {row.ip ? `· ${row.ip}` : ''}
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
