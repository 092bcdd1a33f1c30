import * as v from 'valibot';
import { ORDER_PAGE_SIZE, ORDER_STATES, VIP_MEMBER_PAGE_SIZE, vipExpiryOfDate } from '../rules/vip';
import { defineEndpoints } from './endpoint';
import { currentPage, optionalQueryText, pageLimit, pageOf } from './fields';

export * from '../rules/vip';

/**
 * VIP membership and its payments (part 1 §1, §2 /plusMember, §4, §7 "Payment", §8, §9; part 3 §2.2
 * `orders`, §6, §7 Admin add-vip/remove-vip). The spec names only the two admin calls; the others
 * follow HOJ's naming. Decision 37.
 */

// ---- request fields -------------------------------------------------------------------------

const queryText = (field: string, max: number) => v.pipe(v.string(`${field} must be text`), v.trim(), v.nonEmpty(`${field} is required`), v.maxLength(max, `${field} must be at most ${max} characters`));
const orderNo = queryText('orderNo', 64);
/** A user's id as the admin calls name it (HOJ's `uuid`). */
const uuid = queryText('uuid', 64);

/** add-vip's `date`: an ISO date (to the end of that day, UTC) or date and time with its zone; arrives as Unix seconds. */
const vipDate = v.pipe(
  v.string('date must be a date'),
  v.transform((x) => vipExpiryOfDate(x)),
  v.number('date must be a date (YYYY-MM-DD) or an ISO 8601 date and time with its zone'),
);

export const CreateOrderBody = v.object({ planId: v.pipe(v.number('planId must be a number'), v.integer('planId must be a whole number')) });
export type CreateOrderBody = v.InferOutput<typeof CreateOrderBody>;
export const OrderNoQuery = v.object({ orderNo });
export const MyOrderListQuery = v.object({ currentPage, limit: pageLimit(ORDER_PAGE_SIZE) });
export const AdminOrderListQuery = v.object({
  currentPage,
  limit: pageLimit(ORDER_PAGE_SIZE),
  state: v.optional(v.pipe(v.string('state must be text'), v.transform((x) => (x.trim() === '' ? undefined : x.trim())), v.optional(v.picklist(ORDER_STATES, `state must be one of ${ORDER_STATES.join(', ')}`)))),
  /** a username or an order number */
  keyword: optionalQueryText('keyword', 64),
});
export const MemberListQuery = v.object({ currentPage, limit: pageLimit(VIP_MEMBER_PAGE_SIZE), keyword: optionalQueryText('keyword', 64) });
export const FindVipUserQuery = v.object({ username: queryText('username', 64) });
export const AddVipQuery = v.object({ uuid, date: vipDate });
export const RemoveVipQuery = v.object({ uuid });

/** The fake provider's page: the order and the ticket its payment address carries. */
export const FakeCheckoutQuery = v.object({ orderNo, ticket: queryText('ticket', 128) });
export const FAKE_CHECKOUT_RESULTS = ['paid', 'unpaid', 'cancelled'] as const;
export type FakeCheckoutResult = (typeof FAKE_CHECKOUT_RESULTS)[number];
export const FakeCheckoutActionQuery = v.object({
  orderNo,
  ticket: queryText('ticket', 128),
  result: v.picklist(FAKE_CHECKOUT_RESULTS, `result must be one of ${FAKE_CHECKOUT_RESULTS.join(', ')}`),
});

// ---- responses --------------------------------------------------------------------------------

export const OrderView = v.object({
  orderNo: v.string(),
  uid: v.string(),
  /** the buyer's name when the order was made (kept if the account is renamed or deleted) */
  username: v.string(),
  planId: v.number(),
  months: v.number(),
  amountFen: v.number(),
  state: v.picklist(ORDER_STATES),
  /** the payment port that took it: `fake` (local mode) */
  provider: v.string(),
  /** the provider's own number of the payment, from its notification */
  providerRef: v.nullable(v.string()),
  gmtCreate: v.string(),
  /** until when the provider takes the payment */
  payDeadline: v.string(),
  paidAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  /** the membership's end this payment set (null while unpaid, or for a member without an end) */
  vipUntil: v.nullable(v.string()),
});
export type OrderView = v.InferOutput<typeof OrderView>;

export const CreatedOrder = v.object({ order: OrderView, payUrl: v.string() });
export type CreatedOrder = v.InferOutput<typeof CreatedOrder>;

/** none: never a member (or removed); active: a member now (expiresAt null = without an end); expired: the membership ended. */
export const VIP_STANDINGS = ['none', 'active', 'expired'] as const;
export type VipStanding = (typeof VIP_STANDINGS)[number];

export const VipInfo = v.object({
  standing: v.picklist(VIP_STANDINGS),
  expiresAt: v.nullable(v.string()),
  /** whether this site takes payments (a payment provider is configured, or local mode's fake one) */
  paymentAvailable: v.boolean(),
});
export type VipInfo = v.InferOutput<typeof VipInfo>;

export const VipMember = v.object({
  uid: v.string(),
  username: v.string(),
  nickname: v.nullable(v.string()),
  standing: v.picklist(VIP_STANDINGS),
  expiresAt: v.nullable(v.string()),
});
export type VipMember = v.InferOutput<typeof VipMember>;

/** The Worker's answer to a provider's notification: the order's state now, and whether this notification changed it. */
export const PaymentAck = v.object({ orderNo: v.string(), state: v.picklist(ORDER_STATES), applied: v.boolean() });
export type PaymentAck = v.InferOutput<typeof PaymentAck>;

export const VIP_ENDPOINTS = defineEndpoints({
  getVipInfo: { method: 'GET', path: '/api/vip/get-vip-info', summary: "The caller's VIP membership and whether the site takes payments", access: 'user', response: VipInfo },
  createVipOrder: {
    method: 'POST',
    path: '/api/vip/create-order',
    summary: 'Order a VIP plan (plan 1: 12 months, 399 yuan); answers the address of the payment provider’s page',
    access: 'user',
    body: CreateOrderBody,
    response: CreatedOrder,
  },
  getVipOrder: { method: 'GET', path: '/api/vip/get-order', summary: "One of the caller's orders, with its state", access: 'user', query: OrderNoQuery, response: OrderView },
  getMyVipOrders: { method: 'GET', path: '/api/vip/get-my-orders', summary: "The caller's orders, newest first", access: 'user', query: MyOrderListQuery, response: pageOf(OrderView) },
  paymentNotify: {
    method: 'POST',
    path: '/api/payment/notify',
    summary: "The payment provider's asynchronous notification (signed; the only way an order becomes paid or cancelled)",
    access: 'public',
    response: PaymentAck,
  },
  fakeCheckoutPage: {
    method: 'GET',
    path: '/api/dev/fake-pay',
    summary: "The local fake payment provider's page: the order and its paid / not paid / cancelled buttons (local mode)",
    access: 'public',
    query: FakeCheckoutQuery,
    file: true,
    localOnly: true,
  },
  fakeCheckoutAction: {
    method: 'POST',
    path: '/api/dev/fake-pay',
    summary: 'A button of the fake provider’s page: paid and cancelled send the provider’s signed notification (local mode)',
    access: 'public',
    query: FakeCheckoutActionQuery,
    file: true,
    localOnly: true,
  },
  adminVipOrderList: { method: 'GET', path: '/api/admin/vip/get-order-list', summary: 'Every VIP order, newest first, by state (super admin)', access: 'root', query: AdminOrderListQuery, response: pageOf(OrderView) },
  adminVipMemberList: { method: 'GET', path: '/api/admin/vip/get-member-list', summary: 'VIP members with their expiry (admins)', access: 'siteAdmin', query: MemberListQuery, response: pageOf(VipMember) },
  adminFindVipUser: { method: 'GET', path: '/api/admin/vip/find-user', summary: 'A user by name, with their VIP standing (admins)', access: 'siteAdmin', query: FindVipUserQuery, response: VipMember },
  adminAddVip: { method: 'POST', path: '/api/admin/user/add-vip', summary: 'Make a user VIP until the given date (admins)', access: 'siteAdmin', query: AddVipQuery, response: VipMember },
  adminRemoveVip: { method: 'DELETE', path: '/api/admin/user/remove-vip', summary: "End a user's VIP membership now (admins)", access: 'siteAdmin', query: RemoveVipQuery, response: v.null() },
});
