import { describe, expect, it } from 'vitest';
import { VIP_MESSAGES } from '../../contract/rules/vip';
import { addMonths, extendedExpiry, NOTIFICATION_WINDOW_SECONDS, orderNumber, orderStep, parseSignatureHeader, signatureFresh, vipStanding } from './rules';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('addMonths', () => {
  it('adds calendar months at the same time of day', () => {
    expect(iso(addMonths(at('2026-03-15T08:30:05Z'), 12))).toBe('2027-03-15T08:30:05.000Z');
    expect(iso(addMonths(at('2026-11-10T00:00:00Z'), 3))).toBe('2027-02-10T00:00:00.000Z');
    expect(iso(addMonths(at('2026-01-01T00:00:00Z'), 0))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('makes a day the target month lacks its last day', () => {
    expect(iso(addMonths(at('2027-01-31T12:00:00Z'), 1))).toBe('2027-02-28T12:00:00.000Z');
    expect(iso(addMonths(at('2028-01-31T12:00:00Z'), 1))).toBe('2028-02-29T12:00:00.000Z');
    expect(iso(addMonths(at('2026-08-31T23:59:59Z'), 1))).toBe('2026-09-30T23:59:59.000Z');
    expect(iso(addMonths(at('2028-02-29T10:00:00Z'), 12))).toBe('2029-02-28T10:00:00.000Z');
    expect(iso(addMonths(at('2028-02-29T10:00:00Z'), 48))).toBe('2032-02-29T10:00:00.000Z');
  });

  it('crosses year ends both ways', () => {
    expect(iso(addMonths(at('2026-12-31T00:00:00Z'), 2))).toBe('2027-02-28T00:00:00.000Z');
    expect(iso(addMonths(at('2026-03-31T00:00:00Z'), -1))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(addMonths(at('2026-01-15T00:00:00Z'), -13))).toBe('2024-12-15T00:00:00.000Z');
  });
});

describe('vipStanding', () => {
  const now = at('2026-06-01T00:00:00Z');
  it('is none without a row, active until the end (or without one), expired from the end on', () => {
    expect(vipStanding(undefined, now)).toBe('none');
    expect(vipStanding({ expiresAt: null }, now)).toBe('active');
    expect(vipStanding({ expiresAt: now + 1 }, now)).toBe('active');
    expect(vipStanding({ expiresAt: now }, now)).toBe('expired');
    expect(vipStanding({ expiresAt: now - 86_400 }, now)).toBe('expired');
  });
});

describe('extendedExpiry', () => {
  const now = at('2026-06-01T09:00:00Z');
  it('gives a new member 12 months from now', () => {
    expect(iso(extendedExpiry(undefined, now, 12)!)).toBe('2027-06-01T09:00:00.000Z');
  });

  it('adds a member’s paid months to the end they already have', () => {
    expect(iso(extendedExpiry({ expiresAt: at('2026-12-31T23:59:59Z') }, now, 12)!)).toBe('2027-12-31T23:59:59.000Z');
    expect(iso(extendedExpiry({ expiresAt: at('2027-02-28T00:00:00Z') }, now, 12)!)).toBe('2028-02-28T00:00:00.000Z');
  });

  it('starts from now when the membership has ended', () => {
    expect(iso(extendedExpiry({ expiresAt: now - 3600 }, now, 12)!)).toBe('2027-06-01T09:00:00.000Z');
    expect(iso(extendedExpiry({ expiresAt: now }, now, 12)!)).toBe('2027-06-01T09:00:00.000Z');
  });

  it('keeps a membership without an end without one', () => {
    expect(extendedExpiry({ expiresAt: null }, now, 12)).toBeNull();
  });
});

describe('orderStep', () => {
  it('moves a created order to paid or cancelled', () => {
    expect(orderStep('created', 'paid')).toEqual({ kind: 'apply', to: 'paid' });
    expect(orderStep('created', 'cancelled')).toEqual({ kind: 'apply', to: 'cancelled' });
  });

  it('takes the same outcome again as already done', () => {
    expect(orderStep('paid', 'paid')).toEqual({ kind: 'already' });
    expect(orderStep('cancelled', 'cancelled')).toEqual({ kind: 'already' });
  });

  it('refuses to change a final state', () => {
    expect(orderStep('paid', 'cancelled')).toEqual({ kind: 'refuse', message: VIP_MESSAGES.orderPaid });
    expect(orderStep('cancelled', 'paid')).toEqual({ kind: 'refuse', message: VIP_MESSAGES.orderClosed });
  });
});

describe('signature header', () => {
  const hex = 'ab'.repeat(32);
  it('reads the time and the HMAC', () => {
    expect(parseSignatureHeader(`t=1780000000,v1=${hex}`)).toEqual({ timestamp: 1_780_000_000, signature: hex });
    expect(parseSignatureHeader(` v1=${hex} , t=5 `)).toEqual({ timestamp: 5, signature: hex });
  });

  it('refuses anything else', () => {
    for (const bad of [null, undefined, '', 't=1', `v1=${hex}`, `t=x,v1=${hex}`, `t=1,v1=${hex.toUpperCase()}`, `t=1,v1=${hex.slice(2)}`, `t=-1,v1=${hex}`, 'garbage']) {
      expect(parseSignatureHeader(bad), String(bad)).toBeNull();
    }
  });

  it('is fresh within the window either side of now', () => {
    const now = 1_780_000_000;
    expect(signatureFresh(now, now)).toBe(true);
    expect(signatureFresh(now - NOTIFICATION_WINDOW_SECONDS, now)).toBe(true);
    expect(signatureFresh(now + NOTIFICATION_WINDOW_SECONDS, now)).toBe(true);
    expect(signatureFresh(now - NOTIFICATION_WINDOW_SECONDS - 1, now)).toBe(false);
    expect(signatureFresh(now + NOTIFICATION_WINDOW_SECONDS + 1, now)).toBe(false);
  });
});

describe('orderNumber', () => {
  it('is the UTC time to the second and the random digits', () => {
    expect(orderNumber(at('2027-01-31T23:59:59Z'), '04817263')).toBe('VIP20270131235959-04817263');
  });
});
