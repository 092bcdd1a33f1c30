import { describe, expect, it } from 'vitest';
import { checkoutTicket, FAKE_SIGNATURE_HEADER, fakeProvider, signFakeNotification, ticketMatches } from './fake-provider';

const SECRET = 'unit-test-secret-of-the-fake-provider-0123456789';
const NOW = 1_780_000_000;
const provider = fakeProvider(SECRET);
const body = JSON.stringify({ orderNo: 'VIP20260101000000-12345678', tradeNo: 'FAKE1', amountFen: 39_900, status: 'paid' });

async function read(text: string, signature: string | null, now = NOW) {
  const headers = new Headers(signature === null ? {} : { [FAKE_SIGNATURE_HEADER]: signature });
  return provider.readNotification({ body: text, headers }, now);
}

describe('the fake provider’s notifications', () => {
  it('reads what it signed', async () => {
    expect(await read(body, await signFakeNotification(SECRET, body, NOW))).toEqual({
      orderNo: 'VIP20260101000000-12345678',
      providerRef: 'FAKE1',
      amountFen: 39_900,
      outcome: 'paid',
    });
  });

  it('refuses a missing, foreign, altered or stale signature', async () => {
    expect(await read(body, null)).toBeNull();
    expect(await read(body, await signFakeNotification('another-secret-another-secret-another', body, NOW))).toBeNull();
    expect(await read(body.replace('39900', '100'), await signFakeNotification(SECRET, body, NOW))).toBeNull();
    expect(await read(body, await signFakeNotification(SECRET, body, NOW - 301))).toBeNull();
    expect(await read(body, (await signFakeNotification(SECRET, body, NOW)).replace(`t=${NOW}`, `t=${NOW + 1}`))).toBeNull();
  });

  it('refuses a signed body that is not a notification', async () => {
    for (const text of ['{}', 'not json', JSON.stringify({ orderNo: 'x', tradeNo: 'y', amountFen: 1.5, status: 'paid' }), JSON.stringify({ orderNo: 'x', tradeNo: 'y', amountFen: 1, status: 'refunded' })]) {
      expect(await read(text, await signFakeNotification(SECRET, text, NOW)), text).toBeNull();
    }
  });

  it('a checkout ticket opens its own order only and is no notification signature', async () => {
    const ticket = await checkoutTicket(SECRET, 'VIP-A');
    expect(await ticketMatches(SECRET, 'VIP-A', ticket)).toBe(true);
    expect(await ticketMatches(SECRET, 'VIP-B', ticket)).toBe(false);
    expect(await ticketMatches('another-secret-another-secret-another', 'VIP-A', ticket)).toBe(false);
    expect(await ticketMatches(SECRET, 'VIP-A', 'not-hex')).toBe(false);
    expect(await read(body, `t=${NOW},v1=${ticket}`)).toBeNull();
  });

  it('pays at its own page: the address carries the order and its ticket, never the secret', async () => {
    const url = await provider.payUrl({ orderNo: 'VIP-A', planId: 1, amountFen: 39_900, payDeadline: NOW + 1800 });
    expect(url).toBe(`/api/dev/fake-pay?orderNo=VIP-A&ticket=${await checkoutTicket(SECRET, 'VIP-A')}`);
    expect(url).not.toContain(SECRET);
  });
});
