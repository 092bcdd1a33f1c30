import { dayOfText, dayText, heatmapFirstDay } from '../../../contract/rules/home';

export interface HeatmapCell {
  /** `YYYY-MM-DD` */
  date: string;
  count: number;
  /** 0 no submission, 1-4 a quarter of the busiest day's count each */
  level: 0 | 1 | 2 | 3 | 4;
  /** the column: weeks since the first one shown */
  week: number;
  /** the row: 0 Sunday … 6 Saturday */
  weekday: number;
}

export interface HeatmapLayout {
  cells: HeatmapCell[];
  weeks: number;
  /** where each month begins: its column and its month (0 January … 11 December) */
  months: { week: number; month: number }[];
  /** submissions of the busiest day, and of the whole year */
  max: number;
  total: number;
}

/** Columns a month's name takes. */
const MONTH_LABEL_WEEKS = 3;

/** The weekday (0 Sunday) of a day number: day 0, 1970-01-01, was a Thursday. */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

/** A count's shade: 0 for none, else which quarter of the busiest day it reaches. */
export function heatLevel(count: number, max: number): HeatmapCell['level'] {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4))) as HeatmapCell['level'];
}

/**
 * The year of a user's submissions as a calendar grid (part 1 §2, §9 "covers the last year"): one
 * column per week, Sunday on top, from the first day the call covers to `endDate`; days the answer
 * leaves out had no submission.
 */
export function heatmapLayout(dataList: readonly { date: string; count: number }[], endDate: string): HeatmapLayout {
  const last = dayOfText(endDate);
  const first = heatmapFirstDay(last);
  const counts = new Map(dataList.map((d) => [d.date, d.count]));
  const max = Math.max(0, ...dataList.map((d) => d.count));
  const offset = weekdayOf(first);
  const cells: HeatmapCell[] = [];
  const months: HeatmapLayout['months'] = [];
  let total = 0;
  for (let day = first; day <= last; day += 1) {
    const date = dayText(day);
    const count = counts.get(date) ?? 0;
    total += count;
    const week = Math.floor((day - first + offset) / 7);
    const weekday = weekdayOf(day);
    cells.push({ date, count, level: heatLevel(count, max), week, weekday });
    if (day === first || date.endsWith('-01')) {
      const month = Number(date.slice(5, 7)) - 1;
      // A month that begins late in the first column's week gets its label on the next column.
      if (months.at(-1)?.week !== week) months.push({ week, month });
      else months[months.length - 1] = { week, month };
    }
  }
  // A label needs about three columns: the first month's is left out when the next begins sooner.
  const labelled = months.filter((m, i) => i > 0 || (months[1]?.week ?? Number.POSITIVE_INFINITY) - m.week >= MONTH_LABEL_WEEKS);
  return { cells, weeks: (cells.at(-1)?.week ?? -1) + 1, months: labelled, max, total };
}
