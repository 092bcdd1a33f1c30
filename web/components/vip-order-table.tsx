import { useLingui } from '@lingui/react';
import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderView } from '../../contract/api/vip';
import type { Page } from '../../contract/envelope';
import { formatYuan, ORDER_PAGE_SIZE } from '../../contract/rules/vip';
import { formatDateTime } from '../lib/format';
import { AdminTable } from './admin-table';
import { OrderStateBadge } from './vip-badges';

/**
 * A page of VIP orders: the buyer's own on /plusMember, everyone's (`admin`: with the buyer and the
 * provider's payment number) on /admin/orders.
 */
export function VipOrderTable({ list, page, onPage, admin = false, testId }: { list: UseQueryResult<Page<OrderView>>; page: number; onPage(page: number): void; admin?: boolean; testId: string }) {
  const { _, i18n } = useLingui();
  const columns = admin
    ? [_('Order_No'), _('Username'), _('Vip_Plan'), _('Order_Amount'), _('Order_State'), _('Order_Provider_Ref'), _('Created_Time'), _('Order_Paid_At')]
    : [_('Order_No'), _('Vip_Plan'), _('Order_Amount'), _('Order_State'), _('Created_Time'), _('Order_Paid_At')];
  return (
    <AdminTable
      columns={columns}
      rows={list.data?.records ?? []}
      loading={list.isPending}
      dimmed={list.isPlaceholderData}
      minWidth={admin ? 1000 : 720}
      empty={_('No_Orders')}
      testId={testId}
      footer={{ total: list.data?.total ?? 0, page, pageSize: ORDER_PAGE_SIZE, onPage }}
    >
      {(row: OrderView) => (
        <Table.Tr key={row.orderNo} data-testid={`order-${row.orderNo}`}>
          <Table.Td ff="monospace" fz="sm">
            {row.orderNo}
          </Table.Td>
          {admin && <Table.Td>{row.username}</Table.Td>}
          <Table.Td>{_('Vip_Plan_Months', { months: row.months })}</Table.Td>
          <Table.Td>¥{formatYuan(row.amountFen)}</Table.Td>
          <Table.Td>
            <OrderStateBadge state={row.state} />
          </Table.Td>
          {admin && (
            <Table.Td ff="monospace" fz="sm">
              {row.providerRef ?? '-'}
            </Table.Td>
          )}
          <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
          <Table.Td>{formatDateTime(row.paidAt, i18n.locale)}</Table.Td>
        </Table.Tr>
      )}
    </AdminTable>
  );
}
