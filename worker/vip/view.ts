import type { OrderView, VipMember } from '../../contract/api/vip';
import { orderStateAt } from '../../contract/rules/vip';
import { iso } from '../contests/view';
import type { MemberRow, OrderRow } from './queries';
import { vipStanding } from './rules';

const isoOrNull = (seconds: number | null) => (seconds === null ? null : iso(seconds));

export function toOrderView(row: OrderRow, now: number): OrderView {
  return {
    orderNo: row.orderNo,
    uid: row.uid,
    username: row.username,
    planId: row.planId,
    months: row.months,
    amountFen: row.amountFen,
    state: orderStateAt(row.state, row.payDeadline, now),
    provider: row.provider,
    providerRef: row.providerRef,
    gmtCreate: iso(row.createdAt),
    payDeadline: iso(row.payDeadline),
    paidAt: isoOrNull(row.paidAt),
    cancelledAt: isoOrNull(row.cancelledAt),
    vipUntil: isoOrNull(row.vipUntil),
  };
}

/** A user's VIP standing; `member` false means the user has no vip row at all. */
export function toVipMember(row: MemberRow & { member?: boolean }, now: number): VipMember {
  const standing = row.member === false ? 'none' : vipStanding({ expiresAt: row.expiresAt }, now);
  return { uid: row.uid, username: row.username, nickname: row.nickname, standing, expiresAt: standing === 'none' ? null : isoOrNull(row.expiresAt) };
}
