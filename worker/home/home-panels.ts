import type { ContestListRow } from '../../contract/api/contests';
import type { AcRank, AcRankWindow, LastWeekStatistics, RecentProblemRow } from '../../contract/api/home';
import { AC_RANK_PLACES, AC_RANK_TOP, CHART_DAYS, HOME_CONTEST_CARDS, HOME_MESSAGES, HOME_TODO_PROBLEMS, statsDay } from '../../contract/rules/home';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import { contestListPage, contestListWhere } from '../contests/queries';
import { toContestListRow } from '../contests/view';
import type { Deps } from '../deps';
import { forbidden } from '../lib/api-error';
import { isoTime } from '../problems/view';
import { rebuildSiteDaysStatements } from './kept-rows';
import { chartMemo, contestsMemo, HOME_MEMO_MS, leadersMemo, problemsMemo, remembered } from './memory';
import { allTimeTop, recentProblems, siteDaysQuery, solvedAmong, windowTop } from './queries';
import { chartOf, placeOf, windowStart } from './rules';

/** The home page's panels (part 1 §2 "Home page"), read from kept rows and remembered briefly (decision 34). */

/** `get-recent-contest`: the first 6 of the contest list (running, then upcoming, then ended), site contests only. */
export function recentContests(deps: Pick<Deps, 'db' | 'clock'>): Promise<ContestListRow[]> {
  const nowMs = deps.clock.nowMs();
  return remembered(contestsMemo, 'recent', HOME_MEMO_MS.contests, nowMs, async () => {
    const now = Math.floor(nowMs / 1000);
    const rows = await contestListPage(deps.db, contestListWhere({ visibleOnly: true }, now), now, { limit: HOME_CONTEST_CARDS, offset: 0 });
    return rows.map((r) => toContestListRow(r.row, r.count, now));
  });
}

/**
 * `get-last-week-submission-statistics`: the kept day rows of the last 7 days. With forceRefresh
 * (admin roles only) the days are first recounted from the submissions, then answered and remembered.
 */
export async function lastWeekStatistics(deps: Pick<Deps, 'db' | 'clock'>, forceRefresh: boolean, caller: Principal | null): Promise<LastWeekStatistics> {
  const nowMs = deps.clock.nowMs();
  const today = statsDay(Math.floor(nowMs / 1000));
  const first = today - CHART_DAYS + 1;
  const key = String(today);
  if (forceRefresh) {
    if (!caller || !isAdminRole(caller.roles)) throw forbidden(HOME_MESSAGES.refreshRefused);
    const results = await deps.db.batch([...rebuildSiteDaysStatements(deps.db, first), siteDaysQuery(deps.db, first, today)]);
    const chart = chartOf(results[results.length - 1] as { day: number; total: number; ac: number }[], today);
    chartMemo.set(key, chart, nowMs + HOME_MEMO_MS.chart);
    return chart;
  }
  return remembered(chartMemo, key, HOME_MEMO_MS.chart, nowMs, async () => chartOf(await siteDaysQuery(deps.db, first, today).all(), today));
}

/** `get-recent-seven-ac-rank`: a window's top 10 and the caller's place among its first 99. */
export async function acRank(deps: Pick<Deps, 'db' | 'clock'>, window: AcRankWindow, caller: Principal | null): Promise<AcRank> {
  const nowMs = deps.clock.nowMs();
  const leaders = await remembered(leadersMemo, window, HOME_MEMO_MS.leaders, nowMs, () => {
    const since = windowStart(window, Math.floor(nowMs / 1000));
    return since === null ? allTimeTop(deps.db, AC_RANK_PLACES) : windowTop(deps.db, since, AC_RANK_PLACES);
  });
  return { myRank: placeOf(leaders, caller?.user.id ?? null), rankingListDetailVOList: leaders.slice(0, AC_RANK_TOP) };
}

/** Recently changed problems remembered, so a signed-in caller's solved ones can be left out and still fill the table. */
const RECENT_PROBLEM_POOL = 50;

/**
 * `get-recent-updated-problem`: public-bank problems by their last change, newest first, 10 of them;
 * a signed-in caller's solved problems are left out (the table is a to-do list).
 */
export async function recentUpdatedProblems(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal | null): Promise<RecentProblemRow[]> {
  const pool = await remembered(problemsMemo, 'recent', HOME_MEMO_MS.problems, deps.clock.nowMs(), async () =>
    (await recentProblems(deps.db, RECENT_PROBLEM_POOL)).map(({ updatedAt, ...p }) => ({ ...p, gmtModified: isoTime(updatedAt) })),
  );
  if (!caller) return pool.slice(0, HOME_TODO_PROBLEMS);
  const solved = await solvedAmong(deps.db, caller.user.id, pool.map((p) => p.pid));
  return pool.filter((p) => !solved.has(p.pid)).slice(0, HOME_TODO_PROBLEMS);
}
