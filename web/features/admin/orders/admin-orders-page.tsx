import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Modal, SegmentedControl, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { IconCrown, IconCrownOff, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VipMember, VipStanding } from '../../../../contract/api/vip';
import { ORDER_STATES, VIP_MEMBER_PAGE_SIZE, type OrderState } from '../../../../contract/rules/vip';
import { AdminPageHeader, AdminTable, RowAction } from '../../../components/admin-table';
import { confirmDanger } from '../../../components/confirm-danger';
import { KeywordFilter } from '../../../components/schedule-status';
import { orderStateLabel } from '../../../components/vip-badges';
import { VipOrderTable } from '../../../components/vip-order-table';
import { formatDateTime } from '../../../lib/format';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { useListChange } from '../../../lib/use-list-change';
import { useListSearch } from '../../../lib/use-list-search';
import { adminOrderListOptions, adminVipApi, adminVipKeys, adminVipMemberOptions } from './admin-orders-api';
import { aYearFrom, checkVipGrant, type VipGrantDraft, type VipGrantProblem } from './vip-grant-model';

type OrdersTab = 'orders' | 'members';

/** /admin/orders (part 3 §2.2 SA): the VIP orders by state, and the VIP members an admin adds and removes (§7 add-vip, remove-vip). */
export function AdminOrdersPage() {
  const { _ } = useLingui();
  const [tab, setTab] = useState<OrdersTab>('orders');
  return (
    <Stack gap="md" data-testid="admin-orders">
      <AdminPageHeader title={_('Admin_Orders')} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as OrdersTab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="orders" leftSection={<IconReceipt size={16} />} data-testid="admin-orders-tab-orders">
            {_('Vip_Orders')}
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconCrown size={16} />} data-testid="admin-orders-tab-members">
            {_('Vip_Members')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders">
          <OrderTable />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MemberTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

const ALL_STATES = 'all';

function OrderTable() {
  const { _ } = useLingui();
  const { page, setPage, keyword, search } = useListSearch();
  const [state, setState] = useState<OrderState | null>(null);
  const list = useQuery(adminOrderListOptions(page, state, keyword));
  const chooseState = (value: string) => {
    setState(value === ALL_STATES ? null : (value as OrderState));
    setPage(1);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <SegmentedControl
          value={state ?? ALL_STATES}
          onChange={chooseState}
          data={[{ value: ALL_STATES, label: _('All') }, ...ORDER_STATES.map((s) => ({ value: s, label: _(orderStateLabel(s)) }))]}
          data-testid="admin-orders-state"
        />
        <KeywordFilter value={keyword} onSearch={search} testId="admin-orders-keyword" placeholder={_('Order_Keyword_Hint')} w={280} />
      </Group>
      <VipOrderTable list={list} page={page} onPage={setPage} admin testId="admin-order-table" />
    </Stack>
  );
}

const STANDING_LOOK: Record<VipStanding, { label: string; color: string }> = {
  none: { label: msgId('Vip_Standing_None'), color: 'gray' },
  active: { label: msgId('Vip_Standing_Active'), color: 'yellow' },
  expired: { label: msgId('Vip_Standing_Expired'), color: 'gray' },
};

function MemberTable() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const [adding, setAdding] = useState(false);
  const list = useQuery(adminVipMemberOptions(page, keyword));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminVipKeys.all });
  const remove = useListChange((uid: string) => adminVipApi.removeVip(uid), _('Vip_Removed'), refresh);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="admin-vip-add">
          {_('Vip_Add')}
        </Button>
        <KeywordFilter value={keyword} onSearch={search} testId="admin-vip-keyword" w={260} />
      </Group>
      <AdminTable
        columns={[_('Username'), _('Nickname'), _('Vip_Standing'), _('Vip_Expires_At'), { label: _('Option'), w: 90 }]}
        rows={list.data?.records ?? []}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        minWidth={700}
        empty={_('No_Vip_Members')}
        testId="admin-vip-table"
        footer={{ total: list.data?.total ?? 0, page, pageSize: VIP_MEMBER_PAGE_SIZE, onPage: setPage }}
      >
        {(row: VipMember) => (
          <Table.Tr key={row.uid} data-testid={`admin-vip-${row.username}`}>
            <Table.Td>{row.username}</Table.Td>
            <Table.Td>{row.nickname ?? '-'}</Table.Td>
            <Table.Td>
              <Badge color={STANDING_LOOK[row.standing].color} variant="light" data-testid="admin-vip-standing">
                {_(STANDING_LOOK[row.standing].label)}
              </Badge>
            </Table.Td>
            <Table.Td data-testid="admin-vip-expires">{row.expiresAt ? formatDateTime(row.expiresAt, i18n.locale) : _('Vip_No_End')}</Table.Td>
            <Table.Td>
              <RowAction
                label={_('Vip_Remove')}
                icon={IconCrownOff}
                color="red"
                onClick={() => confirmDanger({ title: _('Vip_Remove'), body: _('Vip_Remove_Confirm', { username: row.username }), onConfirm: () => remove.mutate(row.uid), testId: 'admin-vip-remove-confirm' })}
                testId="admin-vip-remove"
              />
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {adding && <AddVipDialog onClose={() => setAdding(false)} onDone={refresh} />}
    </Stack>
  );
}

const PROBLEM_TEXT: Record<VipGrantProblem, string> = {
  username_required: msgId('Username_Check_Required'),
  date_required: msgId('Vip_Date_Required'),
  date_past: msgId('Vip_Date_Past'),
};

/** Add VIP: a user by name until the end of a chosen day (add-vip takes the user's uuid, looked up first). */
function AddVipDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState<VipGrantDraft>(() => ({ username: '', date: aYearFrom(new Date()) }));
  const [problem, setProblem] = useState<VipGrantProblem | null>(null);
  const save = useMutation({
    mutationFn: async ({ username, date }: { username: string; date: string }) => adminVipApi.addVip((await adminVipApi.findUser(username)).uid, date),
    onSuccess: (member) => {
      notifySuccess(_('Vip_Added', { username: member.username }));
      onDone();
      onClose();
    },
  });
  const submit = () => {
    const checked = checkVipGrant(draft, new Date());
    setProblem(checked.ok ? null : checked.problem);
    if (checked.ok) save.mutate(checked);
  };
  const errorOf = (...which: VipGrantProblem[]) => (problem !== null && which.includes(problem) ? _(PROBLEM_TEXT[problem]) : undefined);
  return (
    <Modal opened onClose={onClose} title={_('Vip_Add')} data-testid="admin-vip-dialog">
      <Stack>
        <TextInput label={_('Username')} withAsterisk value={draft.username} onChange={(e) => setDraft({ ...draft, username: e.currentTarget.value })} error={errorOf('username_required')} data-testid="admin-vip-username" />
        <TextInput
          type="date"
          label={_('Vip_Expires_At')}
          description={_('Vip_Date_Hint')}
          withAsterisk
          value={draft.date}
          onChange={(e) => setDraft({ ...draft, date: e.currentTarget.value })}
          error={errorOf('date_required', 'date_past')}
          data-testid="admin-vip-date"
        />
        <Text size="xs" c="dimmed">
          {_('Vip_Add_Hint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="admin-vip-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
