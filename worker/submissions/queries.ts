import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SubmissionStatus } from '../../contract/api/submissions';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Db } from '../db/client';
import { problemCases, problems } from '../db/schema-problems';
import { submissionResults, submissions } from '../db/schema-submissions';
import { notFound } from '../lib/api-error';

/** The drizzle reads and writes of the submissions area (the verdict batch is in verdicts.ts, the list in submission-list.ts). */

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmission = typeof submissions.$inferInsert;

export async function findSubmission(db: Db, submitId: number): Promise<SubmissionRow> {
  const row = await db.select().from(submissions).where(eq(submissions.submitId, submitId)).get();
  if (!row) throw notFound('The submission does not exist');
  return row;
}

export async function insertSubmission(db: Db, values: NewSubmission): Promise<SubmissionRow> {
  const [row] = await db.insert(submissions).values(values).returning();
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

export async function submissionStatuses(db: Db, ids: number[]): Promise<SubmissionStatus[]> {
  if (ids.length === 0) return [];
  return db
    .select({ submitId: submissions.submitId, status: submissions.status, score: submissions.score, time: submissions.time, memory: submissions.memory })
    .from(submissions)
    .where(inArray(submissions.submitId, ids))
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
export async function resetForRejudge(db: Db, submitIds: number[]): Promise<number[]> {
  const reset = await db
    .update(submissions)
    .set({ status: JUDGE_STATUS.pending, score: null, time: null, memory: null, errorMessage: null, judgeNonce: null, judger: null, isManual: false })
    .where(inArray(submissions.submitId, submitIds))
    .returning({ submitId: submissions.submitId });
  return reset.map((r) => r.submitId);
}

export async function contestProblemSubmissionIds(db: Db, cid: number, pid: number): Promise<number[]> {
  const rows = await db.select({ submitId: submissions.submitId }).from(submissions).where(and(eq(submissions.cid, cid), eq(submissions.pid, pid))).orderBy(desc(submissions.submitId)).all();
  return rows.map((r) => r.submitId);
}
