import { describe, expect, it } from 'vitest';
import {
  CONTEST_TYPE,
  DEFAULT_AWARDS,
  defaultSealOption,
  medalCounts,
  percentOf,
  rankState,
  SEAL_OPTION,
  sealInForce,
  sealOptionDisabled,
  sealRankTimeFor,
} from './contests';

const start = 1_000_000;
const end = start + 5 * 3600;

describe('seal options', () => {
  it('seal the last half hour, the last hour, or the whole contest from its start', () => {
    expect(sealRankTimeFor(SEAL_OPTION.lastHalfHour, start, end)).toBe(end - 1800);
    expect(sealRankTimeFor(SEAL_OPTION.lastHour, start, end)).toBe(end - 3600);
    expect(sealRankTimeFor(SEAL_OPTION.whole, start, end)).toBe(start);
  });

  it('disable half an hour under 1800 s and one hour under 3600 s; whole is always there', () => {
    expect(sealOptionDisabled(SEAL_OPTION.lastHalfHour, 1799)).toBe(true);
    expect(sealOptionDisabled(SEAL_OPTION.lastHalfHour, 1800)).toBe(false);
    expect(sealOptionDisabled(SEAL_OPTION.lastHour, 3599)).toBe(true);
    expect(sealOptionDisabled(SEAL_OPTION.lastHour, 3600)).toBe(false);
    expect(sealOptionDisabled(SEAL_OPTION.whole, 60)).toBe(false);
  });

  it('default to whole for OI or a contest under an hour, else the last hour', () => {
    expect(defaultSealOption(CONTEST_TYPE.oi, 5 * 3600)).toBe(SEAL_OPTION.whole);
    expect(defaultSealOption(CONTEST_TYPE.acm, 3599)).toBe(SEAL_OPTION.whole);
    expect(defaultSealOption(CONTEST_TYPE.acm, 3600)).toBe(SEAL_OPTION.lastHour);
  });
});

describe('rank state', () => {
  const sealed = { endTime: end, sealRank: true, sealRankTime: end - 3600, autoRealRank: true };

  it('is real-time before the seal, sealed inside it, and real again after the end with autoRealRank', () => {
    expect(rankState(sealed, end - 3601)).toBe('realTime');
    expect(rankState(sealed, end - 3600)).toBe('sealed');
    expect(rankState(sealed, end - 1)).toBe('sealed');
    expect(rankState(sealed, end)).toBe('autoRealTime');
    expect(sealInForce(sealed, end - 1)).toBe(true);
    expect(sealInForce(sealed, end)).toBe(false);
  });

  it('stays sealed after the end without autoRealRank', () => {
    const kept = { ...sealed, autoRealRank: false };
    expect(rankState(kept, end + 86400)).toBe('sealedAfterEnd');
    expect(sealInForce(kept, end + 86400)).toBe(true);
  });

  it('is never sealed without sealRank or a seal time', () => {
    expect(sealInForce({ ...sealed, sealRank: false }, end - 1)).toBe(false);
    expect(sealInForce({ ...sealed, sealRankTime: null }, end - 1)).toBe(false);
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
