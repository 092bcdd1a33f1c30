import { describe, expect, it } from 'vitest';
import { HONOR_MESSAGES, honorAwardsProblem, honorMonthName, normalizeAwards } from './honor';

describe('honor roll awards', () => {
  it('trim names and keep each user once per award, whatever the case, in the order given', () => {
    expect(normalizeAwards([{ name: '  Gold ', usernames: ['alice', ' Bob', 'ALICE', '', 'carol '] }])).toEqual([{ name: 'Gold', usernames: ['alice', 'Bob', 'carol'] }]);
  });

  it('let one user win two awards', () => {
    const awards = normalizeAwards([
      { name: 'Gold', usernames: ['alice'] },
      { name: 'Most improved', usernames: ['alice'] },
    ]);
    expect(honorAwardsProblem(awards)).toBeNull();
  });

  it('need an award, distinct award names (any case) and someone on each', () => {
    expect(honorAwardsProblem([])).toBe(HONOR_MESSAGES.awardsRequired);
    expect(
      honorAwardsProblem([
        { name: 'Gold', usernames: ['a'] },
        { name: 'gold', usernames: ['b'] },
      ]),
    ).toBe(HONOR_MESSAGES.awardNameTwice);
    expect(honorAwardsProblem(normalizeAwards([{ name: 'Gold', usernames: [' ', ''] }]))).toBe(HONOR_MESSAGES.usersRequired);
  });
});

describe('honor roll month name', () => {
  it('is the UTC month as YYYY-MM', () => {
    expect(honorMonthName(new Date(Date.UTC(2026, 10, 27, 9)))).toBe('2026-11');
    expect(honorMonthName(new Date(Date.UTC(2027, 0, 1, 0)))).toBe('2027-01');
    expect(honorMonthName(new Date(Date.UTC(2026, 11, 31, 23, 59)))).toBe('2026-12');
  });
});
