import { describe, expect, it } from 'vitest';
import { formatYuan, ORDER_PAY_WINDOW_SECONDS, orderStateAt, vipExpiryOfDate, VIP_PLANS, vipPlan } from './vip';

describe('VIP plans', () => {
  it('offer plan 1: 12 months for 399 yuan, in fen', () => {
    expect(VIP_PLANS).toEqual([{ id: 1, months: 12, amountFen: 39_900 }]);
    expect(vipPlan(1)).toEqual({ id: 1, months: 12, amountFen: 39_900 });
    expect(vipPlan(2)).toBeUndefined();
    expect(vipPlan(0)).toBeUndefined();
  });
});

describe('formatYuan', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(formatYuan(39_900)).toBe('399.00');
    expect(formatYuan(1)).toBe('0.01');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(12_345)).toBe('123.45');
    expect(formatYuan(-505)).toBe('-5.05');
  });
});

describe('orderStateAt', () => {
  const deadline = 1_000_000 + ORDER_PAY_WINDOW_SECONDS;
  it('reads a waiting order as expired from its payment deadline on', () => {
    expect(orderStateAt('created', deadline, deadline - 1)).toBe('created');
    expect(orderStateAt('created', deadline, deadline)).toBe('expired');
    expect(orderStateAt('created', deadline, deadline + 3600)).toBe('expired');
  });

  it('keeps paid and cancelled orders as they are, however late', () => {
    expect(orderStateAt('paid', deadline, deadline + 10 ** 6)).toBe('paid');
    expect(orderStateAt('cancelled', deadline, deadline + 10 ** 6)).toBe('cancelled');
  });
});

describe('vipExpiryOfDate', () => {
  it('reads a plain date as the end of that day in UTC', () => {
    expect(vipExpiryOfDate('2027-01-31')).toBe(Date.UTC(2027, 0, 31, 23, 59, 59) / 1000);
    expect(vipExpiryOfDate(' 2028-02-29 ')).toBe(Date.UTC(2028, 1, 29, 23, 59, 59) / 1000);
  });

  it('reads a date and time with its zone as that instant', () => {
    expect(vipExpiryOfDate('2027-01-31T23:59:59+08:00')).toBe(Date.UTC(2027, 0, 31, 15, 59, 59) / 1000);
    expect(vipExpiryOfDate('2027-01-31T15:59:59.999Z')).toBe(Date.UTC(2027, 0, 31, 15, 59, 59) / 1000);
    expect(vipExpiryOfDate('2027-01-31T08:00Z')).toBe(Date.UTC(2027, 0, 31, 8) / 1000);
  });

  it('refuses what is not a calendar date or has no zone', () => {
    for (const bad of ['', '2027', '1', '2027-02-29', '2026-02-30', '2026-13-01', '2027-01-31 12:00', '2027-01-31T12:00:00', 'tomorrow', '31/01/2027']) {
      expect(vipExpiryOfDate(bad), bad).toBeNull();
    }
  });
});
