import { PROBLEM_AUTH } from '../../contract/api/problems';
import { GROUP_MESSAGES, groupProblemInputId, groupProblemPrefix } from '../../contract/rules/groups';

/**
 * The group problem rules (part 3 §3.4, §6, decision 31), pure: who opens a group problem, the
 * stored id with the group's prefix, and the public-bank application's states.
 */

/** Public-bank application progress: null never asked, 1 applying, 2 admitted, 3 refused. */
export const APPLY_PROGRESS = { applying: 1, admitted: 2, refused: 3 } as const;

/**
 * Who opens a group problem from the group's pages: auth 1 its members, 2 its admins (and site
 * admins), 3 nobody outside a contest but site admins (as the site bank keeps contest problems).
 */
export function groupProblemVisible(auth: number, standing: { member: boolean; admin: boolean; siteAdmin: boolean }): boolean {
  if (auth === PROBLEM_AUTH.public) return standing.member;
  if (auth === PROBLEM_AUTH.private) return standing.admin;
  return standing.siteAdmin;
}

/**
 * The stored display id of a group problem: the group's upper-case short name, then the typed id.
 * A sent id that already carries the prefix (the form of an edited problem) is not prefixed twice.
 */
export function groupStoredProblemId(sent: string, shortName: string): string {
  return groupProblemPrefix(shortName) + groupProblemInputId(sent.trim(), shortName);
}

/**
 * `apply-public`: asking turns "never asked" or "refused" into applying; taking the request back
 * turns it back to never asked. A problem already admitted cannot be asked for or taken back here
 * (a site admin's examination changes it).
 */
export function nextApplyProgress(current: number | null, isApplied: boolean): { progress: number | null } | { refusal: string } {
  if (current === APPLY_PROGRESS.admitted) return { refusal: GROUP_MESSAGES.applyAlreadyPublic };
  return { progress: isApplied ? APPLY_PROGRESS.applying : null };
}
