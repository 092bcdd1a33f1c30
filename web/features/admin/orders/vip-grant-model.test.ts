import { describe, expect, it } from 'vitest';
import { aYearFrom, checkVipGrant, endOfDayIso } from './vip-grant-model';

describe('endOfDayIso', () => {
  it('is the last second of the chosen day in the browser’s zone', () => {
    expect(endOfDayIso('2031-05-31')).toBe(new Date(2031, 4, 31, 23, 59, 59).toISOString());
    expect(endOfDayIso(' 2032-02-29 ')).toBe(new Date(2032, 1, 29, 23, 59, 59).toISOString());
  });

  it('is null for what is not a day', () => {
    for (const bad of ['', '2031-02-29', '2031-13-01', '31/05/2031', '2031-5-1']) expect(endOfDayIso(bad), bad).toBeNull();
  });
});

describe('aYearFrom', () => {
  it('is the same day a year later (1 March after a 29 February)', () => {
    expect(aYearFrom(new Date(2026, 5, 1, 10))).toBe('2027-06-01');
    expect(aYearFrom(new Date(2028, 1, 29, 10))).toBe('2029-03-01');
  });
});

describe('checkVipGrant', () => {
  const now = new Date(2026, 5, 1, 12);
  it('needs a username and a day that has not ended', () => {
    expect(checkVipGrant({ username: ' ', date: '2027-01-01' }, now)).toEqual({ ok: false, problem: 'username_required' });
    expect(checkVipGrant({ username: 'bob', date: '' }, now)).toEqual({ ok: false, problem: 'date_required' });
    expect(checkVipGrant({ username: 'bob', date: '2026-05-31' }, now)).toEqual({ ok: false, problem: 'date_past' });
    expect(checkVipGrant({ username: ' bob ', date: '2026-06-01' }, now)).toEqual({ ok: true, username: 'bob', date: new Date(2026, 5, 1, 23, 59, 59).toISOString() });
  });
});
