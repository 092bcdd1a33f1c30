import type { AdminContestProblemRow, ContestProblemSaveBody } from '../../contract/api/contests';
import { PROBLEM_AUTH } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { canManageProblem } from '../problems/rules';
import { findProblemById } from '../problems/queries';
import { forgetEveryUserHome } from '../home/home-documents';
import { problemCreateStatements, problemSaved, problemUpdateStatements } from '../problems/problem-save';
import { manageContest } from './contest-access';
import { contestProblemByPid } from './queries';
import {
  adminContestProblem,
  adminContestProblemPage,
  countAdminContestProblems,
  deleteContestProblem,
  displayIdTaken,
  insertContestProblemStatement,
  updateContestProblemStatement,
} from './queries-admin';
import { CONTEST_MESSAGES } from './rules';

type AdminRow = NonNullable<Awaited<ReturnType<typeof adminContestProblem>>>;

function toRow(r: AdminRow): AdminContestProblemRow {
  return { id: r.cp.id, cid: r.cp.cid, pid: r.cp.pid, displayId: r.cp.displayId, displayTitle: r.cp.displayTitle, color: r.cp.color, problemId: r.problemId, title: r.title, type: r.type, auth: r.auth };
}

async function rowOf(deps: Pick<Deps, 'db'>, cid: number, pid: number): Promise<AdminContestProblemRow> {
  const row = await adminContestProblem(deps.db, cid, pid);
  if (!row) throw notFound(CONTEST_MESSAGES.problemNotFound);
  return toRow(row);
}

async function checkDisplayIdFree(deps: Pick<Deps, 'db'>, cid: number, displayId: string, exceptPid: number | null): Promise<void> {
  if (await displayIdTaken(deps.db, cid, displayId, exceptPid)) throw badRequest(`The display ID ${displayId} is already used in this contest`);
}

export async function adminContestProblems(deps: Pick<Deps, 'db' | 'clock'>, query: { cid: number; currentPage: number; limit: number; keyword?: string }, caller: Principal): Promise<Page<AdminContestProblemRow>> {
  await manageContest(deps, query.cid, caller);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([adminContestProblemPage(deps.db, query.cid, query.keyword, { limit: query.limit, offset }), countAdminContestProblems(deps.db, query.cid, query.keyword)]);
  return { records: rows.map(toRow), total, current: query.currentPage, size: query.limit };
}

export async function adminContestProblemOf(deps: Pick<Deps, 'db' | 'clock'>, query: { cid: number; pid: number }, caller: Principal): Promise<AdminContestProblemRow> {
  await manageContest(deps, query.cid, caller);
  return rowOf(deps, query.cid, query.pid);
}

/**
 * `add-problem-from-public`: a problem of the public bank (or one the caller manages) joins the
 * contest under a display id of its own, titled as the problem is.
 */
export async function addProblemFromPublic(deps: Pick<Deps, 'db' | 'clock'>, body: { cid: number; pid: number; displayId: string }, caller: Principal): Promise<AdminContestProblemRow> {
  await manageContest(deps, body.cid, caller);
  const problem = await findProblemById(deps.db, body.pid);
  if (!problem) throw notFound('The problem does not exist');
  if (problem.auth !== PROBLEM_AUTH.public && !canManageProblem(problem, caller)) throw forbidden('Only a public problem, or one you manage, can be added to a contest');
  return placeContestProblem(deps, body.cid, problem, body.displayId);
}

/**
 * A problem joins a contest under a display id of its own, titled as the problem is, once the
 * caller's right to the contest and to the problem was checked (the site's rule above, or a
 * group's: its own problems and the public bank).
 */
export async function placeContestProblem(deps: Pick<Deps, 'db'>, cid: number, problem: { id: number; title: string }, displayId: string): Promise<AdminContestProblemRow> {
  if (await contestProblemByPid(deps.db, cid, problem.id)) throw badRequest(CONTEST_MESSAGES.problemAlreadyIn);
  await checkDisplayIdFree(deps, cid, displayId, null);
  await insertContestProblemStatement(deps.db, { cid, pid: problem.id, displayId, displayTitle: problem.title, color: null });
  return rowOf(deps, cid, problem.id);
}

/** `PUT admin/contest/contest-problem`: the display id, title and balloon colour. */
export async function updateContestProblem(
  deps: Pick<Deps, 'db' | 'clock'>,
  body: { cid: number; pid: number; displayId: string; displayTitle: string; color: string | null },
  caller: Principal,
): Promise<AdminContestProblemRow> {
  await manageContest(deps, body.cid, caller);
  if (!(await contestProblemByPid(deps.db, body.cid, body.pid))) throw notFound(CONTEST_MESSAGES.problemNotFound);
  await checkDisplayIdFree(deps, body.cid, body.displayId, body.pid);
  await updateContestProblemStatement(deps.db, body.cid, body.pid, { displayId: body.displayId, displayTitle: body.displayTitle, color: body.color });
  return rowOf(deps, body.cid, body.pid);
}

/** `DELETE admin/contest/problem`: out of the contest; the problem itself stays. */
export async function removeContestProblem(deps: Pick<Deps, 'db' | 'clock'>, query: { cid: number; pid: number }, caller: Principal): Promise<void> {
  await manageContest(deps, query.cid, caller);
  if (!(await deleteContestProblem(deps.db, query.cid, query.pid))) throw notFound(CONTEST_MESSAGES.problemNotFound);
}

/** `POST admin/contest/problem`: a new problem and its place in the contest, written in one batch. */
export async function createContestProblem(deps: Pick<Deps, 'db' | 'files' | 'clock'>, body: ContestProblemSaveBody, caller: Principal): Promise<AdminContestProblemRow> {
  await manageContest(deps, body.cid, caller);
  await checkDisplayIdFree(deps, body.cid, body.contestProblem.displayId, null);
  const { insert, children, pid } = await problemCreateStatements(deps, caller, body);
  const [inserted] = await deps.db.batch([insert, ...children, insertContestProblemStatement(deps.db, { cid: body.cid, pid, ...body.contestProblem })]);
  problemSaved();
  return rowOf(deps, body.cid, inserted[0]!.id);
}

/** `PUT admin/contest/problem`: the problem (which the caller must manage) and its display values, in one batch. */
export async function updateContestProblemFull(deps: Pick<Deps, 'db' | 'files' | 'clock' | 'cache' | 'defer'>, body: ContestProblemSaveBody, caller: Principal): Promise<AdminContestProblemRow> {
  await manageContest(deps, body.cid, caller);
  const pid = body.problem.id;
  if (!pid || !(await contestProblemByPid(deps.db, body.cid, pid))) throw notFound(CONTEST_MESSAGES.problemNotFound);
  await checkDisplayIdFree(deps, body.cid, body.contestProblem.displayId, pid);
  const { update, children, homesChanged } = await problemUpdateStatements(deps, caller, body);
  await deps.db.batch([update, ...children, updateContestProblemStatement(deps.db, body.cid, pid, body.contestProblem)]);
  problemSaved();
  if (homesChanged) forgetEveryUserHome(deps);
  return rowOf(deps, body.cid, pid);
}
