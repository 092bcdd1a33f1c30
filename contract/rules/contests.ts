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

/** 0 no awards, 1 by proportion (num is a percent), 2 by number (num is a row count) */
export const AWARD_TYPE = { none: 0, proportion: 1, number: 2 } as const;

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

const RULE_PARTS = ['prefix', 'suffix', 'start', 'end', 'extra'] as const;

function tagged(name: (typeof RULE_PARTS)[number], value: string): string {
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

function part(text: string, name: (typeof RULE_PARTS)[number]): string {
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
