import { describe, expect, it } from 'vitest';
import { acRate, dayOfText, dayText, heatmapFirstDay, oiCoinOf, oiRankScoreOf, placeText, statsDay, UNRANKED } from './home';

describe('days in UTC+8', () => {
  it('turn at 16:00 UTC, whatever the reader’s zone', () => {
    const lastSecondOfDay = Date.UTC(2026, 0, 1, 15, 59, 59) / 1000;
    expect(dayText(statsDay(lastSecondOfDay))).toBe('2026-01-01');
    expect(dayText(statsDay(lastSecondOfDay + 1))).toBe('2026-01-02');
    expect(dayText(statsDay(Date.UTC(2025, 11, 31, 16, 0, 0) / 1000))).toBe('2026-01-01');
  });

  it('read and write YYYY-MM-DD', () => {
    expect(dayOfText('1970-01-02')).toBe(1);
    expect(dayText(dayOfText('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('the heatmap window', () => {
  it('starts the day after the same date a year before', () => {
    expect(dayText(heatmapFirstDay(dayOfText('2026-05-10')))).toBe('2025-05-11');
    expect(dayOfText('2026-05-10') - heatmapFirstDay(dayOfText('2026-05-10')) + 1).toBe(365);
    // across a 29 February: 366 days
    expect(dayText(heatmapFirstDay(dayOfText('2024-03-10')))).toBe('2023-03-11');
    expect(dayOfText('2024-03-10') - heatmapFirstDay(dayOfText('2024-03-10')) + 1).toBe(366);
    // from a 29 February, the year before has none: 1 March
    expect(dayText(heatmapFirstDay(dayOfText('2024-02-29')))).toBe('2023-03-02');
  });
});

describe('the OI rank score', () => {
  it('is score × 0.1 + difficulty × 2, rounded half up', () => {
    expect(oiRankScoreOf(100, 3)).toBe(16);
    expect(oiRankScoreOf(45, 0)).toBe(5);
    expect(oiRankScoreOf(44, 0)).toBe(4);
    expect(oiRankScoreOf(0, 5)).toBe(10);
    for (let score = 0; score <= 100; score++) {
      for (let difficulty = 0; difficulty <= 5; difficulty++) expect(oiRankScoreOf(score, difficulty)).toBe(Math.round(score / 10 + difficulty * 2));
    }
  });

  it('earns 1 + difficulty coins a solved problem', () => {
    expect(oiCoinOf(0)).toBe(1);
    expect(oiCoinOf(5)).toBe(6);
  });
});

describe('the AC rate and places', () => {
  it('rates ac / total with 2 decimals, 0 without submissions', () => {
    expect(acRate(1, 3)).toBe(33.33);
    expect(acRate(2, 2)).toBe(100);
    expect(acRate(0, 0)).toBe(0);
  });

  it('shows -1 and places past 99 as 99+', () => {
    expect(placeText(UNRANKED)).toBe('99+');
    expect(placeText(100)).toBe('99+');
    expect(placeText(7)).toBe('7');
  });
});
