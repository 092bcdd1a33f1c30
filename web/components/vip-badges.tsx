import { useLingui } from '@lingui/react';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconCrownFilled } from '@tabler/icons-react';
import type { OrderState } from '../../contract/rules/vip';
import { msgId } from '../lib/message-id';

/** The VIP mark beside a member's name (the top bar, the VIP page; decision 37). */
export function VipBadge({ size = 'sm', testId = 'vip-badge' }: { size?: BadgeProps['size']; testId?: string }) {
  const { _ } = useLingui();
  return (
    <Badge size={size} color="yellow.6" variant="filled" leftSection={<IconCrownFilled size={10} />} data-testid={testId}>
      {_('VIP_Badge')}
    </Badge>
  );
}

const ORDER_STATE_LOOK: Record<OrderState, { label: string; color: string }> = {
  created: { label: msgId('Order_State_Created'), color: 'blue' },
  paid: { label: msgId('Order_State_Paid'), color: 'green' },
  cancelled: { label: msgId('Order_State_Cancelled'), color: 'gray' },
  expired: { label: msgId('Order_State_Expired'), color: 'orange' },
};

export const orderStateLabel = (state: OrderState) => ORDER_STATE_LOOK[state].label;

/** An order's state, on the VIP page and in the admin's order list. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { _ } = useLingui();
  const look = ORDER_STATE_LOOK[state];
  return (
    <Badge color={look.color} variant="light" data-testid="order-state" data-state={state}>
      {_(look.label)}
    </Badge>
  );
}
