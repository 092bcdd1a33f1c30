import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS_CODES, judgeStatusChartColor, judgeStatusMeta } from '../../lib/judge-status';
import { STATISTIC_SLICES } from './statistics-dialog';

const colorOf = (status: number) => judgeStatusChartColor(status, DEFAULT_THEME.colors);

describe('statistics pie colours', () => {
  it('gives every verdict the pie shows its own colour', () => {
    const colors = STATISTIC_SLICES.map((slice) => colorOf(slice.status));
    expect(colors.every((color) => /^#[0-9a-f]{6}$/i.test(color))).toBe(true);
    expect(new Set(colors).size, STATISTIC_SLICES.map((s, i) => `${s.key}=${colors[i]}`).join(' ')).toBe(STATISTIC_SLICES.length);
  });

  it('takes the colours from the judge status metadata, distinct for every status', () => {
    const colors = JUDGE_STATUS_CODES.map(colorOf);
    expect(new Set(colors).size).toBe(JUDGE_STATUS_CODES.length);
    for (const slice of STATISTIC_SLICES) {
      const [name, shade] = judgeStatusMeta(slice.status).chart;
      expect(colorOf(slice.status)).toBe(DEFAULT_THEME.colors[name]![shade]);
    }
  });
});
