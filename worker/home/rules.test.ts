import { describe, expect, it } from 'vitest';
import { dayOfText } from '../../contract/rules/home';
import { byDisplayId, chartOf, heatmapOf, parseResults, placeOf, solvedView, windowStart, type ResultTuple } from './rules';

describe('the chart', () => {
  it('answers 7 days oldest first, with zeros for days without a row', () => {
    const today = dayOfText('2026-03-02');
    const chart = chartOf([{ day: today, total: 5, ac: 2 }, { day: today - 6, total: 1, ac: 1 }, { day: today - 7, total: 9, ac: 9 }], today);
    expect(chart.dateStrList).toEqual(['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(chart.totalCountList).toEqual([1, 0, 0, 0, 0, 0, 5]);
    expect(chart.acCountList).toEqual([1, 0, 0, 0, 0, 0, 2]);
  });
});

describe('the AC ranking windows', () => {
  it('look back 24 hours, 7 × 24 hours, or everything', () => {
    expect(windowStart('day', 1_000_000)).toBe(1_000_000 - 86_400);
    expect(windowStart('week', 1_000_000)).toBe(1_000_000 - 7 * 86_400);
    expect(windowStart('all', 1_000_000)).toBeNull();
  });

  it('place the caller among the first 99, else -1', () => {
    const leaders = Array.from({ length: 120 }, (_, i) => ({ uid: `u${i}` }));
    expect(placeOf(leaders, 'u0')).toBe(1);
    expect(placeOf(leaders, 'u98')).toBe(99);
    expect(placeOf(leaders, 'u99')).toBe(-1);
    expect(placeOf(leaders, 'nobody')).toBe(-1);
    expect(placeOf(leaders, null)).toBe(-1);
  });
});

describe("the user home's lists", () => {
  const results: ResultTuple[] = [
    [3, 'P10', 'Ten', 2, 0, 0, 100],
    [1, 'P2', 'Two', 2, 0, 0, 0],
    [7, 'P7', 'Seven', 4, 1, -1, 55],
    [8, 'P8', 'Eight', 1, 1, 0, 100],
  ];

  it('sorts display ids naturally', () => {
    expect(['P10', 'P2', 'A1', 'P1'].map((problemId) => ({ problemId })).sort(byDisplayId).map((p) => p.problemId)).toEqual(['A1', 'P1', 'P2', 'P10']);
  });

  it('lists the solved problems by difficulty and the OI scores above 0', () => {
    const view = solvedView(results);
    expect(view.solvedList).toEqual(['P2', 'P8', 'P10']);
    expect(Object.keys(view.solvedGroupByDifficulty).sort()).toEqual(['1', '2']);
    expect(view.solvedGroupByDifficulty['2']!.map((p) => p.problemId)).toEqual(['P2', 'P10']);
    // P7: round(5.5 + 8) = 14; P8: round(10 + 2) = 12
    expect(view.scoreList).toEqual([14, 12]);
  });

  it('reads nothing from unreadable JSON', () => {
    expect(parseResults(null)).toEqual([]);
    expect(parseResults('{oops')).toEqual([]);
    expect(parseResults('{"a":1}')).toEqual([]);
    expect(parseResults(JSON.stringify(results))).toEqual(results);
  });
});

describe('the heatmap', () => {
  it('keeps the days with submissions and ends today', () => {
    const today = dayOfText('2026-03-02');
    expect(heatmapOf([{ day: null, count: null }], today)).toEqual({ dataList: [], endDate: '2026-03-02' });
    expect(heatmapOf([{ day: today - 1, count: 3 }, { day: today, count: 0 }], today).dataList).toEqual([{ date: '2026-03-01', count: 3 }]);
  });
});
