import { useLingui } from '@lingui/react';
import { Avatar, Badge, Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserRow } from '../../../../contract/api/admin';
import { ADMIN_PAGE_SIZES, ADMIN_USER_PAGE_SIZE, USER_STATUS } from '../../../../contract/rules/admin';
import { AdminTable, RowAction } from '../../../components/admin-table';
import { TitleTag } from '../../../components/author-badges';
import { confirmDelete } from '../../../components/confirm-danger';
import { KeywordFilter } from '../../../components/schedule-status';
import { formatDateTime } from '../../../lib/format';
import { notifyWarning } from '../../../lib/notify';
import { useListChange } from '../../../lib/use-list-change';
import { siteAdminApi, siteAdminKeys, siteAdminOptions } from './site-admin-api';
import { UserEditDialog } from './user-edit-dialog';
import { ROLE_COLOR, ROLE_FILTER, ROLE_TEXT } from './user-roles';

/** The user list of /admin/user: search, the role and status filters, edit, and deleting a selection. */
export function UserListPanel() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(ADMIN_USER_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<number | undefined>();
  const [status, setStatus] = useState<number | undefined>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const list = useQuery(siteAdminOptions.users({ currentPage: page, limit, keyword: keyword || undefined, role, status }));
  const rows = list.data?.records ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: siteAdminKeys.users() });
  const remove = useListChange((ids: string[]) => siteAdminApi.deleteUsers(ids), _('Delete_successfully'), () => {
    setChosen(new Set());
    refresh();
  });
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
    setChosen(new Set());
  };
  const toggle = (uid: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.uid));
  const askDelete = () => {
    // Part 3 §5: a delete selection must not be empty.
    if (chosen.size === 0) {
      notifyWarning(_('Select_Users_First'));
      return;
    }
    const ids = [...chosen];
    confirmDelete({ title: _('Delete_Users'), body: _('Delete_Users_Confirm', { count: ids.length }), onConfirm: () => remove.mutate(ids), testId: 'admin-user-delete-confirm' });
  };
  return (
    <Stack gap="md" data-testid="admin-user-list">
      <Group justify="space-between">
        <Group gap="sm">
          <KeywordFilter value={keyword} onSearch={(next) => filter(() => setKeyword(next))} testId="admin-user-keyword" w={220} />
          <Select
            placeholder={_('Role')}
            clearable
            w={160}
            value={role === undefined ? null : String(role)}
            onChange={(value) => filter(() => setRole(value === null ? undefined : Number(value)))}
            data={ROLE_FILTER.map((r) => ({ value: String(r.id), label: `${r.id} ${_(r.label)}` }))}
            data-testid="admin-user-role-filter"
          />
          <Select
            placeholder={_('Status')}
            clearable
            w={130}
            value={status === undefined ? null : String(status)}
            onChange={(value) => filter(() => setStatus(value === null ? undefined : Number(value)))}
            data={[
              { value: String(USER_STATUS.enabled), label: _('User_Enabled') },
              { value: String(USER_STATUS.disabled), label: _('User_Disabled') },
            ]}
            data-testid="admin-user-status-filter"
          />
        </Group>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={askDelete} loading={remove.isPending} data-testid="admin-user-delete">
          {chosen.size > 0 ? _('Delete_Selected_Count', { count: chosen.size }) : _('Delete_Selected')}
        </Button>
      </Group>
      <AdminTable
        columns={[
          { label: '', w: 40 },
          _('Username'),
          _('RealName'),
          _('Email'),
          { label: _('Role'), w: 150 },
          { label: _('Status'), w: 90 },
          _('Created_Time'),
          _('Last_Login'),
          { label: _('Option'), w: 70 },
        ]}
        rows={rows}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        minWidth={1000}
        empty={_('No_Users')}
        testId="admin-user-table"
        footer={{
          total: list.data?.total ?? 0,
          page,
          pageSize: limit,
          onPage: (next) => {
            setPage(next);
            setChosen(new Set());
          },
          children: (
            <Select
              w={110}
              size="xs"
              value={String(limit)}
              onChange={(value) => filter(() => setLimit(Number(value ?? ADMIN_USER_PAGE_SIZE)))}
              data={ADMIN_PAGE_SIZES.map((size) => ({ value: String(size), label: _('Per_Page', { size }) }))}
              allowDeselect={false}
              aria-label={_('Page_Size')}
            />
          ),
        }}
      >
        {(row: AdminUserRow) => (
          <Table.Tr key={row.uid} data-testid={`admin-user-${row.username}`}>
            <Table.Td>
              <Checkbox checked={chosen.has(row.uid)} onChange={() => toggle(row.uid)} aria-label={row.username} data-testid="admin-user-choose" />
            </Table.Td>
            <Table.Td>
              <Group gap={8} wrap="nowrap">
                <Avatar src={row.avatar} name={row.username} color="initials" size={28} radius="xl" />
                <Stack gap={0}>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {row.username}
                    </Text>
                    <TitleTag name={row.titleName} color={row.titleColor} />
                  </Group>
                  {row.nickname && (
                    <Text size="xs" c="dimmed">
                      {row.nickname}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td>{row.realname ?? ''}</Table.Td>
            <Table.Td>{row.email}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Badge color={ROLE_COLOR[row.role]} variant="light" data-testid="admin-user-role">
                  {_(ROLE_TEXT[row.role])}
                </Badge>
                {row.isVip && (
                  <Badge color="yellow" variant="light">
                    {_(ROLE_TEXT.vip)}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Badge color={row.status === USER_STATUS.enabled ? 'green' : 'gray'} variant="dot" data-testid="admin-user-status">
                {row.status === USER_STATUS.enabled ? _('User_Enabled') : _('User_Disabled')}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
            <Table.Td>{formatDateTime(row.lastLoginTime, i18n.locale)}</Table.Td>
            <Table.Td>
              <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="admin-user-edit" />
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {rows.length > 0 && (
        <Checkbox
          label={_('Choose_Page')}
          checked={allChosen}
          indeterminate={!allChosen && rows.some((row) => chosen.has(row.uid))}
          onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((row) => row.uid)))}
          data-testid="admin-user-choose-page"
        />
      )}
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(null)} onSaved={refresh} />}
    </Stack>
  );
}
