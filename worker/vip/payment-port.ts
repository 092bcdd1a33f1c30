import type { Env } from '../env';
import { isLocalMode } from '../env';
import { fakeProvider } from './fake-provider';
import type { PaymentOutcome } from './rules';

/** What a provider's verified notification says: the order, the provider's payment number, the amount and what happened. */
export interface PaymentEvent {
  orderNo: string;
  providerRef: string;
  amountFen: number;
  outcome: PaymentOutcome;
}

/** An order as a provider needs it to take the payment. */
export interface CheckoutOrder {
  orderNo: string;
  planId: number;
  amountFen: number;
  /** Unix seconds: the provider takes no payment after it */
  payDeadline: number;
}

/** A raw notification as it reached the Worker: the exact body bytes (as text) and the headers. */
export interface RawNotification {
  body: string;
  headers: Headers;
}

/**
 * The payment port (decision 37), in the manner of the mail port (decision 6): the VIP use cases
 * know only this. A provider opens a payment for an order (the address the buyer pays at) and reads
 * its own asynchronous notifications, answering null for anything it did not sign. The provider's
 * notification is the only thing that marks an order paid or cancelled; nothing the buyer's browser
 * sends does.
 */
export interface PaymentProvider {
  /** stored with each order, so a notification is only taken for orders this provider opened */
  readonly name: string;
  /** the media type its notifications come as; anything else is refused before the body is read */
  readonly notificationType: string;
  payUrl(order: CheckoutOrder): Promise<string>;
  readNotification(notification: RawNotification, nowSeconds: number): Promise<PaymentEvent | null>;
}

/**
 * The provider this Worker takes payments through: the local fake one in local mode (`npm start`,
 * tests), whose signing key is FAKE_PAYMENT_SECRET from .dev.vars. No real provider is configured
 * offline, so a deployment answers null and ordering is refused with a clear message; the fake one
 * never runs outside local mode, whatever the settings say.
 */
export function paymentProvider(env: Env): PaymentProvider | null {
  if (isLocalMode(env) && env.FAKE_PAYMENT_SECRET) return fakeProvider(env.FAKE_PAYMENT_SECRET);
  return null;
}
