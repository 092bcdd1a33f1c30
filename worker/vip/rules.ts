import type { StoredOrderState } from '../../contract/rules/vip';
import { VIP_MESSAGES } from '../../contract/rules/vip';
import type { VipStanding } from '../../contract/api/vip';
import type { RateRule } from '../lib/rate-limit';

/** Pure rules of VIP membership and its orders (decision 37): no D1, no clock read, no HTTP. */

/**
 * `seconds` plus `months` calendar months on the UTC calendar, at the same time of day. A day the
 * target month lacks becomes its last day: 31 January + 1 month is 28 (or 29) February, 29 February
 * + 12 months is 28 February.
 */
export function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  const ms = Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds());
  return Math.floor(ms / 1000);
}

/** A user's vip role row, if any: `expiresAt` null is a membership without an end. */
export interface VipGrant {
  expiresAt: number | null;
}

export function vipStanding(grant: VipGrant | undefined, now: number): VipStanding {
  if (!grant) return 'none';
  return grant.expiresAt === null || grant.expiresAt > now ? 'active' : 'expired';
}

/**
 * The membership's end after a payment of `months`: a member's paid time is added to the end they
 * already have (nothing is lost by renewing early); anyone else gets `months` from now. A membership
 * without an end stays without one (null).
 */
export function extendedExpiry(grant: VipGrant | undefined, now: number, months: number): number | null {
  if (grant && grant.expiresAt === null) return null;
  const from = grant && grant.expiresAt !== null && grant.expiresAt > now ? grant.expiresAt : now;
  return addMonths(from, months);
}

/** What a provider's notification says happened to the payment. */
export type PaymentOutcome = 'paid' | 'cancelled';

export type OrderStep = { kind: 'apply'; to: 'paid' | 'cancelled' } | { kind: 'already' } | { kind: 'refuse'; message: string };

/**
 * The order state machine: created → paid, created → cancelled; both are final. The same outcome
 * again (a replayed or repeated notification) changes nothing; the other outcome of a closed order
 * is refused. A created order past its payment window still takes a payment the provider confirms:
 * the money was taken, and the provider is the one that knows.
 */
export function orderStep(state: StoredOrderState, outcome: PaymentOutcome): OrderStep {
  if (state === 'created') return { kind: 'apply', to: outcome };
  if (state === outcome) return { kind: 'already' };
  return { kind: 'refuse', message: state === 'paid' ? VIP_MESSAGES.orderPaid : VIP_MESSAGES.orderClosed };
}

/** A signed notification is good for this long either side of its signing time (as the judge's callbacks). */
export const NOTIFICATION_WINDOW_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC>`, the fake provider's signature header; null when malformed. */
export function parseSignatureHeader(header: string | null | undefined): { timestamp: number; signature: string } | null {
  if (!header) return null;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { timestamp: Number(t), signature: v1 };
}

export function signatureFresh(timestamp: number, now: number): boolean {
  return Math.abs(now - timestamp) <= NOTIFICATION_WINDOW_SECONDS;
}

/** An order number: the time it was made (UTC, to the second) and random digits, e.g. VIP20270131235959-04817263. */
export function orderNumber(nowSeconds: number, randomDigits: string): string {
  const stamp = new Date(nowSeconds * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `VIP${stamp}-${randomDigits}`;
}

/** One account may open this many orders an hour (each is a row and a provider's checkout). */
export const ORDER_RATE: RateRule = { name: 'vip-order:user', limit: 20, windowSeconds: 3600 };
