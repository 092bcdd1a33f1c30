import { describe, expect, it } from 'vitest';
import { difficultyMeta, formatDate, formatDateTime, formatMemory, formatPassRate, passRate, progressColor } from './format';

describe('formatMemory', () => {
  it('steps through the units with base 1024', () => {
    expect(formatMemory(512)).toBe('512 KB');
    expect(formatMemory(1024)).toBe('1 MB');
    expect(formatMemory(1536)).toBe('1.5 MB');
    expect(formatMemory(1024 ** 2)).toBe('1 GB');
    expect(formatMemory(1024 ** 7)).toBe('1 YB');
    expect(formatMemory(1024 ** 8)).toBe('1024 YB');
  });

  it('shows a dash when nothing was measured', () => {
    expect(formatMemory(null)).toBe('-');
    expect(formatMemory(undefined)).toBe('-');
  });
});

describe('pass rate', () => {
  it('has two decimals and is 0 without submissions', () => {
    expect(passRate(1, 3)).toBe(33.33);
    expect(formatPassRate(2, 3)).toBe('66.67%');
    expect(formatPassRate(0, 0)).toBe('0.00%');
    expect(formatPassRate(5, 5)).toBe('100.00%');
  });

  it('changes colour at 20, 40, 60, 80 and 100 percent', () => {
    expect([0, 19.99, 20, 39.99, 40, 60, 80, 99.99, 100].map(progressColor)).toEqual(['red', 'red', 'orange', 'orange', 'yellow', 'blue', 'teal', 'teal', 'green']);
  });
});

describe('difficulty', () => {
  it('has six levels and clamps anything outside them', () => {
    expect(difficultyMeta(0).level).toBe(0);
    expect(difficultyMeta(5).level).toBe(5);
    expect(difficultyMeta(9).level).toBe(5);
    expect(difficultyMeta(-1).level).toBe(0);
  });
});

describe('dates', () => {
  // A local time, so the expectations hold in any time zone the tests run in.
  const iso = new Date(2026, 2, 5, 14, 8, 9).toISOString();

  it('writes zh dates year first with hyphens and a 24-hour time', () => {
    expect(formatDateTime(iso, 'zh-CN')).toBe('2026-03-05 14:08:09');
    expect(formatDate(iso, 'zh-CN')).toBe('2026-03-05');
  });

  it('keeps the English short form in the English UI', () => {
    expect(formatDateTime(iso, 'en-US')).toBe('03/05/2026, 14:08:09');
    expect(formatDate(iso, 'en-US')).toBe('03/05/2026');
  });

  it('shows a dash for no date and the text itself for one it cannot read', () => {
    expect(formatDateTime(null, 'zh-CN')).toBe('-');
    expect(formatDate(undefined, 'en-US')).toBe('-');
    expect(formatDateTime('soon', 'zh-CN')).toBe('soon');
  });
});
