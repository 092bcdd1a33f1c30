import type { PaymentAck } from '../../contract/api/vip';
import { orderStateAt, VIP_MESSAGES } from '../../contract/rules/vip';
import type { Deps } from '../deps';
import { ApiError, badRequest, notFound, unauthorized } from '../lib/api-error';
import { newId } from '../lib/random';
import { paymentProvider, type PaymentEvent, type PaymentProvider, type RawNotification } from './payment-port';
import { cancelOrder, findOrder, payOrderQueries, vipGrantOf, type OrderRow } from './queries';
import { extendedExpiry, orderStep } from './rules';

/** Concurrent changes of one user's membership a confirmation steps aside for before it asks the provider to retry. */
const GRANT_ATTEMPTS = 5;

function ackOf(row: OrderRow, applied: boolean, now: number): PaymentAck {
  return { orderNo: row.orderNo, state: orderStateAt(row.state, row.payDeadline, now), applied };
}

/** The provider this site takes payments through; without one, nothing about payments is answered. */
export function configuredProvider(deps: Pick<Deps, 'env'>): PaymentProvider {
  const provider = paymentProvider(deps.env);
  if (!provider) throw new ApiError(503, VIP_MESSAGES.paymentUnavailable);
  return provider;
}

/**
 * `POST payment/notify`, and the fake provider's own buttons (fake-checkout.ts) through the same
 * door: the configured provider reads the notification and answers null for anything it did not
 * sign (a forged, altered or stale one), which is refused before any order is looked at.
 */
export async function receivePaymentNotification(deps: Pick<Deps, 'db' | 'clock'>, provider: PaymentProvider, notification: RawNotification): Promise<PaymentAck> {
  const event = await provider.readNotification(notification, deps.clock.nowSeconds());
  if (!event) throw unauthorized(VIP_MESSAGES.badSignature);
  return applyPaymentEvent(deps, provider.name, event);
}

/**
 * Applies a verified event to its order (the state machine of rules.ts `orderStep`). A payment
 * grants the vip role for the plan's months, added to the end the member already has; the same
 * notification again changes nothing, so a provider's retries never add months twice.
 */
export async function applyPaymentEvent(deps: Pick<Deps, 'db' | 'clock'>, providerName: string, event: PaymentEvent): Promise<PaymentAck> {
  const now = deps.clock.nowSeconds();
  const order = await findOrder(deps.db, event.orderNo);
  if (!order || order.provider !== providerName) throw notFound(VIP_MESSAGES.noSuchOrder);
  if (event.amountFen !== order.amountFen) throw badRequest(VIP_MESSAGES.amountMismatch);
  const step = orderStep(order.state, event.outcome);
  if (step.kind === 'refuse') throw new ApiError(409, step.message);
  if (step.kind === 'already') return ackOf(order, false, now);
  if (step.to === 'cancelled') {
    const closed = await cancelOrder(deps.db, order.orderNo, event.providerRef, now);
    return settledAck(deps, order.orderNo, closed, 'cancelled');
  }
  return grantPaidOrder(deps, order, event.providerRef);
}

/** After a change that may have lost a race: the order as it is now, or the refusal its new state calls for. */
async function settledAck(deps: Pick<Deps, 'db' | 'clock'>, orderNo: string, applied: boolean, outcome: 'paid' | 'cancelled'): Promise<PaymentAck> {
  const now = deps.clock.nowSeconds();
  const row = (await findOrder(deps.db, orderNo))!;
  if (!applied && row.state !== outcome) {
    const step = orderStep(row.state, outcome);
    if (step.kind === 'refuse') throw new ApiError(409, step.message);
  }
  return ackOf(row, applied, now);
}

/**
 * Marks the order paid and sets the member's end in one batch, guarded so that it happens once: the
 * order must still be created and the member's vip row as read (payOrderQueries). When another
 * change came first (an admin's add-vip, a second order of the same user) the end is computed again
 * from what is there now.
 */
async function grantPaidOrder(deps: Pick<Deps, 'db' | 'clock'>, order: OrderRow, providerRef: string): Promise<PaymentAck> {
  const { db } = deps;
  for (let attempt = 0; attempt < GRANT_ATTEMPTS; attempt += 1) {
    const now = deps.clock.nowSeconds();
    const seen = await vipGrantOf(db, order.uid);
    const grantToken = newId();
    await db.batch(payOrderQueries(db, order, seen, { providerRef, paidAt: now, vipUntil: extendedExpiry(seen, now, order.months), grantToken }));
    const row = (await findOrder(db, order.orderNo))!;
    if (row.grantToken === grantToken) return ackOf(row, true, now);
    if (row.state !== 'created') return settledAck(deps, order.orderNo, false, 'paid');
  }
  throw new ApiError(503, VIP_MESSAGES.busy);
}
