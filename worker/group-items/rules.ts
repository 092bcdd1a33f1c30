import { PROBLEM_AUTH } from '../../contract/api/problems';
import { groupProblemPrefix } from '../../contract/rules/groups';

/** The apply_public_progress of a group problem admitted to the public bank (decision 31). */
export const ADMITTED_TO_BANK = 2;

/**
 * A problem of the public bank: a public site problem, or a group's problem admitted to the bank
 * (it stays in its group and is listed by the bank too). Groups may add these to their homework
 * and contests; any other problem only from its own group.
 */
export function inPublicBank(problem: { auth: number; gid: number | null; applyPublicProgress: number | null }): boolean {
  if (problem.auth !== PROBLEM_AUTH.public) return false;
  return problem.gid === null || problem.applyPublicProgress === ADMITTED_TO_BANK;
}

/**
 * The stored id of a problem created inside a group contest: the group's upper-case short name in
 * front of the typed id (part 3 §3.4). An id that already carries the prefix (the form shows the
 * stored id back when the problem is edited) keeps it once.
 */
export function prefixedProblemId(typed: string, shortName: string): string {
  const prefix = groupProblemPrefix(shortName);
  return typed.toUpperCase().startsWith(prefix) ? typed : `${prefix}${typed}`;
}

/** Why a save may not move an item out of its group (or into another), or null when it stays. */
export function groupMoveRefusal(storedGid: number, askedGid: number | null): string | null {
  return askedGid === storedGid ? null : 'A group item stays in its group: gid must be the group it belongs to';
}
