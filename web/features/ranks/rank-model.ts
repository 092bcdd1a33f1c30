import type { RankRow } from '../../../contract/api/home';
import { RANK_CHART_TOP, type RankType } from '../../../contract/rules/home';

export type RankChartSeries = 'ac' | 'total' | 'score';

/**
 * The bar chart above a rank (part 1 §2: "a bar chart of the top 10"): the first ten users by name;
 * the ACM rank shows each one's accepted problems beside their submissions, the OI rank their score.
 */
export function rankChart(rows: readonly RankRow[], type: RankType): { labels: string[]; series: { key: RankChartSeries; values: number[] }[] } {
  const top = rows.slice(0, RANK_CHART_TOP);
  const labels = top.map((r) => r.username);
  if (type === 'OI') return { labels, series: [{ key: 'score', values: top.map((r) => r.score) }] };
  return {
    labels,
    series: [
      { key: 'ac', values: top.map((r) => r.ac) },
      { key: 'total', values: top.map((r) => r.total) },
    ],
  };
}

/** The seq column: a row's place in the whole list, counting the pages before. */
export function rankSeq(currentPage: number, limit: number, index: number): number {
  return (currentPage - 1) * limit + index + 1;
}
