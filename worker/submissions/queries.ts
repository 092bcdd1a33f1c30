import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SubmissionListQuery, SubmissionStatus } from '../../contract/api/submissions';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { problemCases, problems, userProblemStatus } from '../db/schema-problems';
import { submissionResults, submissions } from '../db/schema-submissions';
import { notFound } from '../lib/api-error';
import { progressStatements } from '../trainings/progress';
import { groupRankStatements } from '../groups/rank-rows';
import { keptAfterVerdict, keptBeforeVerdict } from '../home/kept-rows';
import { COUNTED_STATUSES, COUNTER_BUCKETS, counterDeltas, countedStatusOf, EXACT_COUNT_MAX, isContestSubmission, type CounterColumn, type ListIndex, type ListPlan } from './rules';
import { containsText } from '../lib/text-search';
import { inList } from '../lib/bound-parameters';

/** The drizzle reads and writes of the submissions area: rows, the list, and the statements of a verdict. */

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmission = typeof submissions.$inferInsert;

export async function findSubmission(db: Db, submitId: number): Promise<SubmissionRow> {
  const row = await db.select().from(submissions).where(eq(submissions.submitId, submitId)).get();
  if (!row) throw notFound('The submission does not exist');
  return row;
}

export function insertSubmissionQuery(db: Db, values: NewSubmission) {
  return db.insert(submissions).values(values).returning();
}

export async function insertSubmission(db: Db, values: NewSubmission): Promise<SubmissionRow> {
  const [row] = await insertSubmissionQuery(db, values);
  return row!;
}

export async function markSendingFailed(db: Db, submitId: number, message: string): Promise<void> {
  await db.update(submissions).set({ status: JUDGE_STATUS.submittedFailed, errorMessage: message }).where(eq(submissions.submitId, submitId));
}

/** The problem fields a submission's view and sharing need. */
export function problemOfSubmission(db: Db, pid: number) {
  return db.select({ title: problems.title, codeShare: problems.codeShare, type: problems.type, difficulty: problems.difficulty, auth: problems.auth }).from(problems).where(eq(problems.id, pid)).get();
}

export function problemType(db: Db, pid: number) {
  return db.select({ type: problems.type }).from(problems).where(eq(problems.id, pid)).get();
}

export async function submissionStatuses(db: Db, ids: number[]): Promise<(SubmissionStatus & { cid: number; uid: string; submitTime: number })[]> {
  if (ids.length === 0) return [];
  return db
    .select({ submitId: submissions.submitId, status: submissions.status, score: submissions.score, time: submissions.time, memory: submissions.memory, cid: submissions.cid, uid: submissions.uid, submitTime: submissions.submitTime })
    .from(submissions)
    .where(inList(submissions.submitId, ids))
    .all();
}

/** The problem, the stored per-case results and the case file names of a submission, in one batch. */
export async function caseResultRows(db: Db, submitId: number, pid: number) {
  const [problemRows, resultRows, caseRows] = await db.batch([
    db
      .select({ judgeCaseMode: problems.judgeCaseMode, openCaseResult: problems.openCaseResult, auth: problems.auth, gid: problems.gid })
      .from(problems)
      .where(eq(problems.id, pid)),
    db.select({ cases: submissionResults.cases }).from(submissionResults).where(eq(submissionResults.submitId, submitId)),
    db.select({ index: problemCases.index, inputName: problemCases.inputName, outputName: problemCases.outputName }).from(problemCases).where(eq(problemCases.pid, pid)),
  ]);
  return { problem: problemRows[0], cases: resultRows[0]?.cases, names: caseRows };
}

export async function setShare(db: Db, submitId: number, share: boolean): Promise<void> {
  await db.update(submissions).set({ share }).where(eq(submissions.submitId, submitId));
}

/** Back to pending with the verdict cleared; the old verdict stays counted until the new one lands. */
/** The submissions reset, with their contest (which decides the queue they go back on). */
export async function resetForRejudge(db: Db, submitIds: number[]): Promise<{ submitId: number; cid: number }[]> {
  return db
    .update(submissions)
    .set({ status: JUDGE_STATUS.pending, score: null, time: null, memory: null, errorMessage: null, judgeNonce: null, judger: null, isManual: false })
    .where(inList(submissions.submitId, submitIds))
    .returning({ submitId: submissions.submitId, cid: submissions.cid });
}

/** A guard on the exact state the caller saw, so a concurrent verdict makes this one a 409 instead of a double count. */
export function sameStateAs(row: Pick<SubmissionRow, 'status' | 'countedStatus'>): SQL {
  return sql`${submissions.status} = ${row.status} AND ${submissions.countedStatus} IS ${row.countedStatus}`;
}

export async function contestProblemSubmissionIds(db: Db, cid: number, pid: number): Promise<number[]> {
  const rows = await db.select({ submitId: submissions.submitId }).from(submissions).where(and(eq(submissions.cid, cid), eq(submissions.pid, pid))).orderBy(desc(submissions.submitId)).all();
  return rows.map((r) => r.submitId);
}

// ---- the list ----

/** The index of each list plan (rules.ts listPlan), as worker/db/schema-submissions.ts names it. */
const LIST_INDEXES: Record<ListIndex, string> = {
  uid: 'submissions_uid_idx',
  uidPid: 'submissions_uid_pid_idx',
  pid: 'submissions_pid_idx',
  status: 'submissions_status_idx',
  gid: 'submissions_gid_idx',
  cid: 'submissions_cid_idx',
};

/**
 * The submissions table read through the plan's index. INDEXED BY leaves SQLite no other choice: it
 * would otherwise take, say, the group index for `gid IS NULL AND cid = 0` (two equalities already
 * in submit order) over the few problems a fragment matched, and read most of the table; and a
 * statement whose index went missing fails instead of silently scanning.
 */
function submissionsBy(index: ListIndex): SQL {
  return sql`${submissions} INDEXED BY ${sql.identifier(LIST_INDEXES[index])}`;
}

/**
 * The list's condition. A display-id fragment is resolved against the problems table inside the
 * statement (`pid IN (SELECT id FROM problems WHERE …)`, decision 39's match): SQLite builds the list
 * of matched ids first, once, from the covering problem_id index, then reads submissions by them or
 * filters on them, as the plan's index allows.
 */
export function submissionListWhere(query: Pick<SubmissionListQuery, 'onlyMine' | 'username' | 'problemID' | 'completeProblemID' | 'status' | 'gid'>, viewerId: string | null): SQL {
  // The main list holds the site's submissions; a group's list its own (decision 31), contests apart in both.
  const conditions: (SQL | undefined)[] = [query.gid === undefined ? isNull(submissions.gid) : eq(submissions.gid, query.gid), eq(submissions.cid, 0)];
  // Users and problems resolve inside the statement, so a page costs one round trip.
  if (query.onlyMine) conditions.push(eq(submissions.uid, viewerId!));
  if (query.username !== undefined) conditions.push(sql`${submissions.uid} = (SELECT ${users.id} FROM ${users} WHERE ${users.usernameKey} = ${query.username.toLowerCase()})`);
  if (query.problemID !== undefined && query.completeProblemID) {
    conditions.push(sql`${submissions.pid} = (SELECT ${problems.id} FROM ${problems} WHERE ${problems.problemId} = ${query.problemID})`);
  } else if (query.problemID !== undefined) {
    conditions.push(sql`${submissions.pid} IN (SELECT ${problems.id} FROM ${problems} WHERE ${containsText(problems.problemId, query.problemID)})`);
  }
  if (query.status !== undefined) conditions.push(eq(submissions.status, query.status));
  return and(...conditions)!;
}

/** How many submissions match `where` on the plan's index, counted up to `limit`. */
function countUpToQuery(db: Db, where: SQL, index: ListIndex, limit: number) {
  return db.select({ n: sql<number>`count(*)` }).from(db.select({ one: sql`1` }).from(submissionsBy(index)).where(where).limit(limit).as('capped'));
}

type PageIds = SQL | ReturnType<typeof pageIdsOn>;

/**
 * The page's ids, from the plan's index. The inner `submissions` shadows the outer one of rowsOf (and,
 * read through INDEXED BY, is a source drizzle does not know: its column is selected as plain SQL).
 */
function pageIdsOn(db: Db, where: SQL, index: ListIndex, page: { limit: number; offset: number }) {
  return db.select({ id: sql<number>`${submissions.submitId}` }).from(submissionsBy(index)).where(where).orderBy(desc(submissions.submitId)).limit(page.limit).offset(page.offset);
}

/** The page's rows (no code, nonce or address) with each row's problem: only these are read from the table. */
function rowsOf(db: Db, pageIds: PageIds) {
  const { code: _code, judgeNonce: _nonce, ip: _ip, ...listed } = getTableColumns(submissions);
  return db
    .select({ row: listed, title: problems.title, type: problems.type, difficulty: problems.difficulty })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.pid))
    .where(inArray(submissions.submitId, pageIds))
    .orderBy(desc(submissions.submitId));
}

/**
 * One page of the list on the plan's index; when the plan is narrow, in the same batch, the count
 * capped at EXACT_COUNT_MAX + 1 (most users and problems have few submissions; undefined otherwise).
 */
export async function submissionListPage(db: Db, where: SQL, plan: ListPlan, page: { limit: number; offset: number }) {
  const rows = rowsOf(db, pageIdsOn(db, where, plan.index, page));
  const [found, bounded] = plan.narrow ? await db.batch([rows, countUpToQuery(db, where, plan.index, EXACT_COUNT_MAX + 1)]) : [await rows.all(), null];
  return { rows: found, bounded: bounded?.[0]?.n };
}

/**
 * A fragment's page read by problem from at most `limit` of its submissions, and their count up to
 * `limit`, in one batch. While the count stays under the limit the capped set is every submission of
 * the fragment, so the page is the page and the count its total; at the limit both are discarded.
 */
export async function fragmentPageByProblem(db: Db, where: SQL, page: { limit: number; offset: number }, limit: number) {
  const capped = sql`(SELECT ${submissions.submitId} FROM ${submissionsBy('pid')} WHERE ${where} LIMIT ${limit})`;
  const pageIds = sql`(SELECT ${sql.identifier('submit_id')} FROM ${capped} ORDER BY 1 DESC LIMIT ${page.limit} OFFSET ${page.offset})`;
  const [rows, counted] = await db.batch([rowsOf(db, pageIds), countUpToQuery(db, where, 'pid', limit)]);
  return { rows, count: counted[0]?.n ?? 0 };
}

export async function countSubmissions(db: Db, where: SQL, index: ListIndex): Promise<number> {
  return (await db.select({ n: sql<number>`count(*)` }).from(submissionsBy(index)).where(where).get())?.n ?? 0;
}

// ---- verdicts (the batch is run by verdicts.ts applyVerdict) ----

export interface VerdictPatch {
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  errorMessage: string | null;
  judger?: string | null;
  isManual?: boolean;
}

/**
 * `column + delta(old counted status)`, the delta chosen in SQL from the status counted when the
 * statement runs. The statuses and deltas are the code's own integers, written inline: D1 binds at
 * most 100 parameters a statement.
 */
function movedBy(column: SQL, oldCounted: SQL, newStatus: number, counter: CounterColumn): SQL {
  const otherwise = counterDeltas(null, newStatus)[counter];
  const cases = COUNTED_STATUSES.map((old) => [old, counterDeltas(old, newStatus)[counter]] as const)
    .filter(([, delta]) => delta !== otherwise)
    .map(([old, delta]) => `WHEN ${Math.trunc(old)} THEN ${Math.trunc(delta)}`);
  if (cases.length === 0) return sql`${column} + ${sql.raw(String(Math.trunc(otherwise)))}`;
  return sql`${column} + (CASE ${oldCounted} ${sql.raw(cases.join(' '))} ELSE ${sql.raw(String(Math.trunc(otherwise)))} END)`;
}

/**
 * The statements of one verdict, in order: problem counters, then the submission row (which clears
 * the nonce, so it must come after every statement guarded by it), then the user's best result.
 * `guard` is a condition on the submissions table for this submission. `submissionUpdate` is the
 * index of the submission's own update, whose changes tell whether the verdict applied.
 */
export function verdictStatements(db: Db, submission: Pick<SubmissionRow, 'submitId' | 'pid' | 'uid' | 'cid' | 'gid' | 'countedStatus'>, patch: VerdictPatch, guard: SQL, judgeTime: number) {
  const id = submission.submitId;
  const guarded = sql`EXISTS (SELECT 1 FROM ${submissions} WHERE ${submissions.submitId} = ${id} AND ${guard})`;
  const oldCounted = sql`(SELECT ${submissions.countedStatus} FROM ${submissions} WHERE ${submissions.submitId} = ${id})`;

  const counterSet: Record<string, SQL> = { totalCount: movedBy(sql`${problems.totalCount}`, oldCounted, patch.status, 'totalCount') };
  for (const [, column] of COUNTER_BUCKETS) counterSet[column] = movedBy(sql`${problems[column]}`, oldCounted, patch.status, column);

  // Contest submissions do not move the public problem statistics.
  const publicBank = !isContestSubmission(submission);
  const counters = publicBank ? [db.update(problems).set(counterSet).where(and(eq(problems.id, submission.pid), guarded))] : [];
  const update = db
    .update(submissions)
    .set({
      status: patch.status,
      score: patch.score,
      time: patch.time,
      memory: patch.memory,
      errorMessage: patch.errorMessage,
      ...(patch.judger !== undefined ? { judger: patch.judger } : {}),
      isManual: patch.isManual ?? false,
      judgeNonce: null,
      countedStatus: countedStatusOf(patch.status),
      judgeTime,
    })
    .where(and(eq(submissions.submitId, id), guard));
  // The home page's and the ranks' counts move like the counters, before the update (decision 34).
  const keptCounts = keptBeforeVerdict(db, submission, patch.status, guard);
  // The user's best result, then the standings of every training holding the problem, which read it.
  const best = publicBank ? [...bestResultStatements(db, submission.uid, submission.pid), ...progressStatements(db, submission.uid, submission.pid)] : [];
  // A submission made in a group (its problem pages or homework) also moves the group's kept rank (decision 31).
  const groupRank = publicBank && submission.gid ? groupRankStatements(db, submission.gid, submission.uid, submission.pid) : [];
  // The first accepted time and the solved count, score and coins read the best result (decision 34).
  const keptRows = publicBank ? keptAfterVerdict(db, submission.uid, submission.pid, { status: patch.status, previousCounted: submission.countedStatus }) : [];
  return { statements: [...counters, ...keptCounts, update, ...best, ...groupRank, ...keptRows] as const, submissionUpdate: counters.length + keptCounts.length };
}

/** Recomputes a user's best result on a problem from their submissions; idempotent, so unguarded. `pid` may be a subquery (the demo seed names problems by display id). */
export function bestResultStatements(db: Db, uid: string, pid: number | SQL) {
  const mine = and(eq(submissions.uid, uid), eq(submissions.pid, pid), eq(submissions.cid, 0), inArray(submissions.status, COUNTED_STATUSES));
  const latest = db
    .select({ status: submissions.status })
    .from(submissions)
    .where(mine)
    .orderBy(desc(submissions.submitId))
    .limit(1);
  return [
    db.delete(userProblemStatus).where(and(eq(userProblemStatus.uid, uid), eq(userProblemStatus.pid, pid))),
    // Grouping by the (fixed) user and problem yields no row at all when nothing is counted.
    db.insert(userProblemStatus).select(
      db
        .select({
          uid: submissions.uid,
          pid: submissions.pid,
          status: sql<number>`CASE WHEN max(${submissions.status} = 0) = 1 THEN 0 ELSE (${latest}) END`.as('status'),
          score: sql<number>`coalesce(max(${submissions.score}), 0)`.as('score'),
          bestTime: sql<number | null>`min(CASE WHEN ${submissions.status} = 0 THEN ${submissions.time} END)`.as('best_time'),
        })
        .from(submissions)
        .where(mine)
        .groupBy(submissions.uid, submissions.pid),
    ),
  ];
}
