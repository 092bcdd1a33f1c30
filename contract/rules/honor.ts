/**
 * The monthly honor roll (part 1 §7 "honor roll: name, monthRankingDetailVOList with name and user
 * list of realname and username"; part 3 §2.2 admin route `honor`), rules the admin screen and the
 * Worker both apply. Decision 35.
 */

export const HONOR_LIMITS = {
  /** the roll's name, e.g. "2026-11" */
  name: 50,
  /** an award's name, e.g. "Gold" or "Most improved" */
  awardName: 30,
  awards: 10,
  usersPerAward: 50,
} as const;

/** The admin table's page size (part 3 §9: admin lists 10). */
export const HONOR_ADMIN_PAGE_SIZE = 10;

/** 0 shown on the home page (the newest shown roll is the one there), 1 hidden: a draft or an old roll. */
export const HONOR_STATUS = { shown: 0, hidden: 1 } as const;
export const HONOR_STATUSES = [HONOR_STATUS.shown, HONOR_STATUS.hidden] as const;

export const HONOR_MESSAGES = {
  notFound: 'The honor roll does not exist',
  nameTaken: 'An honor roll with this name already exists',
  awardsRequired: 'An honor roll needs at least one award',
  awardNameTwice: 'Two awards of an honor roll cannot share a name',
  usersRequired: 'Every award needs at least one user',
  unknownUsers: 'These users do not exist: {usernames}',
} as const;

/** A username as the users table keys it (usernames are unique whatever their case). */
export const honorUsernameKey = (username: string): string => username.trim().toLowerCase();

export interface HonorAwardDraft {
  name: string;
  usernames: readonly string[];
}

/**
 * The awards as they are stored: names and usernames trimmed, each user once per award (case does
 * not make a second user; the first spelling stays), in the order given. A user may win several awards.
 */
export function normalizeAwards(awards: readonly HonorAwardDraft[]): HonorAwardDraft[] {
  return awards.map((award) => {
    const byKey = new Map<string, string>();
    for (const name of award.usernames) {
      const trimmed = name.trim();
      if (trimmed !== '' && !byKey.has(honorUsernameKey(trimmed))) byKey.set(honorUsernameKey(trimmed), trimmed);
    }
    return { name: award.name.trim(), usernames: [...byKey.values()] };
  });
}

/** Why these (normalized) awards cannot be saved, or null: at least one award, distinct names, someone on each. */
export function honorAwardsProblem(awards: readonly HonorAwardDraft[]): string | null {
  if (awards.length === 0) return HONOR_MESSAGES.awardsRequired;
  const names = new Set(awards.map((a) => a.name.toLowerCase()));
  if (names.size !== awards.length) return HONOR_MESSAGES.awardNameTwice;
  if (awards.some((a) => a.usernames.length === 0)) return HONOR_MESSAGES.usersRequired;
  return null;
}

/** The name a new roll is offered: its month as YYYY-MM, in the calendar of `date` as given (UTC). */
export function honorMonthName(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
