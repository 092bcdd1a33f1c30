import { PROBLEM_AUTH as AUTH } from '../../contract/api/problems';
import { isAdminRole } from '../../contract/roles';
import type { Db } from '../db/client';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import type { Principal } from '../accounts/sessions';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { managesGroupItem } from '../groups/rules';
import { groupStanding } from '../groups/standing';
import { groupProblemVisible } from '../group-problems/rules';
import { findProblemById, problemLanguageRows, type ProblemRow } from './queries';
import { canManageProblem, canViewProblem, inPublicBank } from './rules';

export type { ProblemRow } from './queries';
/** The visibility rule lives with the area's pure rules; it is exported here too for the submissions area. */
export { canViewProblem } from './rules';

export const PROBLEM_AUTH = AUTH;

/**
 * A problem the caller may judge code against outside contests and groups: the public bank for
 * everybody, the rest only for admin roles (a group problem is submitted with its gid, submit.ts).
 */
export async function judgeableProblem(db: Db, pid: number, who: Principal): Promise<ProblemRow> {
  const problem = await findProblemById(db, pid);
  // A test run from a group's problem page: the group's rule (members, by the problem's auth).
  if (problem && problem.gid !== null && !inPublicBank(problem) && !isAdminRole(who.roles)) return viewableProblem(db, pid, who);
  return checkJudgeable(problem, who);
}

/** judgeableProblem's rule on a problem row already read (undefined: there is none). */
export function checkJudgeable(problem: ProblemRow | undefined, who: Principal): ProblemRow {
  if (!problem) throw notFound('The problem does not exist');
  if (!inPublicBank(problem) && !isAdminRole(who.roles)) throw forbidden('You have no permission to submit code for this problem');
  return problem;
}

/** The problem's own language list, or null when it takes every judge language. */
export async function problemLanguageNames(db: Db, pid: number): Promise<string[] | null> {
  const names = await problemLanguageRows(db, pid);
  return names.length > 0 ? names : null;
}

export async function checkLanguageAllowed(db: Db, pid: number, language: string, judgeLanguages: string[]): Promise<void> {
  checkLanguageIn(language, await problemLanguageNames(db, pid), judgeLanguages);
}

/** checkLanguageAllowed's rule on lists already read: the problem's own (null: none) and the fleet's. */
export function checkLanguageIn(language: string, own: string[] | null, judgeLanguages: string[]): void {
  const allowed = own && own.length > 0 ? own : judgeLanguages;
  // With no runner ever seen there is nothing to check against; the job waits in the queue.
  if (allowed.length > 0 && !allowed.includes(language)) throw badRequest(`The language ${language} is not available for this problem`);
}

/**
 * A problem the caller may open: the bank's rule, and for a group problem outside the bank the
 * group's (its members, by the problem's auth; a hidden group is a missing one).
 */
export async function viewableProblem(db: Db, pid: number, viewer: Principal | null): Promise<ProblemRow> {
  const problem = await findProblemById(db, pid);
  if (!problem) throw notFound('The problem does not exist');
  if (canViewProblem(problem, viewer)) return problem;
  if (problem.gid !== null && viewer) {
    const group = await groupStanding(db, problem.gid, viewer);
    if (!group.member) throw forbidden(GROUP_MESSAGES.notMember);
    if (groupProblemVisible(problem.auth, group)) return problem;
  }
  throw forbidden('The problem is not public, you cannot view it');
}

/**
 * A problem the caller may change: a site problem by the site's root/author rule; a group problem
 * by the group's (its root, or its author while a group admin; site admins count as root).
 */
export async function manageableProblem(db: Db, pid: number, who: Principal): Promise<ProblemRow> {
  const problem = await findProblemById(db, pid);
  if (!problem) throw notFound('The problem does not exist');
  if (problem.gid !== null) {
    const group = await groupStanding(db, problem.gid, who);
    if (!managesGroupItem(group, problem.createdBy, who.user.id)) throw forbidden(GROUP_MESSAGES.notProblemManager);
    return problem;
  }
  if (!canManageProblem(problem, who)) throw forbidden('Only an admin or the author of this problem may manage it');
  return problem;
}
