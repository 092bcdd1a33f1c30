import { describe, expect, it } from 'vitest';
import { barChartData, barPlacement, barValueRange } from './bar-chart-data';

describe('bar chart data', () => {
  it('numbers the categories and lines up each series, a missing value as 0', () => {
    expect(barChartData(['a', 'b', 'c'], [{ values: [3, 1, 2] }, { values: [5] }])).toEqual([
      [0, 1, 2],
      [3, 1, 2],
      [5, 0, 0],
    ]);
    expect(barChartData([], [{ values: [] }])).toEqual([[], []]);
  });

  it('centres one series, sets two side by side at the tick, and narrows more', () => {
    expect(barPlacement(1)).toEqual([{ align: 0, size: 0.6 }]);
    expect(barPlacement(2).map((p) => p.align)).toEqual([-1, 1]);
    expect(barPlacement(3).every((p) => p.align === 0 && p.size < 0.3)).toBe(true);
  });

  it('ranges from 0 to a little above the top, at least 1', () => {
    expect(barValueRange(0)).toEqual([0, 2]);
    expect(barValueRange(null)).toEqual([0, 2]);
    expect(barValueRange(20)).toEqual([0, 23]);
  });
});
