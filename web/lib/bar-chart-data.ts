/**
 * The shape of a bar chart over named categories (days, users): uPlot wants the x values as numbers,
 * so categories are 0…n-1 and their names are the axis labels; several series stand side by side.
 */

export interface BarSeriesValues {
  values: readonly number[];
}

/** uPlot's aligned data: the category indexes, then each series' value per category (missing ones 0). */
export function barChartData(labels: readonly string[], series: readonly BarSeriesValues[]): [number[], ...number[][]] {
  const xs = labels.map((_, i) => i);
  return [xs, ...series.map((s) => xs.map((i) => s.values[i] ?? 0))];
}

/**
 * Where each of `count` series draws its bar in a category: one series centred; two side by side,
 * touching at the category's tick (uPlot's align -1 ends a bar at the tick, 1 starts it there);
 * more share the column centred, each a narrower bar.
 */
export function barPlacement(count: number): { align: -1 | 0 | 1; size: number }[] {
  if (count === 1) return [{ align: 0, size: 0.6 }];
  if (count === 2) return [
    { align: -1, size: 0.35 },
    { align: 1, size: 0.35 },
  ];
  return Array.from({ length: count }, () => ({ align: 0 as const, size: 0.7 / count }));
}

/** The y range of bars: from 0 to a little above the highest bar, at least 1 so an empty chart has an axis. */
export function barValueRange(max: number | null | undefined): [number, number] {
  const top = Math.max(1, max ?? 0);
  return [0, Math.ceil(top * 1.15)];
}
