import type { AcRankRow, LastWeekStatistics, RankRow, RecentProblemRow } from '../../contract/api/home';
import type { ContestListRow } from '../../contract/api/contests';
import { Memo } from '../scoreboard/memo';

/**
 * What the home page's and the ranks' reads remember per isolate (decision 34): answers that are the
 * same for every caller, kept a few seconds so a crowd opening the home page costs one read of the
 * kept rows per isolate and period. A verdict reaches them at most that much later; the admin's
 * refresh of the chart replaces the chart at once in its isolate.
 */
export const HOME_MEMO_MS = {
  /** the chart (also keyed by the day, so it never outlives midnight) */
  chart: 30_000,
  /** the leaders of each AC ranking window */
  leaders: 30_000,
  /** the home page's contests (their status moves with the clock) */
  contests: 5_000,
  /** the recently changed public problems */
  problems: 30_000,
  /** a rank page, and a rank's count of users */
  rankPage: 10_000,
} as const;

export const chartMemo = new Memo<LastWeekStatistics>(4);
export const leadersMemo = new Memo<AcRankRow[]>(8);
export const contestsMemo = new Memo<ContestListRow[]>(2);
export const problemsMemo = new Memo<RecentProblemRow[]>(2);
export const rankPageMemo = new Memo<RankRow[]>(500);
export const rankCountMemo = new Memo<number>(500);

/** Tests change the statistics faster than a memory expires. */
export function forgetHomeStats(): void {
  for (const memo of [chartMemo, leadersMemo, contestsMemo, problemsMemo, rankPageMemo, rankCountMemo]) memo.clear();
}

/** A remembered value, or the computed one remembered for `ttlMs` (concurrent misses each compute: decision 14). */
export async function remembered<V>(memo: Memo<V>, key: string, ttlMs: number, nowMs: number, compute: () => Promise<V>): Promise<V> {
  const known = memo.get(key, nowMs);
  if (known !== undefined) return known;
  const value = await compute();
  memo.set(key, value, nowMs + ttlMs);
  return value;
}
