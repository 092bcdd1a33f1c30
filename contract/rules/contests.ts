/**
 * Contest rules the web app (the contest form, the rank page, the scroll board) and the Worker (the
 * scoreboard) both apply: the seal options and when a seal is in force, the award defaults and the
 * scroll board's medal counts (part 1 §4, part 2 §4). The scoreboard's own rules live in
 * worker/scoreboard/; docs/decisions/0024-scoreboard-rules.md says what the spec left open.
 */

export const CONTEST_TYPE = { acm: 0, oi: 1 } as const;
export type ContestType = (typeof CONTEST_TYPE)[keyof typeof CONTEST_TYPE];

/** Which score of a problem an OI board counts: the latest judged submission's, or the best one. */
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof OI_RANK_SCORE_TYPES)[number];

/** Which user field a board shows as the player's name (default username). */
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof RANK_SHOW_NAMES)[number];

/** The seal options of the contest form: 0 the last half hour, 1 the last hour, 2 the whole contest. */
export const SEAL_OPTION = { lastHalfHour: 0, lastHour: 1, whole: 2 } as const;
export type SealOption = (typeof SEAL_OPTION)[keyof typeof SEAL_OPTION];

const HALF_HOUR = 1800;
const HOUR = 3600;

/** The moment (unix s) a seal option starts the seal of a contest running from `start` to `end`. */
export function sealRankTimeFor(option: SealOption, start: number, end: number): number {
  if (option === SEAL_OPTION.lastHalfHour) return end - HALF_HOUR;
  if (option === SEAL_OPTION.lastHour) return end - HOUR;
  return start;
}

/** Part 2 §4: a seal longer than the contest makes no sense, so half an hour needs 1800 s and one hour 3600 s. */
export function sealOptionDisabled(option: SealOption, durationSeconds: number): boolean {
  if (option === SEAL_OPTION.lastHalfHour) return durationSeconds < HALF_HOUR;
  if (option === SEAL_OPTION.lastHour) return durationSeconds < HOUR;
  return false;
}

/** Part 2 §4: switching the seal on picks "whole" for a non-ACM contest or one shorter than an hour, else the last hour. */
export function defaultSealOption(type: ContestType, durationSeconds: number): SealOption {
  return type !== CONTEST_TYPE.acm || durationSeconds < HOUR ? SEAL_OPTION.whole : SEAL_OPTION.lastHour;
}

/** The seal settings of a contest, as the form and the board both read them. */
export interface SealSettings {
  endTime: number;
  sealRank: boolean;
  sealRankTime: number | null;
  autoRealRank: boolean;
}

/**
 * The contest rank states of part 2 §4 at `now` (unix s): real-time before the seal starts (or with
 * no seal), sealed from sealRankTime to the end, then auto-turned to real-time when autoRealRank,
 * else still sealed after the end.
 */
export type RankState = 'realTime' | 'sealed' | 'autoRealTime' | 'sealedAfterEnd';

export function rankState(contest: SealSettings, now: number): RankState {
  if (!contest.sealRank || contest.sealRankTime === null) return 'realTime';
  if (now < contest.endTime) return now >= contest.sealRankTime ? 'sealed' : 'realTime';
  return contest.autoRealRank ? 'autoRealTime' : 'sealedAfterEnd';
}

/**
 * Whether non-admins see the sealed view at `now`. Before sealRankTime the sealed and the real view
 * are the same board (nothing has been submitted inside the seal yet), so "not in force" is exact.
 */
export function sealInForce(contest: SealSettings, now: number): boolean {
  const state = rankState(contest, now);
  return state === 'sealed' || state === 'sealedAfterEnd';
}

/** awardType of the contest form: 0 none, 1 `num` is a percent of the rows that may win, 2 `num` is a number of rows. */
export const AWARD_TYPE = { none: 0, byProportion: 1, byNumber: 2 } as const;
export type AwardType = (typeof AWARD_TYPE)[keyof typeof AWARD_TYPE];

export interface AwardConfig {
  /** 1 is the best award; configs are given out in ascending priority. */
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number;
}

/** Part 2 §3.3: gold 10, silver 20, bronze 30, in those colours (by proportion: percents). */
export const DEFAULT_AWARDS: readonly AwardConfig[] = [
  { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 20 },
  { priority: 3, name: 'Bronze', background: '#b87333', color: '#ffffff', num: 30 },
];

export interface MedalPercents {
  gold: number;
  silver: number;
  bronze: number;
}

/** Part 1 §9: the scroll board's medal defaults. */
export const DEFAULT_MEDAL_PERCENTS: MedalPercents = { gold: 10, silver: 20, bronze: 30 };

/** floor(percent % of total) in integers first, so 29 % of 100 is 29 and not 28.999…. */
export function percentOf(total: number, percent: number): number {
  return Math.floor((total * percent) / 100 + 1e-9);
}

/**
 * Part 1 §4: how many golds, silvers and bronzes the scroll board gives, each a floor of its percent
 * of the ranked total; the caller counts the total with star users removed.
 */
export function medalCounts(rankedTotal: number, percents: MedalPercents = DEFAULT_MEDAL_PERCENTS): MedalPercents {
  return {
    gold: percentOf(rankedTotal, percents.gold),
    silver: percentOf(rankedTotal, percents.silver),
    bronze: percentOf(rankedTotal, percents.bronze),
  };
}
