import * as v from 'valibot';
import type { PaymentEvent, PaymentProvider } from './payment-port';
import { parseSignatureHeader, signatureFresh } from './rules';

/**
 * The local fake payment provider (decision 37). It plays both halves of a real one: its page (served
 * by this Worker under /api/dev/fake-pay, local mode only) shows the order with paid / not paid /
 * cancelled buttons, and a press of paid or cancelled sends the provider's asynchronous notification,
 * signed with FAKE_PAYMENT_SECRET, which the Worker verifies like any notification. The secret stays
 * on the server: the page's address carries only a ticket derived from it for that one order.
 */

export const FAKE_PROVIDER = 'fake';
/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "notify:<t>.<body>">` */
export const FAKE_SIGNATURE_HEADER = 'X-Fake-Pay-Signature';

export const FakeNotificationBody = v.object({
  orderNo: v.string(),
  tradeNo: v.string(),
  amountFen: v.pipe(v.number(), v.integer()),
  status: v.picklist(['paid', 'cancelled']),
});
export type FakeNotificationBody = v.InferOutput<typeof FakeNotificationBody>;

const encoder = new TextEncoder();

function hmacKey(secret: string, use: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);
}

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function hmacHex(secret: string, message: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(message)));
}

/**
 * The ticket in an order's payment address: it opens that order's page and nothing else. The
 * "checkout:" prefix keeps it from ever being a valid notification signature ("notify:").
 */
export function checkoutTicket(secret: string, orderNo: string): Promise<string> {
  return hmacHex(secret, `checkout:${orderNo}`);
}

export async function ticketMatches(secret: string, orderNo: string, ticket: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(ticket)) return false;
  const key = await hmacKey(secret, 'verify');
  return crypto.subtle.verify('HMAC', key, fromHex(ticket), encoder.encode(`checkout:${orderNo}`));
}

/** The signature header of a notification body signed at `timestamp`. */
export async function signFakeNotification(secret: string, body: string, timestamp: number): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `notify:${timestamp}.${body}`)}`;
}

function parseBody(body: string): FakeNotificationBody | null {
  try {
    const parsed = v.safeParse(FakeNotificationBody, JSON.parse(body));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function fakeProvider(secret: string): PaymentProvider {
  return {
    name: FAKE_PROVIDER,
    notificationType: 'application/json',
    async payUrl(order) {
      const query = new URLSearchParams({ orderNo: order.orderNo, ticket: await checkoutTicket(secret, order.orderNo) });
      return `/api/dev/fake-pay?${query.toString()}`;
    },
    async readNotification(notification, nowSeconds): Promise<PaymentEvent | null> {
      const header = parseSignatureHeader(notification.headers.get(FAKE_SIGNATURE_HEADER));
      if (!header || !signatureFresh(header.timestamp, nowSeconds)) return null;
      const key = await hmacKey(secret, 'verify');
      const signed = await crypto.subtle.verify('HMAC', key, fromHex(header.signature), encoder.encode(`notify:${header.timestamp}.${notification.body}`));
      if (!signed) return null;
      const body = parseBody(notification.body);
      return body && { orderNo: body.orderNo, providerRef: body.tradeNo, amountFen: body.amountFen, outcome: body.status };
    },
  };
}
