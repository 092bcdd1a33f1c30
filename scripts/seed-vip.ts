/**
 * Demo VIP data for the local stack (decision 37): bob is a VIP member whose membership ends about a
 * year ahead, paid by one order through the fake provider; a second order of his was cancelled at the
 * provider's page. Idempotent: the orders keep their first values, and bob's membership is set only
 * when it has no end (scripts/seed.ts grants the role without one) or has ended, so he stays VIP.
 */
import { ROLE_ID } from '../contract/roles';
import { VIP_PLANS } from '../contract/rules/vip';
import { addMonths } from '../worker/vip/rules';
import { sqlLiteral as q } from './inline-sql';

/** bob, the fifth demo account of scripts/seed.ts. */
const BOB = `demo${String(4).padStart(28, '0')}`;
const PLAN = VIP_PLANS[0]!;

export const SEED_ORDERS = {
  paid: { orderNo: 'VIP-DEMO-0001', providerRef: 'FAKE-DEMO-0001' },
  cancelled: { orderNo: 'VIP-DEMO-0002', providerRef: 'FAKE-DEMO-0002' },
} as const;

export function seedVipSql(now: number): string {
  const paidCreated = now - 3600;
  const paidAt = paidCreated + 120;
  const until = addMonths(paidAt, PLAN.months);
  const cancelledCreated = now - 2 * 86_400;
  const order = (orderNo: string, providerRef: string, state: 'paid' | 'cancelled', createdAt: number, closedAt: number, vipUntil: number | null) =>
    `INSERT OR IGNORE INTO vip_orders (order_no, uid, username, plan_id, months, amount_fen, provider, provider_ref, state, created_at, pay_deadline, paid_at, cancelled_at, vip_until, grant_token) SELECT ${[
      q(orderNo),
      'id',
      'username',
      PLAN.id,
      PLAN.months,
      PLAN.amountFen,
      q('fake'),
      q(providerRef),
      q(state),
      createdAt,
      createdAt + 1800,
      state === 'paid' ? closedAt : 'NULL',
      state === 'cancelled' ? closedAt : 'NULL',
      q(vipUntil),
      q(state === 'paid' ? 'demo' : null),
    ].join(', ')} FROM users WHERE id = ${q(BOB)};`;
  return [
    order(SEED_ORDERS.paid.orderNo, SEED_ORDERS.paid.providerRef, 'paid', paidCreated, paidAt, until),
    order(SEED_ORDERS.cancelled.orderNo, SEED_ORDERS.cancelled.providerRef, 'cancelled', cancelledCreated, cancelledCreated + 300, null),
    `INSERT INTO user_roles (user_id, role_id, expires_at) SELECT id, ${ROLE_ID.vip}, ${until} FROM users WHERE id = ${q(BOB)} ON CONFLICT (user_id, role_id) DO UPDATE SET expires_at = excluded.expires_at WHERE user_roles.expires_at IS NULL OR user_roles.expires_at <= ${now};`,
    '',
  ].join('\n');
}
