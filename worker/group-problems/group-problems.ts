import type * as v from 'valibot';
import type { GroupAdminProblemRow, GroupPageQuery, GroupProblemApplyListQuery, GroupProblemApplyRow, GroupProblemRow, GroupProblemStatusBody } from '../../contract/api/groups';
import type { CompileCheckerBody, CompileCheckerResult, UserProblemStatus } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { groupAdminStanding, groupMemberStanding } from './access';
import { ApiError, badRequest, notFound } from '../lib/api-error';
import { toAdminProblemRow } from '../problems/admin-problem-list';
import { compileChecker } from '../problems/checker-compile';
import { manageableProblem, type ProblemRow } from '../problems/problem-access';
import { userProblemStatuses } from '../problems/problem-list';
import { forgetCounts } from '../problems/problems-count-cache';
import { countProblems, findProblemById, problemListPage } from '../problems/queries';
import { isoTime } from '../problems/view';
import { applyListPage, applyProgressStatement, groupAdminProblemPage, groupProblemWhere } from './queries';
import { forgetEveryUserHome } from '../home/home-documents';
import { problemChangedStatements } from '../home/kept-rows';
import { messageInserts, mineMessage } from '../messages/notify';
import { problemBankMessage } from '../messages/rules';
import { APPLY_PROGRESS, nextApplyProgress } from './rules';

type PageQuery = v.InferOutput<ReturnType<typeof GroupPageQuery>>;

/**
 * A group problem the caller manages (the group root, or its author while a group admin): it must
 * be a group's problem, and the group's the request names when it names one.
 */
export async function managedGroupProblem(db: Db, pid: number, who: Principal, gid?: number): Promise<ProblemRow> {
  const problem = await findProblemById(db, pid);
  if (!problem) throw notFound('The problem does not exist');
  if (problem.gid === null || (gid !== undefined && problem.gid !== gid)) throw badRequest(GROUP_MESSAGES.problemNotInGroup);
  return manageableProblem(db, pid, who);
}

/** `group/get-problem-list`: the group's public problems (auth 1), in the bank's order, with tags and counts (members). */
export async function groupProblemList({ db }: Pick<Deps, 'db'>, query: PageQuery, who: Principal): Promise<Page<GroupProblemRow>> {
  await groupMemberStanding(db, query.gid, who);
  const where = groupProblemWhere(query.gid, query.keyword, true);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([problemListPage(db, where, who.user.id, { limit: query.limit, offset }), countProblems(db, where)]);
  const records = rows.map((r) => ({
    id: r.id,
    problemId: r.problemId,
    title: r.title,
    difficulty: r.difficulty,
    type: r.type,
    tags: (JSON.parse(r.tags) as GroupProblemRow['tags']).sort((a, b) => a.id - b.id),
    ac: r.acCount,
    total: r.totalCount,
  }));
  return { records, total, current: query.currentPage, size: query.limit };
}

/** `group/get-admin-problem-list`: every problem of the group, newest first, with its auth and public-bank state (group admins). */
export async function groupAdminProblemList({ db }: Pick<Deps, 'db'>, query: PageQuery, who: Principal): Promise<Page<GroupAdminProblemRow>> {
  await groupAdminStanding(db, query.gid, who);
  const [rows, count] = await groupAdminProblemPage(db, groupProblemWhere(query.gid, query.keyword, false), { limit: query.limit, offset: (query.currentPage - 1) * query.limit });
  const records = rows.map((r) => ({ ...toAdminProblemRow(r), gid: query.gid, applyPublicProgress: r.applyPublicProgress }));
  return { records, total: count[0]?.n ?? 0, current: query.currentPage, size: query.limit };
}

/** `group/apply-public`: the root or the author asks for the public bank, or takes the request back. */
export async function applyGroupProblemPublic(deps: Pick<Deps, 'db' | 'clock' | 'cache' | 'defer'>, pid: number, isApplied: boolean, who: Principal): Promise<void> {
  const { db, clock } = deps;
  const problem = await managedGroupProblem(db, pid, who);
  const next = nextApplyProgress(problem.applyPublicProgress, isApplied);
  if ('refusal' in next) throw badRequest(next.refusal);
  // Taking back an admitted problem takes it out of the public bank, and of its solvers' counts (decision 34).
  await db.batch([applyProgressStatement(db, pid, next.progress, who.user.username, clock.nowSeconds()), ...problemChangedStatements(db, pid)]);
  forgetEveryUserHome(deps);
}

/** `group/compile-spj` and `compile-interactive`: the site's compile, for a group admin (gid required). */
export async function groupCompileChecker(deps: Pick<Deps, 'db' | 'queue' | 'clock'>, who: Principal, mode: 'spj' | 'interactive', body: v.InferOutput<typeof CompileCheckerBody>): Promise<CompileCheckerResult> {
  if (!body.gid) throw badRequest('gid is required');
  await groupAdminStanding(deps.db, body.gid, who);
  if (body.pid) await managedGroupProblem(deps.db, body.pid, who, body.gid);
  return compileChecker(deps, who, mode, body);
}

/** `get-user-group-problem-status`: the caller's status on each listed problem, as get-user-problem-status answers (members). */
export async function userGroupProblemStatuses(deps: Pick<Deps, 'db' | 'clock'>, who: Principal, body: v.InferOutput<typeof GroupProblemStatusBody>): Promise<Record<number, UserProblemStatus>> {
  await groupMemberStanding(deps.db, body.gid, who);
  return userProblemStatuses(deps, who, { pidList: body.pidList, gid: body.gid, isContestProblemList: false, containsEnd: false });
}

/** `admin/group-problem/list`: group problems at one public-bank progress (applying by default), newest change first. */
export async function groupProblemApplyList({ db }: Pick<Deps, 'db'>, query: v.InferOutput<typeof GroupProblemApplyListQuery>): Promise<Page<GroupProblemApplyRow>> {
  const progress = query.progress ?? APPLY_PROGRESS.applying;
  const [rows, count] = await applyListPage(db, progress, query.keyword, { limit: query.limit, offset: (query.currentPage - 1) * query.limit });
  const records = rows.map((r) => ({
    id: r.id,
    problemId: r.problemId,
    title: r.title,
    author: r.author,
    gid: r.gid!,
    groupName: r.groupName,
    applyPublicProgress: r.applyPublicProgress!,
    gmtModified: isoTime(r.updatedAt),
  }));
  return { records, total: count[0]?.n ?? 0, current: query.currentPage, size: query.limit };
}

/** `admin/group-problem/change-progress`: a site admin admits (2) a group problem that applied, or refuses it (3). */
export async function changeGroupProblemProgress(deps: Pick<Deps, 'db' | 'clock' | 'cache' | 'defer'>, pid: number, progress: number, who: Principal): Promise<void> {
  const { db, clock } = deps;
  const problem = await findProblemById(db, pid);
  if (!problem) throw notFound('The problem does not exist');
  if (problem.gid === null) throw badRequest('The problem is not a group problem');
  if (problem.applyPublicProgress === null) throw new ApiError(400, 'The problem has not applied for the public bank');
  const now = clock.nowSeconds();
  // The problem's author is told of the decision (decision 33), in the decision's own batch.
  const author = problem.createdBy;
  const decided = progress === APPLY_PROGRESS.admitted || progress === APPLY_PROGRESS.refused;
  const text = problemBankMessage(progress === APPLY_PROGRESS.admitted, problem);
  const told = author && author !== who.user.id && decided ? messageInserts(db, [mineMessage(author, text.title, text.content, now)]) : [];
  // An admission puts the problem in the public bank, and in its solvers' counts (decision 34).
  await db.batch([applyProgressStatement(db, pid, progress, who.user.username, now), ...problemChangedStatements(db, pid), ...told]);
  // The bank's cached pages and counts change with an admission, and so do the solvers' homes.
  forgetCounts('problems:');
  forgetEveryUserHome(deps);
}

