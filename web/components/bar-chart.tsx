import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { barChartData, barPlacement, barValueRange } from '../lib/bar-chart-data';
import { UPlotChart, type ChartOptions } from './uplot-chart';

/** Small enough for a week's days side by side on a phone. */
const CATEGORY_FONT = '11px system-ui, sans-serif';

/** Up to this many category names fit side by side; more are slanted when asked. */
const ROTATE_ABOVE = 5;

export interface BarSeries {
  label: string;
  values: readonly number[];
  /** a Mantine colour name */
  color: string;
}

/**
 * Bars over named categories (the home page's days, a rank's top users), drawn by uPlot in the
 * theme's colours; hovering a category shows its name and every series' value in the legend.
 */
export function BarChart({ labels, series, height, testId, label, categoryLabel, rotateLabels = false }: {
  labels: readonly string[];
  series: readonly BarSeries[];
  height: number;
  testId: string;
  /** what the chart shows, for screen readers */
  label: string;
  /** what a category is (a day, a user): the legend's first entry */
  categoryLabel: string;
  /** slant the category names when there are many of them (usernames) */
  rotateLabels?: boolean;
}) {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const data = useMemo(() => barChartData(labels, series), [labels, series]);
  const options = useMemo<ChartOptions>(() => {
    const axisColor = scheme === 'dark' ? theme.colors.dark[1] : theme.colors.gray[7];
    const gridColor = scheme === 'dark' ? theme.colors.dark[4] : theme.colors.gray[2];
    const placement = barPlacement(series.length);
    const top = Math.max(0, ...series.flatMap((s) => s.values));
    return (lib) => ({
      scales: {
        x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
        y: { range: () => barValueRange(top) },
      },
      axes: [
        {
          stroke: axisColor,
          font: CATEGORY_FONT,
          grid: { show: false },
          ticks: { show: false },
          splits: () => labels.map((_, i) => i),
          values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          ...(rotateLabels && labels.length > ROTATE_ABOVE ? { rotate: -30, size: 64 } : {}),
        },
        { stroke: axisColor, grid: { stroke: gridColor, width: 1 }, ticks: { show: false }, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
      ],
      series: [
        { label: categoryLabel, value: (_u, i) => (i === null ? '' : (labels[i] ?? '')) },
        ...series.map((s, index) => ({
          label: s.label,
          stroke: theme.colors[s.color]?.[6] ?? s.color,
          fill: theme.colors[s.color]?.[scheme === 'dark' ? 7 : 5] ?? s.color,
          width: 0,
          points: { show: false },
          paths: lib.paths.bars?.({ align: placement[index]?.align ?? 0, size: [placement[index]?.size ?? 0.6, 48], radius: 0.15 }),
        })),
      ],
      cursor: { points: { show: false }, drag: { x: false, y: false } },
      legend: { show: true, live: true },
    });
  }, [labels, series, scheme, theme, rotateLabels, categoryLabel]);
  return <UPlotChart options={options} data={data} height={height} testId={testId} label={label} />;
}
