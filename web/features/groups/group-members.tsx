import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Paper, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupMemberRow } from '../../../contract/api/groups';
import { GROUP_ADMIN_PAGE_SIZE, GROUP_ADMIN_PAGE_SIZES, MEMBER_AUTH, MEMBER_AUTH_CHOICES, memberChangeRefusal, memberRemovalRefusal } from '../../../contract/rules/groups';
import { RowDeleteAction } from '../../components/admin-table';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { formatDateTime } from '../../lib/format';
import { groupKeys } from '../../lib/group-keys';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { useGroup } from './group-context';
import { memberAuthLabel } from './group-model';
import { groupApplicationsOptions, groupMembersOptions, groupsApi } from './groups-api';
import { useListChange } from '../../lib/use-list-change';
import { UserHomeLink } from '../../components/user-home-link';

type Level = (typeof MEMBER_AUTH_CHOICES)[number];

/** A username linking to the user's home page. */
function UserLink({ username }: { username: string }) {
  return (
    <UserHomeLink username={username} fw={400} testId="group-member-username">
      {username}
    </UserHomeLink>
  );
}

/** The page sizes of the group's admin lists (part 3 §9): 10, 30, 50 or 100. */
function PageSizeSelect({ value, onChange }: { value: number; onChange(size: number): void }) {
  const { _ } = useLingui();
  return (
    <Select
      size="xs"
      w={110}
      allowDeselect={false}
      value={String(value)}
      data={GROUP_ADMIN_PAGE_SIZES.map((size) => ({ value: String(size), label: _('Page_Size', { size }) }))}
      onChange={(next) => next && onChange(Number(next))}
      aria-label={_('Page_Size_Label')}
    />
  );
}

/** Who is asking, in the shape memberChangeRefusal and memberRemovalRefusal take. */
function useActor() {
  const { standing } = useGroup();
  const { user } = useSession();
  return { auth: standing.level, isOwner: standing.isOwner, isSiteAdmin: standing.siteAdmin, uid: user?.uid ?? '' };
}

function useMemberMutations(gid: number) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) });
  const change = useMutation({
    mutationFn: ({ uid, auth }: { uid: string; auth: Level }) => groupsApi.updateMember(gid, uid, auth),
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      refresh();
    },
    onError: refresh,
  });
  const remove = useListChange((uid: string) => groupsApi.removeMember(gid, uid), _('Delete_successfully'), refresh);
  return { change, remove };
}

/** The applications waiting or refused (part 3 §2.10): accept sets 3, refuse sets 2. */
function ApplicationTable({ gid }: { gid: number }) {
  const { _, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(GROUP_ADMIN_PAGE_SIZE);
  const list = useQuery(groupApplicationsOptions(gid, page, size, true));
  const { change, remove } = useMemberMutations(gid);
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="xs" data-testid="group-application-table">
      <Title order={5}>{_('Group_Applications')}</Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('Username')}</Table.Th>
              <Table.Th>{_('Apply_Reason')}</Table.Th>
              <Table.Th>{_('Apply_Time')}</Table.Th>
              <Table.Th>{_('Status')}</Table.Th>
              <Table.Th>{_('Option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <EmptyTableRow columns={5} compact>{list.isPending ? _('Loading') : _('No_Applications')}</EmptyTableRow>}
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`group-application-${row.username}`}>
                <Table.Td>
                  <UserLink username={row.username} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.reason}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
                <Table.Td>
                  <Badge color={row.auth === MEMBER_AUTH.applying ? 'yellow' : 'gray'} variant="light">
                    {_(memberAuthLabel(row.auth))}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button size="xs" color="green" loading={change.isPending} onClick={() => change.mutate({ uid: row.uid, auth: MEMBER_AUTH.member })} data-testid="group-application-accept">
                      {_('Accept')}
                    </Button>
                    {row.auth === MEMBER_AUTH.applying && (
                      <Button size="xs" color="orange" variant="light" loading={change.isPending} onClick={() => change.mutate({ uid: row.uid, auth: MEMBER_AUTH.refused })} data-testid="group-application-refuse">
                        {_('Refuse')}
                      </Button>
                    )}
                    <RowDeleteAction title={_('Delete')} body={_('Delete_Member_Confirm')} onConfirm={() => remove.mutate(row.uid)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(list.data?.total ?? 0) > GROUP_ADMIN_PAGE_SIZE && (
        <ListFooter total={list.data?.total ?? 0} page={page} pageSize={size} onPage={setPage}>
          <PageSizeSelect value={size} onChange={(next) => { setSize(next); setPage(1); }} />
        </ListFooter>
      )}
    </Stack>
  );
}

/** The level select of a member: it saves at once; levels the viewer may not set are disabled (part 3 §4). */
function LevelSelect({ row, admin, onChange }: { row: GroupMemberRow; admin: boolean; onChange?(auth: Level): void }) {
  const { _ } = useLingui();
  const { group } = useGroup();
  const actor = useActor();
  const target = { auth: row.auth, isOwner: row.uid === group.uid, uid: row.uid };
  const levels = MEMBER_AUTH_CHOICES.filter((level) => level >= MEMBER_AUTH.member);
  return (
    <Select
      size="xs"
      w={150}
      allowDeselect={false}
      value={String(row.auth)}
      disabled={!admin}
      data={levels.map((level) => ({ value: String(level), label: _(memberAuthLabel(level)), disabled: level === row.auth || memberChangeRefusal(actor, target, level) !== null }))}
      onChange={(value) => value && Number(value) !== row.auth && onChange?.(Number(value) as Level)}
      aria-label={_('Group_Member_Auth')}
      data-testid="group-member-level"
    />
  );
}

/** The members (3 to 5), 10 a page; in the admin view with the level select and the delete button. */
function MemberTable({ gid, admin }: { gid: number; admin: boolean }) {
  const { _, i18n } = useLingui();
  const { group } = useGroup();
  const actor = useActor();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(GROUP_ADMIN_PAGE_SIZE);
  const list = useQuery(groupMembersOptions(gid, page, size));
  const { change, remove } = useMemberMutations(gid);
  const rows = list.data?.records ?? [];
  const columns = admin ? 5 : 4;
  return (
    <Stack gap="xs" data-testid={admin ? 'group-member-admin-table' : 'group-member-table'}>
      {admin && <Title order={5}>{_('Group_Member_Admin')}</Title>}
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('Username')}</Table.Th>
              <Table.Th>{_('Join_Time')}</Table.Th>
              <Table.Th>{_('Change_Time')}</Table.Th>
              <Table.Th>{_('Group_Member_Auth')}</Table.Th>
              {admin && <Table.Th>{_('Option')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <EmptyTableRow columns={columns}>{list.isPending ? _('Loading') : _('No_Members')}</EmptyTableRow>}
            {rows.map((row) => {
              const removal = memberRemovalRefusal(actor, { auth: row.auth, isOwner: row.uid === group.uid, uid: row.uid });
              return (
                <Table.Tr key={row.id} data-testid={`group-member-${row.username}`}>
                  <Table.Td>
                    <UserLink username={row.username} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
                  <Table.Td>{formatDateTime(row.gmtModify, i18n.locale)}</Table.Td>
                  <Table.Td>
                    <LevelSelect row={row} admin={admin} onChange={(auth) => change.mutate({ uid: row.uid, auth })} />
                  </Table.Td>
                  {admin && (
                    <Table.Td>
                      {removal === null && (
                        <RowDeleteAction title={_('Delete')} body={_('Delete_Member_Confirm')} onConfirm={() => remove.mutate(row.uid)} testId="group-member-delete" confirmTestId="group-member-delete-confirm" />
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter total={list.data?.total ?? 0} page={page} pageSize={size} onPage={setPage} testId="group-member-pagination">
        {admin && <PageSizeSelect value={size} onChange={(next) => { setSize(next); setPage(1); }} />}
      </ListFooter>
    </Stack>
  );
}

/**
 * The member tab (part 3 §2.10): the member list. Group admins always see the applications that wait
 * for them first (issue 21 item 11: no switch to find them); the switch turns the member list into the
 * admin table with the level select and the delete button.
 */
export function GroupMembers() {
  const { _ } = useLingui();
  const { gid, standing } = useGroup();
  const [adminView, setAdminView] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-members">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{_('Group_Member')}</Title>
          {standing.admin && <Switch label={_('Group_Admin_View')} checked={adminView} onChange={(event) => setAdminView(event.currentTarget.checked)} data-testid="group-member-admin-toggle" />}
        </Group>
        {standing.admin && <ApplicationTable gid={gid} />}
        <MemberTable gid={gid} admin={adminView && standing.admin} />
      </Stack>
    </Paper>
  );
}
