import { describe, expect, it } from 'vitest';
import { acmCellClass, acmCellText, clockOffset, contestClock, formatDuration, medalCounts, medalOf, parseMedals, toggleConcerned, withRead } from './contest-model';

const cell = (over: Partial<Parameters<typeof acmCellClass>[0] & object> = {}) => ({ isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 0, tryNum: 0, ...over });

describe('contest clock', () => {
  const contest = { startTime: 1000, endTime: 4600 };
  it('counts down to the start when scheduled and shows the time left (never negative) while running', () => {
    expect(contestClock(contest, 500)).toEqual({ status: -1, progress: 0, countdown: { label: 'Contest_Starts_In', time: '00:08:20' } });
    expect(contestClock(contest, 1000 + 1800)).toEqual({ status: 0, progress: 50, countdown: { label: 'Contest_Time_Left', time: '00:30:00' } });
    expect(contestClock(contest, 4599).countdown).toEqual({ label: 'Contest_Time_Left', time: '00:00:01' });
    expect(contestClock(contest, 4600)).toEqual({ status: 1, progress: 100, countdown: null });
  });
  it('formats long and negative durations', () => {
    expect(formatDuration(3 * 86400 + 61)).toBe('72:01:01');
    expect(formatDuration(-59)).toBe('-00:00:59');
  });
  it('corrects the local clock by the server now', () => {
    expect(clockOffset('2026-01-01T00:00:10Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(10_000);
    expect(clockOffset('nonsense', 5)).toBe(0);
  });
});

describe('board cells', () => {
  it('classes first-ac, ac, after-ac, try and wa', () => {
    expect(acmCellClass(undefined)).toBeNull();
    expect(acmCellClass(cell({ isAC: true, isFirstAC: true }))).toBe('first-ac');
    expect(acmCellClass(cell({ isAC: true }))).toBe('ac');
    expect(acmCellClass(cell({ isAC: true, isAfterContest: true }))).toBe('after-ac');
    expect(acmCellClass(cell({ tryNum: 2, errorNum: 1 }))).toBe('try');
    expect(acmCellClass(cell({ errorNum: 1 }))).toBe('wa');
    expect(acmCellClass(cell())).toBeNull();
  });
  it('shows the time and the tries', () => {
    expect(acmCellText(cell({ isAC: true, ACTime: 3725, errorNum: 2 }))).toEqual({ time: '01:02:05', tries: '(-2)' });
    expect(acmCellText(cell({ tryNum: 1 }))).toEqual({ time: null, tries: '+1' });
  });
});

describe('medals', () => {
  it('takes 10/20/30 % of the ranked rows, floored', () => {
    expect(medalCounts(25)).toEqual([2, 5, 7]);
    expect(medalCounts(10, [50, 0, 50])).toEqual([5, 0, 5]);
    const counts = medalCounts(10);
    expect([1, 2, 3, 4, 6, 7].map((p) => medalOf(p, counts))).toEqual([0, 1, 1, 2, 2, null]);
  });
  it('reads medals[] from the URL or falls back to the defaults', () => {
    expect(parseMedals(['5', '10', '15'])).toEqual([5, 10, 15]);
    expect(parseMedals(['5'])).toEqual([10, 20, 30]);
    expect(parseMedals(undefined)).toEqual([10, 20, 30]);
  });
});

describe('browser lists', () => {
  it('remembers read announcements once and toggles concerned users', () => {
    expect(withRead([1, 2], [2, 3])).toEqual([1, 2, 3]);
    expect(toggleConcerned(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleConcerned(['a', 'b'], 'a')).toEqual(['b']);
  });
});
