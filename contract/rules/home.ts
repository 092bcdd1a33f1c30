/**
 * Rules of the home page's live panels, the rankings and the user home (part 1 §2, §3, §7, §9) that
 * the web app and the Worker both apply. Statistics are kept by the verdict batch (decision 34).
 */

/** Rank page size (part 1 §9): 30, selectable; the chart above a rank shows the top 10. */
export const RANK_PAGE_SIZE = 30;
export const RANK_PAGE_SIZES = [10, 30, 50, 100] as const;
export const RANK_CHART_TOP = 10;

/** The two rank lists: ACM by accepted problems, OI by OI rank score. */
export const RANK_TYPES = ['ACM', 'OI'] as const;
export type RankType = (typeof RANK_TYPES)[number];

/** Home cards of recent contests (part 1 §9). */
export const HOME_CONTEST_CARDS = 6;
/** Rows of the home page's to-do problems table. */
export const HOME_TODO_PROBLEMS = 10;

/**
 * The AC ranking card's windows (part 1 §2; the fourth tab, the monthly honor roll, has its own call):
 * `day` the last 24 hours, `week` the last 7 days (7 × 24 hours), `all` all time.
 */
export const AC_RANK_WINDOWS = ['day', 'week', 'all'] as const;
export type AcRankWindow = (typeof AC_RANK_WINDOWS)[number];
export const AC_RANK_WINDOW_SECONDS: Record<Exclude<AcRankWindow, 'all'>, number> = { day: 86_400, week: 7 * 86_400 };
/** Users the card lists. */
export const AC_RANK_TOP = 10;
/** Places the card can name; the caller's place beyond them is -1, shown as "99+" (part 1 §9). */
export const AC_RANK_PLACES = 99;
export const UNRANKED = -1;

/** Days of the home page's submission chart: today and the six before it. */
export const CHART_DAYS = 7;

/**
 * Days are counted in UTC+8 (the time zone of the platform HOJ was written for), so the chart's
 * days and a heatmap's squares are the same for a reader in any time zone.
 */
export const STATS_UTC_OFFSET_SECONDS = 8 * 3600;

/** The day number (days since 1970-01-01 in UTC+8) of a Unix time in seconds. */
export function statsDay(seconds: number): number {
  return Math.floor((seconds + STATS_UTC_OFFSET_SECONDS) / 86_400);
}

/** A day number as `YYYY-MM-DD`. */
export function dayText(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The day number of a `YYYY-MM-DD` text. */
export function dayOfText(text: string): number {
  return Math.floor(Date.parse(`${text}T00:00:00Z`) / 86_400_000);
}

/**
 * The first day a heatmap shows: the day after the same date one year before `today` (part 1 §9
 * "covers the last year"), so a heatmap shows 365 days, or 366 across a 29 February.
 */
export function heatmapFirstDay(today: number): number {
  const date = new Date(today * 86_400_000);
  const yearBefore = Date.UTC(date.getUTCFullYear() - 1, date.getUTCMonth(), date.getUTCDate());
  return Math.floor(yearBefore / 86_400_000) + 1;
}

/**
 * Part 1 §9 "OI rank score = score x 0.1 + difficulty x 2, rounded" of one problem, in whole numbers
 * (half up), so the Worker's SQL and this function agree to the unit.
 */
export function oiRankScoreOf(bestScore: number, difficulty: number): number {
  return Math.floor((bestScore + 20 * difficulty + 5) / 10);
}

/** The OI coins a solved problem earns (decision 34): one, plus one per difficulty level. */
export function oiCoinOf(difficulty: number): number {
  return 1 + difficulty;
}

/** "Rating (AC rate)" of the ranks and the user home: ac / total × 100 with 2 decimals; 0 without submissions. */
export function acRate(ac: number, total: number): number {
  return total > 0 ? Math.round((ac / total) * 10_000) / 100 : 0;
}

/** The place shown for a rank: `UNRANKED` (-1) reads "99+" (part 1 §9). */
export function placeText(place: number): string {
  return place === UNRANKED || place > AC_RANK_PLACES ? `${AC_RANK_PLACES}+` : String(place);
}

export const HOME_MESSAGES = {
  refreshRefused: 'Only administrators may refresh the submission statistics',
  userRequired: 'uid or username is required when not signed in',
  userNotFound: 'The user does not exist',
} as const;
