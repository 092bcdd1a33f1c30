/**
 * Contest rules the web app and the Worker both apply (part 2 §4-§5, part 3 §3.3 and §5).
 * Times are Unix seconds unless a name says otherwise.
 */

/** 0 ACM, 1 OI */
export const CONTEST_TYPE = { acm: 0, oi: 1 } as const;
export type ContestType = (typeof CONTEST_TYPE)[keyof typeof CONTEST_TYPE];

/** 0 public, 1 private (password to enter), 2 protected (view freely, password to submit) */
export const CONTEST_AUTH = { public: 0, private: 1, protected: 2 } as const;
export type ContestAuth = (typeof CONTEST_AUTH)[keyof typeof CONTEST_AUTH];

/** -1 scheduled, 0 running, 1 ended */
export const CONTEST_STATUS = { scheduled: -1, running: 0, ended: 1 } as const;
export type ContestStatus = (typeof CONTEST_STATUS)[keyof typeof CONTEST_STATUS];

export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof RANK_SHOW_NAMES)[number];

export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof OI_RANK_SCORE_TYPES)[number];

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

/** Part 3 §3.3: gold 10, silver 20, bronze 30, in those colours (by proportion: percents). */
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

/** Part 2 §4: the scroll board's medal defaults. */
export const DEFAULT_MEDAL_PERCENTS: MedalPercents = { gold: 10, silver: 20, bronze: 30 };

/** floor(percent % of total) in integers first, so 29 % of 100 is 29 and not 28.999…. */
export function percentOf(total: number, percent: number): number {
  return Math.floor((total * percent) / 100 + 1e-9);
}

/**
 * Part 2 §4: how many golds, silvers and bronzes the scroll board gives, each a floor of its percent
 * of the ranked total; the caller counts the total with star users removed.
 */
export function medalCounts(rankedTotal: number, percents: MedalPercents = DEFAULT_MEDAL_PERCENTS): MedalPercents {
  return {
    gold: percentOf(rankedTotal, percents.gold),
    silver: percentOf(rankedTotal, percents.silver),
    bronze: percentOf(rankedTotal, percents.bronze),
  };
}

/** Part 2 §9. */
export const CONTEST_LIST_PAGE_SIZE = 10;
export const SCOREBOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
export const SCOREBOARD_PAGE_SIZE = 50;
export const AC_INFO_PAGE_SIZE = 20;
export const PRINT_LIST_PAGE_SIZE = 15;
export const CONTEST_ANNOUNCEMENT_PAGE_SIZE = 10;
export const PRINT_MIN_LENGTH = 50;
export const PRINT_MAX_LENGTH = 65535;
export const SCOREBOARD_REFRESH_MS = 30_000;
export const ANNOUNCEMENT_POLL_MS = 60_000;
export const HELPER_REFRESH_MS = 10_000;
/** the cover image: one image, these types, 1 MB at most (part 3 §5) */
export const CONTEST_IMAGE_TYPES = ['gif', 'jpeg', 'jpg', 'png', 'svg', 'jfif', 'webp'] as const;
export const CONTEST_IMAGE_MAX_BYTES = 1024 * 1024;

/** Where a contest stands at `now`: scheduled before the start, running until the end, then ended. */
export function contestStatus(contest: { startTime: number; endTime: number }, now: number): ContestStatus {
  if (now < contest.startTime) return CONTEST_STATUS.scheduled;
  if (now < contest.endTime) return CONTEST_STATUS.running;
  return CONTEST_STATUS.ended;
}

/** The overview's progress slider: 0 scheduled, 100 ended, otherwise elapsed over duration. */
export function contestProgress(contest: { startTime: number; endTime: number }, now: number): number {
  const status = contestStatus(contest, now);
  if (status === CONTEST_STATUS.scheduled) return 0;
  if (status === CONTEST_STATUS.ended) return 100;
  return Math.floor(((now - contest.startTime) / (contest.endTime - contest.startTime)) * 100);
}

/** Whether a participant's personal time is over: elapsed time reached the duration. */
export function personalTimeOver(personalStart: number, userDuration: number, now: number): boolean {
  return userDuration > 0 && now - personalStart >= userDuration;
}

/**
 * The account limit rule (part 3 §3.3): stored as one tagged string with prefix, suffix, number
 * range and extra accounts; only usernames that match may take part.
 */
export interface AccountLimitRule {
  prefix: string;
  suffix: string;
  /** the number range between prefix and suffix; null for no numbered accounts */
  numberFrom: number | null;
  numberTo: number | null;
  /** further usernames allowed, whatever their shape */
  extraAccount: string[];
}

type RulePart = 'prefix' | 'suffix' | 'start' | 'end' | 'extra';

function tagged(name: RulePart, value: string): string {
  return `<${name}>${value}</${name}>`;
}

export function formatAccountLimitRule(rule: AccountLimitRule): string {
  return [
    tagged('prefix', rule.prefix),
    tagged('suffix', rule.suffix),
    tagged('start', rule.numberFrom === null ? '' : String(rule.numberFrom)),
    tagged('end', rule.numberTo === null ? '' : String(rule.numberTo)),
    tagged('extra', rule.extraAccount.join(' ')),
  ].join('');
}

function part(text: string, name: RulePart): string {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(text);
  return match?.[1]?.trim() ?? '';
}

function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export function parseAccountLimitRule(text: string | null | undefined): AccountLimitRule {
  const source = text ?? '';
  return {
    prefix: part(source, 'prefix'),
    suffix: part(source, 'suffix'),
    numberFrom: wholeNumber(part(source, 'start')),
    numberTo: wholeNumber(part(source, 'end')),
    extraAccount: part(source, 'extra')
      .split(/[\s,]+/)
      .filter((name) => name !== ''),
  };
}

/**
 * Whether a username may take part under the rule: one of the extra accounts, or prefix + a number
 * in the range + suffix. The number may carry leading zeros (team001), as generated accounts do.
 */
export function accountAllowed(rule: AccountLimitRule, username: string): boolean {
  if (rule.extraAccount.includes(username)) return true;
  if (rule.numberFrom === null || rule.numberTo === null) return false;
  if (!username.startsWith(rule.prefix) || !username.endsWith(rule.suffix)) return false;
  const middle = username.slice(rule.prefix.length, username.length - rule.suffix.length);
  if (!/^\d{1,9}$/.test(middle)) return false;
  const n = Number(middle);
  return n >= rule.numberFrom && n <= rule.numberTo;
}

/** The messages of the contest save rules (part 3 §5), the keys the interface text uses. */
export const CONTEST_SAVE_MESSAGES = {
  durationCheck: 'Contest_Duration_Check',
  timeCheck: 'Contets_Time_Check',
  duplicateStar: 'Add_Star_User_Error',
  passwordRequired: 'The password of a private or protected contest is required',
} as const;

/** Duplicate star users (the form warns with Add_Star_User_Error instead of adding one twice). */
export function duplicateStarUser(starUsers: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of starUsers) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

/** The save rules that tie fields together; the field shapes are checked by the body schema. */
export function contestSaveProblem(body: { startTime: number; endTime: number; auth: number; pwd?: string | null; starAccount: readonly string[] }): string | null {
  if (body.endTime < body.startTime) return CONTEST_SAVE_MESSAGES.timeCheck;
  if (body.endTime === body.startTime) return CONTEST_SAVE_MESSAGES.durationCheck;
  if (body.auth !== CONTEST_AUTH.public && (body.pwd ?? '').trim() === '') return CONTEST_SAVE_MESSAGES.passwordRequired;
  if (duplicateStarUser(body.starAccount) !== null) return CONTEST_SAVE_MESSAGES.duplicateStar;
  return null;
}

/** Seal options (part 3 §4): 0 the last half hour, 1 the last hour, 2 the whole contest from its start. */
export const SEAL_OPTION = { lastHalfHour: 0, lastHour: 1, whole: 2 } as const;
export type SealOption = (typeof SEAL_OPTION)[keyof typeof SEAL_OPTION];
const SEAL_SECONDS_BEFORE_END = { 0: 1800, 1: 3600 } as const;

/** When the seal of an option starts. */
export function sealRankTimeFor(option: SealOption, startTime: number, endTime: number): number {
  return option === SEAL_OPTION.whole ? startTime : endTime - SEAL_SECONDS_BEFORE_END[option];
}

/** Half an hour is offered only from 1800 s of duration, one hour only from 3600 s. */
export function sealOptionAvailable(option: SealOption, duration: number): boolean {
  return option === SEAL_OPTION.whole || duration >= SEAL_SECONDS_BEFORE_END[option];
}

/** The option the form picks when the seal is switched on: whole for non-ACM or under an hour, else the last hour. */
export function defaultSealOption(type: number, duration: number): SealOption {
  return type !== CONTEST_TYPE.acm || duration < 3600 ? SEAL_OPTION.whole : SEAL_OPTION.lastHour;
}

/** The option a stored seal time stands for, or null when it matches none (the server refuses such a save). */
export function sealOptionOf(sealRankTime: number, startTime: number, endTime: number): SealOption | null {
  for (const option of [SEAL_OPTION.lastHalfHour, SEAL_OPTION.lastHour, SEAL_OPTION.whole] as const) {
    if (sealOptionAvailable(option, endTime - startTime) && sealRankTimeFor(option, startTime, endTime) === sealRankTime) return option;
  }
  return null;
}

interface SealFields {
  sealRank: boolean;
  sealRankTime: number | null;
  autoRealRank: boolean;
  startTime: number;
  endTime: number;
}

/**
 * Whether the seal hides results from non-admins at `now`: from the seal time until the end, and
 * after the end too unless autoRealRank turns the board real.
 */
export function sealInForce(contest: SealFields, now: number): boolean {
  if (!contest.sealRank || contest.sealRankTime === null || now < contest.sealRankTime) return false;
  return now < contest.endTime || !contest.autoRealRank;
}

/**
 * Whether a contestant sees their own results while the seal is in force (decision 44): in an ACM
 * contest unless its host turned that off (HOJ's stricter rule), as ICPC, Codeforces and DMOJ do. The
 * board stays sealed either way. An OI contest keeps the real-time result permission: its own scores
 * stay hidden with everyone else's.
 */
export function sealShowsOwnResults(contest: { type: number; ownResultsInSeal: boolean }): boolean {
  return contest.type === CONTEST_TYPE.acm && contest.ownResultsInSeal;
}

/** The board's state for non-admins (part 3 §4 "Contest rank states"). */
export function rankStateAt(contest: SealFields, now: number): 'real-time' | 'sealed' | 'auto-real-time' | 'sealed-after-end' {
  const ended = now >= contest.endTime;
  if (sealInForce(contest, now)) return ended ? 'sealed-after-end' : 'sealed';
  return ended && contest.sealRank && contest.sealRankTime !== null ? 'auto-real-time' : 'real-time';
}

/** The contest area's refusals and answers (the Worker answers with them; the web app tells a denied page's reason by them). */
export const CONTEST_MESSAGES = {
  notFound: 'The contest does not exist',
  notStarted: 'The contest has not started yet',
  ended: 'Contest has ended',
  personalTimeOver: 'Your time for this contest is over',
  notPersonallyStarted: 'Please start the contest first',
  passwordNeeded: 'Please enter the contest password first',
  accountNotAllowed: 'Your account is not allowed to take part in this contest',
  notAdmin: 'Only the contest administrators may do this',
  wrongPassword: 'The contest password is wrong',
  passwordEmpty: 'Enter the contest password',
  alreadyRegistered: 'You have already registered for this contest',
  noPersonalTime: 'This contest has no personal time to start',
  alreadyStarted: 'You have already started this contest',
  problemNotFound: 'The problem does not exist in this contest',
  printClosed: 'This contest does not offer printing',
  printNotFound: 'The print job does not exist',
  acHelperAcmOnly: 'The AC helper is only for ACM contests',
  acSubmissionNotFound: 'The accepted submission does not exist in this contest',
  announcementNotFound: 'The announcement does not exist',
  typeFixed: 'The rule type of a contest cannot be changed',
  sealTime: 'The seal time must be one of the seal options: the last half hour, the last hour or the whole contest',
  problemAlreadyIn: 'The problem is already in this contest',
  starUnknown: 'A star user does not exist',
  awardsMissing: 'At least one award is needed when awards are on',
  accountRuleMissing: 'The account limit rule needs a number range or extra accounts',
  userDurationTooLong: 'The personal duration cannot be longer than the contest',
  imageType: 'File type not support',
  imageSize: 'Exceed max size limit',
} as const;
