import type { AcRankRow, AcRankWindow, CalendarHeatmap, LastWeekStatistics, SolvedProblem } from '../../contract/api/home';
import { AC_RANK_PLACES, AC_RANK_WINDOW_SECONDS, CHART_DAYS, dayText, oiRankScoreOf, UNRANKED } from '../../contract/rules/home';

/** The pure rules of the home page, the ranks and the user home (decision 34): no D1, no clock. */

/** The chart's days, oldest first: today and the six before it. */
export function chartDays(today: number): number[] {
  return Array.from({ length: CHART_DAYS }, (_, i) => today - CHART_DAYS + 1 + i);
}

/** The chart from the kept day rows; a day without a row had no judged submission. */
export function chartOf(rows: readonly { day: number; total: number; ac: number }[], today: number): LastWeekStatistics {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = chartDays(today);
  return {
    dateStrList: days.map(dayText),
    acCountList: days.map((d) => byDay.get(d)?.ac ?? 0),
    totalCountList: days.map((d) => byDay.get(d)?.total ?? 0),
  };
}

/** The first second a window counts (first acceptances at or after it); null for all time. */
export function windowStart(window: AcRankWindow, nowSeconds: number): number | null {
  return window === 'all' ? null : nowSeconds - AC_RANK_WINDOW_SECONDS[window];
}

/** The caller's place among the window's leaders (1-based), or -1 beyond the places the card names or when absent. */
export function placeOf(leaders: readonly Pick<AcRankRow, 'uid'>[], uid: string | null): number {
  if (uid === null) return UNRANKED;
  const index = leaders.findIndex((r) => r.uid === uid);
  return index < 0 || index >= AC_RANK_PLACES ? UNRANKED : index + 1;
}

/** Display ids in the bank's natural order (P2 before P10), as the problem list sorts them. */
export function byDisplayId(a: { problemId: string }, b: { problemId: string }): number {
  return a.problemId.length - b.problemId.length || (a.problemId < b.problemId ? -1 : a.problemId > b.problemId ? 1 : 0);
}

/** One public-bank result of a user: `[pid, problemId, title, difficulty, type, status, score]`. */
export type ResultTuple = [number, string, string, number, number, number, number | null];

/** The JSON the user-home statement answers; anything unreadable is no results. */
export function parseResults(text: string | null): ResultTuple[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as ResultTuple[]) : [];
  } catch {
    return [];
  }
}

export interface SolvedView {
  solvedList: string[];
  solvedGroupByDifficulty: Record<string, SolvedProblem[]>;
  scoreList: number[];
}

/**
 * The user home's lists: the solved problems (status 0) in the bank's order and by difficulty, and
 * the OI rank score of each OI problem with a best score above 0 (the rank's score is their sum).
 */
export function solvedView(results: readonly ResultTuple[]): SolvedView {
  const solved = results
    .filter((r) => r[5] === 0)
    .map(([pid, problemId, title, difficulty]) => ({ pid, problemId, title, difficulty }))
    .sort(byDisplayId);
  const solvedGroupByDifficulty: Record<string, SolvedProblem[]> = {};
  for (const p of solved) (solvedGroupByDifficulty[String(p.difficulty)] ??= []).push(p);
  const scoreList = results
    .filter((r) => r[4] === 1 && (r[6] ?? 0) > 0)
    .sort((a, b) => byDisplayId({ problemId: a[1] }, { problemId: b[1] }))
    .map((r) => oiRankScoreOf(r[6]!, r[3]));
  return { solvedList: solved.map((p) => p.problemId), solvedGroupByDifficulty, scoreList };
}

/** The heatmap from the kept days (already only days with submissions, oldest first). */
export function heatmapOf(rows: readonly { day: number | null; count: number | null }[], today: number): CalendarHeatmap {
  return {
    dataList: rows.filter((r) => r.day !== null && (r.count ?? 0) > 0).map((r) => ({ date: dayText(r.day!), count: r.count! })),
    endDate: dayText(today),
  };
}

/** The KV keys of the user home's kept documents (home-documents.ts): the epoch every document key holds, */
export const USER_HOME_EPOCH_KEY = 'user-home:epoch';

/** a user's document under an epoch, */
export const userHomeDocumentKey = (epoch: string, uid: string) => `user-home:${epoch}:uid:${uid}`;

/** and the pointer from a username (lower-cased, as the D1 lookup matches it) to its user id. */
export const userHomePointerKey = (nameKey: string) => `user-home:name:${nameKey}`;

/** Whether a kept document answers a request naming `username` (none named: any does); usernames match in any case. */
export function namesAgree(documentUsername: string, username: string | undefined): boolean {
  return username === undefined || documentUsername.toLowerCase() === username.toLowerCase();
}
