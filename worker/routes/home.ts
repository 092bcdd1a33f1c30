import type { Hono } from 'hono';
import { HOME_ENDPOINTS as E } from '../../contract/api/home';
import { acRank, lastWeekStatistics, recentContests, recentUpdatedProblems } from '../home/home-panels';
import { rankList } from '../home/rank-list';
import { userCalendarHeatmap, userHomeInfo } from '../home/user-home';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';

/** The home page's live panels, the rankings and the user home (part 1 §2, §7; decision 34). */
export function homeRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getRecentContest, async (_c, { deps }) => reply(await recentContests(deps)));
  defineRoute(app, E.getLastWeekSubmissionStatistics, async (_c, { query, principal, deps }) => reply(await lastWeekStatistics(deps, query.forceRefresh === true, principal)));
  defineRoute(app, E.getRecentSevenAcRank, async (_c, { query, principal, deps }) => reply(await acRank(deps, query.window, principal)));
  defineRoute(app, E.getRecentUpdatedProblem, async (_c, { principal, deps }) => reply(await recentUpdatedProblems(deps, principal)));
  defineRoute(app, E.getRankList, async (_c, { query, deps }) => reply(await rankList(deps, query)));
  defineRoute(app, E.getUserHomeInfo, async (_c, { query, principal, deps }) => reply(await userHomeInfo(deps, query, principal)));
  defineRoute(app, E.getUserCalendarHeatmap, async (_c, { query, principal, deps }) => reply(await userCalendarHeatmap(deps, query, principal)));
}
