import { describe, expect, it } from 'vitest';
import {
  accountAllowed,
  DEFAULT_AWARDS,
  medalCounts,
  percentOf,
  contestProgress,
  contestSaveProblem,
  contestStatus,
  defaultSealOption,
  formatAccountLimitRule,
  parseAccountLimitRule,
  rankStateAt,
  sealInForce,
  sealOptionAvailable,
  sealOptionOf,
  sealRankTimeFor,
} from './contests';

const contest = { startTime: 1000, endTime: 1000 + 7200 };

describe('contest clock', () => {
  it('is scheduled before the start, running until the end, ended from the end on', () => {
    expect(contestStatus(contest, 999)).toBe(-1);
    expect(contestStatus(contest, 1000)).toBe(0);
    expect(contestStatus(contest, 8199)).toBe(0);
    expect(contestStatus(contest, 8200)).toBe(1);
  });

  it('shows progress 0 when scheduled, elapsed over duration while running, 100 when ended', () => {
    expect(contestProgress(contest, 0)).toBe(0);
    expect(contestProgress(contest, 1000 + 3600)).toBe(50);
    expect(contestProgress(contest, 9000)).toBe(100);
  });
});

describe('account limit rule', () => {
  const rule = { prefix: 'team', suffix: '', numberFrom: 1, numberTo: 20, extraAccount: ['judge', 'guest'] };

  it('round-trips through its tagged string', () => {
    expect(parseAccountLimitRule(formatAccountLimitRule(rule))).toEqual(rule);
    expect(parseAccountLimitRule(null)).toEqual({ prefix: '', suffix: '', numberFrom: null, numberTo: null, extraAccount: [] });
  });

  it('lets in prefix + number in range + suffix, leading zeros included, and the extra accounts', () => {
    expect(accountAllowed(rule, 'team7')).toBe(true);
    expect(accountAllowed(rule, 'team007')).toBe(true);
    expect(accountAllowed(rule, 'team20')).toBe(true);
    expect(accountAllowed(rule, 'team21')).toBe(false);
    expect(accountAllowed(rule, 'team0')).toBe(false);
    expect(accountAllowed(rule, 'teamx')).toBe(false);
    expect(accountAllowed(rule, 'judge')).toBe(true);
    expect(accountAllowed(rule, 'alice')).toBe(false);
    expect(accountAllowed({ ...rule, suffix: '_a' }, 'team3_a')).toBe(true);
    expect(accountAllowed({ ...rule, suffix: '_a' }, 'team3')).toBe(false);
  });
});

describe('contest save rules', () => {
  const body = { startTime: 100, endTime: 200, auth: 0, pwd: null, starAccount: ['a', 'b'] };
  it('refuses an end before the start, a zero duration, a missing password and a star user given twice', () => {
    expect(contestSaveProblem(body)).toBeNull();
    expect(contestSaveProblem({ ...body, endTime: 50 })).toBe('Contets_Time_Check');
    expect(contestSaveProblem({ ...body, endTime: 100 })).toBe('Contest_Duration_Check');
    expect(contestSaveProblem({ ...body, auth: 1, pwd: ' ' })).toMatch(/password/);
    expect(contestSaveProblem({ ...body, auth: 2, pwd: 'x' })).toBeNull();
    expect(contestSaveProblem({ ...body, starAccount: ['a', 'a'] })).toBe('Add_Star_User_Error');
  });
});

describe('seal', () => {
  it('starts half an hour or an hour before the end, or at the start', () => {
    expect(sealRankTimeFor(0, 1000, 8200)).toBe(6400);
    expect(sealRankTimeFor(1, 1000, 8200)).toBe(4600);
    expect(sealRankTimeFor(2, 1000, 8200)).toBe(1000);
    expect(sealOptionOf(4600, 1000, 8200)).toBe(1);
    expect(sealOptionOf(4601, 1000, 8200)).toBeNull();
  });

  it('offers half an hour from 1800 s and an hour from 3600 s, and defaults to whole for OI or short contests', () => {
    expect(sealOptionAvailable(0, 1799)).toBe(false);
    expect(sealOptionAvailable(0, 1800)).toBe(true);
    expect(sealOptionAvailable(1, 3599)).toBe(false);
    expect(sealOptionAvailable(2, 60)).toBe(true);
    expect(defaultSealOption(0, 7200)).toBe(1);
    expect(defaultSealOption(0, 3599)).toBe(2);
    expect(defaultSealOption(1, 7200)).toBe(2);
  });

  it('is in force from the seal time to the end, and after the end only without autoRealRank', () => {
    const sealed = { ...contest, sealRank: true, sealRankTime: 4600, autoRealRank: true };
    expect(sealInForce(sealed, 4599)).toBe(false);
    expect(sealInForce(sealed, 4600)).toBe(true);
    expect(sealInForce(sealed, 8200)).toBe(false);
    expect(rankStateAt(sealed, 8200)).toBe('auto-real-time');
    expect(sealInForce({ ...sealed, autoRealRank: false }, 9999)).toBe(true);
    expect(rankStateAt({ ...sealed, autoRealRank: false }, 9999)).toBe('sealed-after-end');
    expect(rankStateAt(sealed, 5000)).toBe('sealed');
    expect(rankStateAt({ ...sealed, sealRank: false }, 5000)).toBe('real-time');
  });
});

describe('awards and medals', () => {
  it('default to gold 10, silver 20, bronze 30 in priority order', () => {
    expect(DEFAULT_AWARDS.map((a) => [a.priority, a.num])).toEqual([
      [1, 10],
      [2, 20],
      [3, 30],
    ]);
  });

  it('floor each medal percent of the ranked total', () => {
    expect(medalCounts(25)).toEqual({ gold: 2, silver: 5, bronze: 7 });
    expect(medalCounts(9)).toEqual({ gold: 0, silver: 1, bronze: 2 });
    expect(medalCounts(10, { gold: 50, silver: 0, bronze: 100 })).toEqual({ gold: 5, silver: 0, bronze: 10 });
  });

  it('computes percents without float noise', () => {
    expect(percentOf(100, 29)).toBe(29);
    expect(percentOf(100, 7)).toBe(7);
    expect(percentOf(3, 33)).toBe(0);
  });
});
