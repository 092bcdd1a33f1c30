/**
 * VIP membership rules the web app and the Worker both apply (part 1 §1, §4, §7, §8, §9; part 3 §6,
 * §7 Admin). Decision 37.
 */

/** A plan the VIP page offers: part 1 §1 and §9 give one, 12 months for 399 yuan; §7 calls it plan 1. */
export interface VipPlan {
  id: number;
  months: number;
  /** the price in fen (1 yuan = 100 fen), so money is never a fraction */
  amountFen: number;
}

export const VIP_PLANS: readonly VipPlan[] = [{ id: 1, months: 12, amountFen: 39_900 }];

export function vipPlan(id: number): VipPlan | undefined {
  return VIP_PLANS.find((plan) => plan.id === id);
}

/**
 * What an order's row stores: waiting for the provider, paid (final), or closed by the provider
 * (final). `expired` is never stored: a waiting order whose payment window has passed reads as expired.
 */
export const STORED_ORDER_STATES = ['created', 'paid', 'cancelled'] as const;
export type StoredOrderState = (typeof STORED_ORDER_STATES)[number];
export const ORDER_STATES = [...STORED_ORDER_STATES, 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** How long the provider's page takes a payment for a new order. */
export const ORDER_PAY_WINDOW_SECONDS = 30 * 60;

export const ORDER_PAGE_SIZE = 10;
export const VIP_MEMBER_PAGE_SIZE = 10;

/** The order state as shown: a waiting order past its payment window is expired. */
export function orderStateAt(stored: StoredOrderState, payDeadline: number, nowSeconds: number): OrderState {
  return stored === 'created' && nowSeconds >= payDeadline ? 'expired' : stored;
}

/** 39900 fen → "399.00" (yuan, two decimals). */
export function formatYuan(amountFen: number): string {
  const sign = amountFen < 0 ? '-' : '';
  const fen = Math.abs(Math.trunc(amountFen));
  return `${sign}${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** The messages part 1 §8 gives for the purchase flow, kept as the spec writes them (they are catalog ids too). */
export const VIP_MESSAGES = {
  paymentFailed: '支付失败',
  paymentCancelled: '取消支付',
  choosePlan: '请选择套餐',
  noSuchPlan: 'The chosen plan does not exist',
  paymentUnavailable: 'Online payment is not configured on this site; please contact the administrator',
  noSuchOrder: 'The order does not exist',
  noSuchUser: 'The user does not exist',
  notVip: 'The user is not a VIP member',
  expiryInPast: 'The VIP expiry date must be in the future',
  expiryTooFar: 'The VIP expiry date is too far away',
  badSignature: 'The payment notification is not signed by the payment provider',
  amountMismatch: 'The paid amount does not match the order',
  orderClosed: 'The order is closed',
  orderPaid: 'The order is already paid',
  noEndAlready: 'Your VIP membership has no end date; there is nothing to buy',
  busy: 'The order is being changed by another request; please try again',
} as const;

/** The furthest expiry an admin may give (add-vip's date): a hundred years ahead. */
export const VIP_EXPIRY_MAX_YEARS = 100;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function isCalendarDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/**
 * The expiry add-vip's `date` names, in Unix seconds: an ISO 8601 date and time with its zone (what
 * the admin screen sends: the end of the chosen day in the admin's zone), or a plain date, meaning
 * the end of that day in UTC. Null for anything else, a 30 February included.
 */
export function vipExpiryOfDate(text: string): number | null {
  const value = text.trim();
  const match = DATE_ONLY.exec(value) ?? DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1]!, match[2]!, match[3]!)) return null;
  const ms = Date.parse(match[0].length === 10 ? `${value}T23:59:59Z` : value);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
