import { describe, expect, it } from 'vitest';
import { heatLevel, heatmapLayout } from './heatmap-layout';

describe('heatmap layout', () => {
  it('covers the year after the same date a year before, up to endDate, a week a column, Sunday first', () => {
    const layout = heatmapLayout([], '2026-11-27');
    expect(layout.cells[0]!.date).toBe('2025-11-28');
    expect(layout.cells.at(-1)!.date).toBe('2026-11-27');
    expect(layout.cells).toHaveLength(365);
    // 2025-11-28 was a Friday: the first column starts on its Sunday, five rows above.
    expect(layout.cells[0]).toMatchObject({ week: 0, weekday: 5 });
    expect(layout.cells[2]).toMatchObject({ date: '2025-11-30', week: 1, weekday: 0 });
    // 2026-11-27 is a Friday too.
    expect(layout.cells.at(-1)).toMatchObject({ weekday: 5, week: 52 });
    expect(layout.weeks).toBe(53);
    expect(layout.total).toBe(0);
  });

  it('spans 366 days across a 29 February', () => {
    expect(heatmapLayout([], '2028-03-01').cells).toHaveLength(366);
  });

  it('puts each day’s count in its cell, shaded by quarters of the busiest day', () => {
    const layout = heatmapLayout(
      [
        { date: '2026-11-01', count: 1 },
        { date: '2026-11-20', count: 8 },
        { date: '2026-11-27', count: 3 },
      ],
      '2026-11-27',
    );
    const byDate = new Map(layout.cells.map((c) => [c.date, c]));
    expect(byDate.get('2026-11-01')).toMatchObject({ count: 1, level: 1 });
    expect(byDate.get('2026-11-20')).toMatchObject({ count: 8, level: 4 });
    expect(byDate.get('2026-11-27')).toMatchObject({ count: 3, level: 2 });
    expect(byDate.get('2026-11-02')).toMatchObject({ count: 0, level: 0 });
    expect(layout).toMatchObject({ max: 8, total: 12 });
  });

  it('labels the column where each month begins, leaving out a first month too short for its name', () => {
    const layout = heatmapLayout([], '2026-11-27');
    expect(layout.months[0]).toEqual({ week: 1, month: 11 });
    expect(layout.months[1]).toEqual({ week: 5, month: 0 });
    expect(layout.months.at(-1)).toEqual({ week: 49, month: 10 });
    expect(layout.months).toHaveLength(12);
    expect(heatmapLayout([], '2026-12-02').months[0]).toEqual({ week: 0, month: 11 });
  });

  it('shades none for no submission and at most 4', () => {
    expect(heatLevel(0, 10)).toBe(0);
    expect(heatLevel(1, 100)).toBe(1);
    expect(heatLevel(50, 100)).toBe(2);
    expect(heatLevel(100, 100)).toBe(4);
  });
});
