import * as v from 'valibot';
import { GENDERS } from '../constants';
import { AC_RANK_WINDOWS, RANK_PAGE_SIZE, RANK_TYPES, type RankType } from '../rules/home';
import { ContestListRow } from './contests';
import { defineEndpoints } from './endpoint';
import { currentPage, optionalQueryBool, optionalQueryText, pageLimit, pageOf } from './fields';

export * from '../rules/home';

/**
 * The home page's live panels, the rankings and the user home (part 1 §2 "Home page", "User home",
 * "Rankings"; §3 "User profile", "Rank row"; §7 "Session and public", "Account, profile and ranks").
 * Every statistic here is read from rows the verdict batch keeps (decision 34); the paths and field
 * names are the spec's (HOJ's) wherever it names them, and each schema says what it chose where the
 * spec is silent.
 */

// ---- request fields -------------------------------------------------------------------------

/** A user named by id or by username; neither means the signed-in caller. */
export const UserRefQuery = v.object({
  uid: optionalQueryText('uid', 64),
  username: optionalQueryText('username', 64),
});
export type UserRefQuery = v.InferOutput<typeof UserRefQuery>;

export const LastWeekStatisticsQuery = v.object({
  /** recompute the chart from the kept rows instead of the cached answer (admin roles only; others get 403) */
  forceRefresh: optionalQueryBool('forceRefresh'),
});
export type LastWeekStatisticsQuery = v.InferOutput<typeof LastWeekStatisticsQuery>;

export const AcRankQuery = v.object({
  /** the card's tab: `day` last 24 hours, `week` last 7 days (the default, the call's name), `all` all time */
  window: v.optional(v.picklist(AC_RANK_WINDOWS, `window must be one of ${AC_RANK_WINDOWS.join(', ')}`), 'week'),
});
export type AcRankQuery = v.InferOutput<typeof AcRankQuery>;

/** The rank's type: `ACM` or `OI` as the spec writes it; HOJ's numbers 0 (ACM) and 1 (OI) are taken too. */
const rankType = v.optional(
  v.pipe(
    v.union([v.picklist(RANK_TYPES), v.picklist(['0', '1']), v.picklist([0, 1])], 'type must be ACM or OI'),
    v.transform((x): RankType => (x === 'ACM' || x === 'OI' ? x : Number(x) === 1 ? 'OI' : 'ACM')),
  ),
  'ACM',
);

export const RankListQuery = v.object({
  currentPage,
  limit: pageLimit(RANK_PAGE_SIZE),
  type: rankType,
  /** username or nickname contains it */
  searchUser: optionalQueryText('searchUser', 100),
});
export type RankListQuery = v.InferOutput<typeof RankListQuery>;

// ---- answers --------------------------------------------------------------------------------

/**
 * `get-last-week-submission-statistics`: today and the six days before it (UTC+8), oldest first.
 * Counts are the judged submissions of the site's status list (outside contests and groups; pending,
 * cancelled and failed ones are not counted) by the day they were submitted.
 */
export const LastWeekStatistics = v.object({
  /** `YYYY-MM-DD`, 7 days, oldest first */
  dateStrList: v.array(v.string()),
  /** accepted submissions of each day */
  acCountList: v.array(v.number()),
  /** judged submissions of each day */
  totalCountList: v.array(v.number()),
});
export type LastWeekStatistics = v.InferOutput<typeof LastWeekStatistics>;

/** A user as the ranks show them (avatar, title badge). */
const RankedUser = {
  uid: v.string(),
  username: v.string(),
  nickname: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  titleName: v.nullable(v.string()),
  titleColor: v.nullable(v.string()),
};

/** One line of the AC ranking card (part 1 §7: "rankingListDetailVOList with username and acNum"). */
export const AcRankRow = v.object({
  ...RankedUser,
  /** public-bank problems first accepted in the window (all time: every solved public-bank problem) */
  acNum: v.number(),
});
export type AcRankRow = v.InferOutput<typeof AcRankRow>;

/** `get-recent-seven-ac-rank` (part 1 §7 "AC ranking: myRank, rankingListDetailVOList"). */
export const AcRank = v.object({
  /** the signed-in caller's place in the window (1-based), or -1 (shown "99+") when beyond 99, without an AC in the window, or anonymous */
  myRank: v.number(),
  /** the top 10, most accepted first; ties by who reached the count first */
  rankingListDetailVOList: v.array(AcRankRow),
});
export type AcRank = v.InferOutput<typeof AcRank>;

/** A row of the home page's to-do problems table: a recently added or changed public problem. */
export const RecentProblemRow = v.object({
  /** the numeric id */
  pid: v.number(),
  /** the display id */
  problemId: v.string(),
  title: v.string(),
  difficulty: v.number(),
  /** 0 ACM, 1 OI */
  type: v.number(),
  /** ISO 8601: when it was added or last changed */
  gmtModified: v.string(),
});
export type RecentProblemRow = v.InferOutput<typeof RecentProblemRow>;

/** Part 1 §3 "Rank row". */
export const RankRow = v.object({
  ...RankedUser,
  /** public-bank problems solved */
  ac: v.number(),
  /** judged submissions in the site's status list (the AC rate, shown as rating, is ac / total) */
  total: v.number(),
  /** OI rank score: the sum over the OI problems of the public bank of round(best score × 0.1 + difficulty × 2), problems with a best score above 0 */
  score: v.number(),
  /** the profile's signature, its first 200 characters (the table shows one line) */
  signature: v.nullable(v.string()),
});
export type RankRow = v.InferOutput<typeof RankRow>;

/** A solved problem on the user home's solved tab. */
export const SolvedProblem = v.object({
  pid: v.number(),
  problemId: v.string(),
  title: v.string(),
  difficulty: v.number(),
});
export type SolvedProblem = v.InferOutput<typeof SolvedProblem>;

/**
 * `get-user-home-info` (part 1 §3 "User profile"). Never the e-mail address, real name or anything
 * of the password. The counts are the rank's: submissions `total`, solved `solvedList.length`, score
 * the sum of `scoreList`, rating the AC rate.
 */
export const UserHomeInfo = v.object({
  ...RankedUser,
  gender: v.picklist(GENDERS),
  school: v.nullable(v.string()),
  /** markdown, rendered by the web app */
  signature: v.nullable(v.string()),
  github: v.nullable(v.string()),
  blog: v.nullable(v.string()),
  /** coins earned by practice: 1 + difficulty for each solved public-bank problem (decision 34) */
  oiCoin: v.number(),
  /** judged submissions in the site's status list */
  total: v.number(),
  /** the AC rate, ac / total × 100 with 2 decimals (the spec's "rating (AC rate)") */
  rating: v.number(),
  /** the OI rank score of each OI problem of the public bank with a best score above 0; their sum is the rank's score */
  scoreList: v.array(v.number()),
  /** display ids of the solved public-bank problems, in the bank's order */
  solvedList: v.array(v.string()),
  /** the same problems by difficulty: keys "0" to "5", only levels with a solved problem */
  solvedGroupByDifficulty: v.record(v.string(), v.array(SolvedProblem)),
  /** ISO 8601 of the latest sign-in, null if never */
  recentLoginTime: v.nullable(v.string()),
});
export type UserHomeInfo = v.InferOutput<typeof UserHomeInfo>;

/** `get-user-calendar-heatmap` (part 1 §7): days with submissions of the last year (UTC+8). */
export const CalendarHeatmap = v.object({
  /** only days with submissions, oldest first; `date` is `YYYY-MM-DD`; every judged submission of the user counts, contests and groups included */
  dataList: v.array(v.object({ date: v.string(), count: v.number() })),
  /** today, `YYYY-MM-DD`; the map covers the days after the same date a year before, up to it */
  endDate: v.string(),
});
export type CalendarHeatmap = v.InferOutput<typeof CalendarHeatmap>;

// ---- calls ----------------------------------------------------------------------------------

export const HOME_ENDPOINTS = defineEndpoints({
  getRecentContest: { method: 'GET', path: '/api/get-recent-contest', summary: "The home page's 6 contests: running, then upcoming, then recently ended (site contests, not groups')", access: 'public', response: v.array(ContestListRow) },
  getLastWeekSubmissionStatistics: { method: 'GET', path: '/api/get-last-week-submission-statistics', summary: 'Judged and accepted submissions of the last 7 days (forceRefresh: admin roles)', access: 'public', query: LastWeekStatisticsQuery, response: LastWeekStatistics },
  getRecentSevenAcRank: { method: 'GET', path: '/api/get-recent-seven-ac-rank', summary: "The AC ranking card: top 10 of the last 24 hours, 7 days or all time, and the caller's place", access: 'public', query: AcRankQuery, response: AcRank },
  getRecentUpdatedProblem: { method: 'GET', path: '/api/get-recent-updated-problem', summary: "The home page's to-do problems: public problems added or changed lately (a signed-in user's solved ones left out)", access: 'public', response: v.array(RecentProblemRow) },
  getRankList: { method: 'GET', path: '/api/get-rank-list', summary: 'ACM rank (AC, then fewer submissions) or OI rank (OI rank score), 30 a page', access: 'public', query: RankListQuery, response: pageOf(RankRow) },
  getUserHomeInfo: { method: 'GET', path: '/api/get-user-home-info', summary: "A user's profile and counts (by uid or username; the caller's own without either)", access: 'public', query: UserRefQuery, response: UserHomeInfo },
  getUserCalendarHeatmap: { method: 'GET', path: '/api/get-user-calendar-heatmap', summary: "A user's submissions per day over the last year", access: 'public', query: UserRefQuery, response: CalendarHeatmap },
});
