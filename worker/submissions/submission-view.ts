import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { SubmissionDetail, SubmissionView } from '../../contract/api/judging';
import { PROBLEM_AUTH } from '../../contract/api/problems';
import type { AllCaseResult, JudgeCaseView, ShareSubmissionBody, SubmissionListQuery, SubtaskView } from '../../contract/api/submissions';
import type { Page } from '../../contract/envelope';
import type { CaseResult, JudgeCaseMode } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { isAdminRole } from '../../contract/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { submissionResults, submissions } from '../db/schema-submissions';
import { problemCases, problems } from '../db/schema-problems';
import type { Env } from '../env';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/api-error';
import type { SubmissionRow } from '../judging/judging';
import { findSubmission } from '../judging/judging';
import { canViewProblem } from '../problems/problem-access';
import { cachedAnonymousPage, cachedCount } from '../problems/problems-count-cache';
import { likePattern } from '../problems/view';
import type { Principal } from '../accounts/sessions';

/** Part 1 §6: the owner and admins see the code; others only when it is shared and the problem allows sharing. */
export function canSeeCode(row: SubmissionRow, problemAllowsSharing: boolean, viewer: Principal | null): boolean {
  if (viewer && (viewer.user.id === row.uid || isAdminRole(viewer.roles))) return true;
  return row.share && problemAllowsSharing;
}

/** Part 1 §9: score × 0.1 + difficulty × 2, rounded, for OI problems with a score. */
export function oiRankScore(score: number | null, problem: { type: number; difficulty: number } | null): number | null {
  if (!problem || problem.type !== 1 || score === null) return null;
  return Math.round(score * 0.1 + problem.difficulty * 2);
}

export function toSubmissionView(row: SubmissionRow, title: string, withCode: boolean, problem: { type: number; difficulty: number } | null = null): SubmissionView {
  return {
    submitId: row.submitId,
    pid: row.pid,
    displayPid: row.displayPid,
    displayId: row.displayPid,
    title,
    status: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore ?? oiRankScore(row.score, problem),
    time: row.time,
    memory: row.memory,
    length: row.length,
    language: row.language,
    username: row.username,
    uid: row.uid,
    submitTime: new Date(row.submitTime * 1000).toISOString(),
    judger: row.judger,
    isManual: row.isManual,
    errorMessage: row.errorMessage,
    cid: row.cid,
    gid: row.gid,
    share: row.share,
    code: withCode ? row.code : null,
  };
}

export async function submissionDetail(db: Db, submitId: number, viewer: Principal | null): Promise<SubmissionDetail> {
  const row = await findSubmission(db, submitId);
  const problem = await db.select({ title: problems.title, codeShare: problems.codeShare, type: problems.type, difficulty: problems.difficulty }).from(problems).where(eq(problems.id, row.pid)).get();
  const codeShare = problem?.codeShare ?? false;
  return { submission: toSubmissionView(row, problem?.title ?? '', canSeeCode(row, codeShare, viewer), problem ?? null), codeShare };
}

/** Narrow filters are counted exactly up to this many submissions. */
const EXACT_COUNT_MAX = 1000;

/** Display ids matching a problemID filter; up to this many, the list walks their submissions by problem. */
const PROBLEM_MATCHES_BY_INDEX = 50;

/**
 * Anonymous visitors share list pages for this long: a page may show a submission's state as it was
 * up to this long ago (the list page refreshes pending rows itself through check-submissions-status),
 * and a new submission may appear this much later. Signed-in callers always get a fresh page, so an
 * author or an admin who just acted sees the effect at once.
 */
const ANONYMOUS_PAGE_TTL_MS = 2000;

/**
 * `get-submission-list` for the main bank (contest and group lists come with those areas).
 *
 * Anonymous callers share pages for ANONYMOUS_PAGE_TTL_MS; everyone else gets them fresh.
 */
export async function submissionList(env: Pick<Env, 'CACHE'>, db: Db, query: SubmissionListQuery, viewer: Principal | null): Promise<Page<SubmissionView>> {
  if (query.contestID) throw notFound('The contest does not exist');
  if (query.gid !== undefined) throw notFound('The group does not exist');
  if (query.onlyMine && !viewer) throw unauthorized('Please_login_first');
  if (viewer) return freshSubmissionList(env, db, query, viewer);
  const key = `submissions:page:${JSON.stringify([query.problemID, query.completeProblemID, query.status, query.username?.toLowerCase(), query.currentPage, query.limit])}`;
  return cachedAnonymousPage(key, ANONYMOUS_PAGE_TTL_MS, () => freshSubmissionList(env, db, query, null));
}

/**
 * Each filter shape walks one index in submit-id order and stops after a page: the caller's own
 * (uid), a few problems (pid), a status, or everything (cid); one user's tries at one problem come
 * from (uid, pid). The unary `+` keeps SQLite off the other indexes, whose equality it would
 * otherwise guess to be as selective. The list indexes carry the filtered columns, so the page's ids
 * (past any offset) and the counts come from the index alone, and only the page's own rows are read
 * from the table. Totals of narrow filters are exact up to EXACT_COUNT_MAX; those of the wide ones
 * (everything, a status, a display-id fragment matching many problems) and of prolific users come
 * from the count cache. The code is never part of a list row.
 */
async function freshSubmissionList(env: Pick<Env, 'CACHE'>, db: Db, query: SubmissionListQuery, viewer: Principal | null): Promise<Page<SubmissionView>> {
  const unindexed = (column: SQL) => sql`+${column}`;
  const conditions: (SQL | undefined)[] = [isNull(submissions.gid)];
  // Users and exact display ids resolve inside the statement, so a page costs one round trip.
  if (query.onlyMine) conditions.push(eq(submissions.uid, viewer!.user.id));
  if (query.username !== undefined) conditions.push(sql`${submissions.uid} = (SELECT ${users.id} FROM ${users} WHERE ${users.usernameKey} = ${query.username.toLowerCase()})`);
  const byUser = query.onlyMine === true || query.username !== undefined;

  let byProblems = false;
  if (query.problemID !== undefined && query.completeProblemID) {
    // With a user too, both equalities meet in submissions_uid_pid_idx: one user's tries at one problem.
    conditions.push(sql`${submissions.pid} = (SELECT ${problems.id} FROM ${problems} WHERE ${problems.problemId} = ${query.problemID})`);
    byProblems = true;
  } else if (query.problemID !== undefined) {
    const fragment = sql`${problems.problemId} LIKE ${likePattern(query.problemID)} ESCAPE '\\'`;
    const pids = (await db.select({ id: problems.id }).from(problems).where(fragment).limit(PROBLEM_MATCHES_BY_INDEX + 1).all()).map((p) => p.id);
    if (pids.length === 0) return { records: [], total: 0, current: query.currentPage, size: query.limit };
    byProblems = pids.length <= PROBLEM_MATCHES_BY_INDEX;
    if (byProblems && !byUser) conditions.push(inArray(submissions.pid, pids));
    else if (byProblems) conditions.push(sql`${unindexed(sql`${submissions.pid}`)} IN ${pids}`);
    else conditions.push(sql`${unindexed(sql`${submissions.pid}`)} IN (SELECT ${problems.id} FROM ${problems} WHERE ${fragment})`);
  }
  const statusIndexed = !byUser && !byProblems;
  if (query.status !== undefined) conditions.push(statusIndexed ? eq(submissions.status, query.status) : sql`${unindexed(sql`${submissions.status}`)} = ${query.status}`);
  const cidIndexed = statusIndexed && query.status === undefined;
  conditions.push(cidIndexed ? eq(submissions.cid, 0) : sql`${unindexed(sql`${submissions.cid}`)} = 0`);
  const where = and(...conditions);

  const offset = (query.currentPage - 1) * query.limit;
  // The page's ids first, from the index; the inner `submissions` shadows the outer one.
  const pageIds = db.select({ id: submissions.submitId }).from(submissions).where(where).orderBy(desc(submissions.submitId)).limit(query.limit).offset(offset);
  const { code: _code, judgeNonce: _nonce, ip: _ip, ...listed } = getTableColumns(submissions);
  const rowsQuery = db
    .select({ row: listed, title: problems.title, type: problems.type, difficulty: problems.difficulty })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.pid))
    .where(inArray(submissions.submitId, pageIds))
    .orderBy(desc(submissions.submitId));
  // Most users and problems have few submissions: counted exactly up to a bound, in the same batch.
  const boundedQuery = db
    .select({ n: sql<number>`count(*)` })
    .from(db.select({ one: sql`1` }).from(submissions).where(where).limit(EXACT_COUNT_MAX + 1).as('capped'));
  const narrow = byUser || byProblems;
  const [rows, bounded] = narrow ? await db.batch([rowsQuery, boundedQuery]) : [await rowsQuery.all(), null];
  const lastPage = rows.length < query.limit && (rows.length > 0 || offset === 0);
  const exact = bounded?.[0]?.n;
  const count = () => db.select({ n: sql<number>`count(*)` }).from(submissions).where(where).get().then((r) => r?.n ?? 0);
  const key = `submissions:${JSON.stringify([query.onlyMine ? viewer!.user.id : null, query.username?.toLowerCase(), query.status, query.problemID, query.completeProblemID])}`;
  const total = lastPage ? offset + rows.length : exact !== undefined && exact <= EXACT_COUNT_MAX ? exact : await cachedCount(env, key, count, { shared: true });
  const records = rows.map((r) => {
    const full = { ...r.row, code: '', judgeNonce: null, ip: null } as SubmissionRow;
    return toSubmissionView(full, r.title ?? '', false, r.type === null ? null : { type: r.type, difficulty: r.difficulty ?? 0 });
  });
  return { records, total, current: query.currentPage, size: query.limit };
}

function parseCases(text: string | undefined): CaseResult[] {
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? (list as CaseResult[]) : [];
  } catch {
    return [];
  }
}

const SUBTASK_MODES: readonly JudgeCaseMode[] = ['subtask_lowest', 'subtask_average'];

/** Subtasks as the judge scored them (judge-runner scoring: a case without a group is a group of its own). */
function subtasks(mode: JudgeCaseMode, cases: JudgeCaseView[]): SubtaskView[] {
  const groups = new Map<string, JudgeCaseView[]>();
  for (const c of cases) {
    const key = c.groupNum === null ? `case ${c.index}` : `group ${c.groupNum}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()].map((list) => {
    const scores = list.map((c) => c.score);
    const score = mode === 'subtask_lowest' ? Math.min(...scores) : Math.floor(scores.reduce((a, b) => a + b, 0) / scores.length + 1e-9);
    const ac = list.filter((c) => c.status === JUDGE_STATUS.accepted).length;
    const failing = list.find((c) => c.status !== JUDGE_STATUS.accepted);
    return {
      groupNum: list[0]!.groupNum,
      status: !failing ? JUDGE_STATUS.accepted : score > 0 ? JUDGE_STATUS.partialAccepted : failing.status,
      score,
      ac,
      total: list.length,
      time: Math.max(...list.map((c) => c.time)),
      memory: Math.max(...list.map((c) => c.memory)),
      subtaskDetailList: list,
    };
  });
}

/**
 * `get-all-case-result`. Case results show when the problem opens them (admins always see them);
 * the program's output only to the submission's owner and admins. A contest submission's results
 * are its owner's and the admins' alone, like its code.
 */
export async function allCaseResults(db: Db, submitId: number, viewer: Principal | null): Promise<AllCaseResult> {
  const row = await findSubmission(db, submitId);
  const [problemRows, resultRows, caseRows] = await db.batch([
    db
      .select({ judgeCaseMode: problems.judgeCaseMode, openCaseResult: problems.openCaseResult, auth: problems.auth, gid: problems.gid })
      .from(problems)
      .where(eq(problems.id, row.pid)),
    db.select({ cases: submissionResults.cases }).from(submissionResults).where(eq(submissionResults.submitId, submitId)),
    db.select({ index: problemCases.index, inputName: problemCases.inputName, outputName: problemCases.outputName }).from(problemCases).where(eq(problemCases.pid, row.pid)),
  ]);
  const problem = problemRows[0];
  if (!problem) throw notFound('The problem does not exist');
  const admin = viewer !== null && isAdminRole(viewer.roles);
  const owner = viewer !== null && viewer.user.id === row.uid;
  if (!admin && !owner && (row.cid !== 0 || !canViewProblem(problem, viewer))) throw forbidden('Only the owner and admins may see the case results of this submission');
  const mode = problem.judgeCaseMode;
  const open = admin || problem.openCaseResult;
  if (!open) return { judgeCaseMode: mode, openCaseResult: false, judgeCaseList: [], subTaskJudgeCaseVoList: [] };
  const names = new Map(caseRows.map((c) => [c.index, c]));
  const cases: JudgeCaseView[] = parseCases(resultRows[0]?.cases)
    .sort((a, b) => a.index - b.index)
    .map((c) => ({
      index: c.index,
      inputData: names.get(c.index)?.inputName ?? null,
      outputData: names.get(c.index)?.outputName ?? null,
      userOutput: admin || owner ? c.userOutput : null,
      status: c.status,
      time: c.time,
      memory: c.memory,
      score: c.score,
      groupNum: c.groupNum,
    }));
  if (SUBTASK_MODES.includes(mode)) return { judgeCaseMode: mode, openCaseResult: true, judgeCaseList: [], subTaskJudgeCaseVoList: subtasks(mode, cases) };
  return { judgeCaseMode: mode, openCaseResult: true, judgeCaseList: cases, subTaskJudgeCaseVoList: [] };
}

/** `PUT /api/submission`: only the owner shares or unshares; contest code is never shared. */
export async function shareSubmission(db: Db, viewer: Principal, body: v.InferOutput<typeof ShareSubmissionBody>): Promise<SubmissionView> {
  const row = await findSubmission(db, body.submitId);
  if (row.uid !== viewer.user.id || (body.uid && body.uid !== viewer.user.id)) throw forbidden('Only the owner of a submission may share or unshare its code');
  if (row.cid !== 0) throw badRequest('Contest submissions cannot be shared');
  const problem = await db.select({ title: problems.title, codeShare: problems.codeShare, type: problems.type, difficulty: problems.difficulty, auth: problems.auth }).from(problems).where(eq(problems.id, row.pid)).get();
  if (body.share && problem && (!problem.codeShare || problem.auth !== PROBLEM_AUTH.public)) throw badRequest('This problem does not allow sharing code');
  await db.update(submissions).set({ share: body.share }).where(eq(submissions.submitId, row.submitId));
  return toSubmissionView({ ...row, share: body.share }, problem?.title ?? '', true, problem ?? null);
}

