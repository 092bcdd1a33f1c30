import type { HonorRollBody, HonorRollView } from '../../../../contract/api/honor';
import { HONOR_MESSAGES, HONOR_STATUS, honorAwardsProblem, normalizeAwards } from '../../../../contract/rules/honor';

export interface AwardDraft {
  /** a key that stays while rows are added and removed */
  key: number;
  name: string;
  usernames: string[];
}

export interface HonorDraft {
  name: string;
  shown: boolean;
  awards: AwardDraft[];
}

let nextKey = 1;
export const awardDraft = (name = '', usernames: string[] = []): AwardDraft => ({ key: nextKey++, name, usernames });

/** A new roll: the month's name and the award names offered (Gold, Silver, Bronze in the admin's language), shown once saved. */
export const emptyHonorDraft = (name: string, awardNames: readonly string[]): HonorDraft => ({ name, shown: true, awards: awardNames.map((n) => awardDraft(n)) });

export const draftOfRoll = (roll: HonorRollView): HonorDraft => ({
  name: roll.name,
  shown: roll.status === HONOR_STATUS.shown,
  awards: roll.monthRankingDetailVOList.map((a) => awardDraft(a.name, a.userList.map((u) => u.username))),
});

export type HonorFormProblem = 'name_required' | 'awards_required' | 'award_name_required' | 'award_name_twice' | 'users_required';

const PROBLEM_OF: Record<string, HonorFormProblem> = {
  [HONOR_MESSAGES.awardsRequired]: 'awards_required',
  [HONOR_MESSAGES.awardNameTwice]: 'award_name_twice',
  [HONOR_MESSAGES.usersRequired]: 'users_required',
};

/** The body the admin calls receive, or the first thing the form still needs (the Worker applies the same rules). */
export function honorRollBody(draft: HonorDraft, id: number | null): { ok: true; body: HonorRollBody } | { ok: false; problem: HonorFormProblem } {
  const name = draft.name.trim();
  if (name === '') return { ok: false, problem: 'name_required' };
  const awards = normalizeAwards(draft.awards);
  if (awards.some((a) => a.name === '')) return { ok: false, problem: 'award_name_required' };
  const problem = honorAwardsProblem(awards);
  if (problem) return { ok: false, problem: PROBLEM_OF[problem] ?? 'awards_required' };
  return { ok: true, body: { id, name, status: draft.shown ? HONOR_STATUS.shown : HONOR_STATUS.hidden, monthRankingDetailVOList: awards.map((a) => ({ name: a.name, usernames: [...a.usernames] })) } };
}
