import type { AdminContestProblemRow, AdminContestRow, AdminContestView, ContestListRow, ContestProblemSaveBody, ContestSaveBody } from '../../contract/api/contests';
import { PROBLEM_AUTH } from '../../contract/api/problems';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { addContest, changeContest } from '../contests/admin-contest';
import { createContestProblem, placeContestProblem, updateContestProblemFull } from '../contests/admin-contest-problems';
import { manageContest } from '../contests/contest-access';
import { adminContestListPage, contestListPage, contestListWhere, countContests, findContestRow, type ContestRow } from '../contests/queries';
import { CONTEST_MESSAGES } from '../contests/rules';
import { toAdminContestRow, toContestListRow } from '../contests/view';
import { groupStanding } from '../groups/standing';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { findProblemById } from '../problems/queries';
import { inPublicBank } from '../problems/rules';
import { groupProblemByProblemId } from './queries';
import { groupMoveRefusal } from './rules';

/**
 * Group contests (part 3 §2.8, §3.3, decision 31): the site's contest use cases with the group
 * check in front. scopeOf already decides a group contest's admins (the group root, or its creator
 * while a group admin) and keeps non-members out of its pages; these functions add what only a
 * group knows: the contest must be a group's, it stays in its group, and its problems come from
 * the group (created inside the contest, or by id) or the public bank.
 */

type GroupPage = { gid: number; currentPage: number; limit: number; keyword?: string };

/** A contest of some group (404 for a site contest: the group calls never reach those). */
export async function groupContestRow(deps: Pick<Deps, 'db'>, cid: number): Promise<ContestRow & { gid: number }> {
  const row = await findContestRow(deps.db, cid);
  if (!row || row.gid === null) throw notFound(CONTEST_MESSAGES.notFound);
  return row as ContestRow & { gid: number };
}

/** The group's managing calls on one of its contests: the group check, then the site's manage check. */
export async function manageGroupContest(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal): Promise<ContestRow & { gid: number }> {
  const row = await groupContestRow(deps, cid);
  await manageContest(deps, cid, caller);
  return row;
}

/** `group/get-contest-list`: the group's visible contests, running first like the site list (members). */
export async function groupContestList(deps: Pick<Deps, 'db' | 'clock'>, query: GroupPage, caller: Principal): Promise<Page<ContestListRow>> {
  const group = await groupStanding(deps.db, query.gid, caller);
  if (!group.member) throw forbidden(GROUP_MESSAGES.notMember);
  const now = deps.clock.nowSeconds();
  const where = contestListWhere({ gid: query.gid, keyword: query.keyword, visibleOnly: true }, now);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([contestListPage(deps.db, where, now, { limit: query.limit, offset }), countContests(deps.db, where)]);
  return { records: rows.map((r) => toContestListRow(r.row, r.count, now)), total, current: query.currentPage, size: query.limit };
}

/** `group/get-admin-contest-list`: every contest of the group, hidden ones too (group admins). */
export async function groupAdminContestList(deps: Pick<Deps, 'db' | 'clock'>, query: GroupPage, caller: Principal): Promise<Page<AdminContestRow>> {
  const group = await groupStanding(deps.db, query.gid, caller);
  if (!group.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  const now = deps.clock.nowSeconds();
  const where = contestListWhere({ gid: query.gid, keyword: query.keyword, visibleOnly: false }, now);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([adminContestListPage(deps.db, where, { limit: query.limit, offset }), countContests(deps.db, where)]);
  return { records: rows.map((r) => toAdminContestRow(r.row, r.count, now)), total, current: query.currentPage, size: query.limit };
}

/** `POST group/contest`: group admins create a contest in their group, created by them. */
export async function addGroupContest(deps: Pick<Deps, 'db' | 'clock'>, body: ContestSaveBody, caller: Principal): Promise<AdminContestView> {
  if (body.gid === null) throw badRequest('gid is required: the group the contest belongs to');
  const group = await groupStanding(deps.db, body.gid, caller);
  if (!group.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  return addContest(deps, body, caller);
}

/** `PUT group/contest`: the group root or the creator while a group admin; the contest stays in its group. */
export async function changeGroupContest(deps: Pick<Deps, 'db' | 'clock'>, body: ContestSaveBody, caller: Principal): Promise<AdminContestView> {
  if (body.id === null) throw badRequest('id is required to update a contest');
  const row = await manageGroupContest(deps, body.id, caller);
  const moved = groupMoveRefusal(row.gid, body.gid);
  if (moved) throw badRequest(moved);
  return changeContest(deps, body, caller);
}

/** `group/add-contest-problem-from-public`: a problem of the public bank joins the contest. */
export async function addGroupContestProblemFromPublic(deps: Pick<Deps, 'db' | 'clock'>, body: { cid: number; pid: number; displayId: string }, caller: Principal): Promise<AdminContestProblemRow> {
  await manageGroupContest(deps, body.cid, caller);
  const problem = await findProblemById(deps.db, body.pid);
  if (!problem || !inPublicBank(problem)) throw notFound('The problem is not in the public problem bank');
  return placeContestProblem(deps, body.cid, problem, body.displayId);
}

/** `group/add-contest-problem-from-group`: one of the group's own problems, by its stored id, joins the contest. */
export async function addGroupContestProblemFromGroup(deps: Pick<Deps, 'db' | 'clock'>, body: { cid: number; problemId: string; displayId: string }, caller: Principal): Promise<AdminContestProblemRow> {
  const row = await manageGroupContest(deps, body.cid, caller);
  const problem = await groupProblemByProblemId(deps.db, row.gid, body.problemId);
  if (!problem) throw notFound(GROUP_MESSAGES.problemNotInGroup);
  return placeContestProblem(deps, body.cid, problem, body.displayId);
}

/**
 * A problem saved inside a group contest is the group's and shown only inside its contests (auth 3);
 * the site's problem save gives it the group's short-name prefix (part 3 §3.4) and keeps it in its group.
 */
function asGroupContestProblem(body: ContestProblemSaveBody, gid: number, auth: number = PROBLEM_AUTH.contest): ContestProblemSaveBody {
  return { ...body, problem: { ...body.problem, gid, auth: auth as typeof body.problem.auth } };
}

/** `POST group/contest/problem`: a new group problem created inside the contest, with its display values, in one batch. */
export async function createGroupContestProblem(deps: Pick<Deps, 'db' | 'files' | 'clock'>, body: ContestProblemSaveBody, caller: Principal): Promise<AdminContestProblemRow> {
  const row = await manageGroupContest(deps, body.cid, caller);
  return createContestProblem(deps, asGroupContestProblem(body, row.gid), caller);
}

/** `PUT group/contest/problem`: a problem of the group in the contest, and its display values. */
export async function updateGroupContestProblemFull(deps: Pick<Deps, 'db' | 'files' | 'clock' | 'cache' | 'defer'>, body: ContestProblemSaveBody, caller: Principal): Promise<AdminContestProblemRow> {
  const row = await manageGroupContest(deps, body.cid, caller);
  const existing = body.problem.id ? await findProblemById(deps.db, body.problem.id) : undefined;
  if (!existing || existing.gid !== row.gid) throw notFound(GROUP_MESSAGES.problemNotInGroup);
  // An edit keeps the auth the problem has now (the group's problem page may have opened it to members).
  return updateContestProblemFull(deps, asGroupContestProblem(body, row.gid, existing.auth), caller);
}
