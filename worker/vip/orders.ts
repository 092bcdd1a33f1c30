import type { CreatedOrder, CreateOrderBody, OrderView, VipInfo } from '../../contract/api/vip';
import { ORDER_PAY_WINDOW_SECONDS, VIP_MESSAGES, vipPlan, type OrderState } from '../../contract/rules/vip';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { ApiError, badRequest, notFound } from '../lib/api-error';
import { randomDigits } from '../lib/random';
import { consumeRate } from '../lib/rate-limit';
import { paymentProvider } from './payment-port';
import { configuredProvider } from './payments';
import { findOrder, insertOrder, orderPage, vipGrantOf } from './queries';
import { ORDER_RATE, orderNumber, vipStanding } from './rules';
import { toOrderView } from './view';

/** The buyer's side of VIP (part 1 §2 /plusMember, §4, §7): the membership, ordering a plan, the orders. */

/** `get-vip-info`: the caller's membership (ended ones too) and whether the site takes payments. */
export async function vipInfo(deps: Pick<Deps, 'db' | 'clock' | 'env'>, caller: Principal): Promise<VipInfo> {
  const grant = await vipGrantOf(deps.db, caller.user.id);
  const standing = vipStanding(grant, deps.clock.nowSeconds());
  return {
    standing,
    expiresAt: standing === 'none' || grant?.expiresAt == null ? null : new Date(grant.expiresAt * 1000).toISOString(),
    paymentAvailable: paymentProvider(deps.env) !== null,
  };
}

/**
 * `create-order`: a new order of the plan, waiting for the provider, and the address of the
 * provider's page where the buyer pays. Nothing about the payment is decided here: only the
 * provider's signed notification marks the order paid (payments.ts).
 */
export async function createVipOrder(deps: Pick<Deps, 'db' | 'clock' | 'env'>, caller: Principal, body: CreateOrderBody): Promise<CreatedOrder> {
  const plan = vipPlan(body.planId);
  if (!plan) throw badRequest(VIP_MESSAGES.noSuchPlan);
  const provider = configuredProvider(deps);
  const now = deps.clock.nowSeconds();
  const grant = await vipGrantOf(deps.db, caller.user.id);
  if (grant && grant.expiresAt === null) throw new ApiError(409, VIP_MESSAGES.noEndAlready);
  await consumeRate(deps, ORDER_RATE, caller.user.id);
  const row = await insertOrder(deps.db, {
    orderNo: orderNumber(now, randomDigits(8)),
    uid: caller.user.id,
    username: caller.user.username,
    planId: plan.id,
    months: plan.months,
    amountFen: plan.amountFen,
    provider: provider.name,
    state: 'created',
    createdAt: now,
    payDeadline: now + ORDER_PAY_WINDOW_SECONDS,
  });
  const payUrl = await provider.payUrl({ orderNo: row.orderNo, planId: row.planId, amountFen: row.amountFen, payDeadline: row.payDeadline });
  return { order: toOrderView(row, now), payUrl };
}

/** `get-order`: one of the caller's own orders (anyone else's does not exist for them). */
export async function myOrder(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal, orderNo: string): Promise<OrderView> {
  const row = await findOrder(deps.db, orderNo);
  if (!row || row.uid !== caller.user.id) throw notFound(VIP_MESSAGES.noSuchOrder);
  return toOrderView(row, deps.clock.nowSeconds());
}

async function ordersPage(deps: Pick<Deps, 'db' | 'clock'>, filter: { uid?: string; state?: OrderState; keyword?: string }, query: { currentPage: number; limit: number }): Promise<Page<OrderView>> {
  const now = deps.clock.nowSeconds();
  const { rows, total } = await orderPage(deps.db, filter, now, { limit: query.limit, offset: (query.currentPage - 1) * query.limit });
  return { records: rows.map((row) => toOrderView(row, now)), total, current: query.currentPage, size: query.limit };
}

/** `get-my-orders`: the caller's orders, newest first. */
export function myOrders(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal, query: { currentPage: number; limit: number }): Promise<Page<OrderView>> {
  return ordersPage(deps, { uid: caller.user.id }, query);
}

/** `admin/vip/get-order-list` (super admin, part 3 §2.2 orders): every order, by state, a buyer or an order number. */
export function adminOrders(deps: Pick<Deps, 'db' | 'clock'>, query: { currentPage: number; limit: number; state?: OrderState; keyword?: string }): Promise<Page<OrderView>> {
  return ordersPage(deps, { state: query.state, keyword: query.keyword }, query);
}
