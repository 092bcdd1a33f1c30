import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { JudgeOutcome, LanguageInfo } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { IN_PROGRESS_STATUSES } from '../../contract/rules/submissions';
import type { Db } from '../db/client';
import { judgeRunners, testJudges } from '../db/schema-judging';
import { checkerChecks, problemCases, problems } from '../db/schema-problems';
import { submissionResults, submissions } from '../db/schema-submissions';

/** The drizzle reads and writes of the judging area: runners, test runs, claims and compile checks. */

/** The language lists of the runners seen after `seenSince`, as a query (to run alone or in a batch). */
export function runnerLanguagesQuery(db: Db, seenSince: number) {
  return db.select({ languages: judgeRunners.languages }).from(judgeRunners).where(gt(judgeRunners.lastSeen, seenSince));
}

export function parseRunnerLanguages(rows: readonly { languages: string }[]): LanguageInfo[][] {
  return rows.map((row) => JSON.parse(row.languages) as LanguageInfo[]);
}

export async function runnerLanguages(db: Db, seenSince: number): Promise<LanguageInfo[][]> {
  return parseRunnerLanguages(await runnerLanguagesQuery(db, seenSince).all());
}

export async function upsertRunner(db: Db, runner: { name: string; fleet: string; slots: number; languages: LanguageInfo[]; lastSeen: number }): Promise<void> {
  const values = { ...runner, languages: JSON.stringify(runner.languages) };
  await db.insert(judgeRunners).values(values).onConflictDoUpdate({ target: judgeRunners.name, set: values });
}

export function problemById(db: Db, pid: number) {
  return db.select().from(problems).where(eq(problems.id, pid)).get();
}

/** Claims a submission still in progress for a new judging attempt (its nonce), with its problem and cases. */
export async function claimSubmission(db: Db, submitId: number, nonce: string) {
  // One round trip: the batch runs in order, so the reads find the problem only if this claim's nonce was written.
  const claimedPid = db.select({ pid: submissions.pid }).from(submissions).where(and(eq(submissions.submitId, submitId), eq(submissions.judgeNonce, nonce)));
  const [[submission], problem, cases] = await db.batch([
    db
      .update(submissions)
      .set({ judgeNonce: nonce })
      .where(and(eq(submissions.submitId, submitId), inArray(submissions.status, IN_PROGRESS_STATUSES)))
      .returning(),
    db.select().from(problems).where(inArray(problems.id, claimedPid)),
    db.select().from(problemCases).where(inArray(problemCases.pid, claimedPid)).orderBy(problemCases.index),
  ]);
  if (!submission) return null;
  return { submission, problem: problem[0] ?? null, cases };
}

export async function claimTestRun(db: Db, key: string, nonce: string) {
  const [run] = await db
    .update(testJudges)
    .set({ nonce })
    .where(and(eq(testJudges.key, key), inArray(testJudges.status, IN_PROGRESS_STATUSES)))
    .returning();
  return run ?? null;
}

export async function claimCheckerCheck(db: Db, key: string, nonce: string) {
  const [check] = await db
    .update(checkerChecks)
    .set({ nonce })
    .where(and(eq(checkerChecks.id, key), eq(checkerChecks.status, JUDGE_STATUS.pending)))
    .returning();
  return check ?? null;
}

/** Whether a compile attempt is still the live one (pending, with this nonce). */
export async function compileAttemptIsCurrent(db: Db, key: string, nonce: string): Promise<boolean> {
  const current = await db
    .select({ id: checkerChecks.id })
    .from(checkerChecks)
    .where(and(eq(checkerChecks.id, key), eq(checkerChecks.nonce, nonce), eq(checkerChecks.status, JUDGE_STATUS.pending)))
    .get();
  return current !== undefined;
}

export async function finishCheckerCheck(db: Db, key: string, nonce: string, result: { status: number; message: string | null }): Promise<boolean> {
  const changed = await db
    .update(checkerChecks)
    .set({ status: result.status, message: result.message, nonce: null })
    .where(and(eq(checkerChecks.id, key), eq(checkerChecks.nonce, nonce)))
    .returning({ id: checkerChecks.id });
  return changed.length > 0;
}

/** What a final result's verdict needs of its submission, with the live nonce. */
export function verdictSubjectOf(db: Db, submitId: number) {
  return db
    .select({
      submitId: submissions.submitId,
      pid: submissions.pid,
      uid: submissions.uid,
      username: submissions.username,
      displayPid: submissions.displayPid,
      cid: submissions.cid,
      tid: submissions.tid,
      gid: submissions.gid,
      countedStatus: submissions.countedStatus,
      submitTime: submissions.submitTime,
      judgeNonce: submissions.judgeNonce,
    })
    .from(submissions)
    .where(eq(submissions.submitId, submitId))
    .get();
}

/** The verdict guard of a runner's result: the submission still carries the attempt's nonce. */
export function nonceGuard(nonce: string): SQL {
  return sql`${submissions.judgeNonce} = ${nonce}`;
}

/** Stores (or replaces) a submission's per-case results while `guard` holds (for the verdict's batch). */
export function guardedCaseResultsUpsert(db: Db, submitId: number, guard: SQL, casesJson: string) {
  // Selecting from the submission row itself makes the insert happen only while the nonce matches.
  return db
    .insert(submissionResults)
    .select(
      db
        .select({ submitId: submissions.submitId, cases: sql<string>`${casesJson}`.as('cases') })
        .from(submissions)
        .where(and(eq(submissions.submitId, submitId), guard)),
    )
    .onConflictDoUpdate({ target: submissionResults.submitId, set: { cases: sql`excluded.cases` } });
}

/** A submission's progress, only while the attempt's nonce is live. */
export async function setSubmissionProgress(db: Db, submitId: number, nonce: string, status: number, judger: string): Promise<boolean> {
  const changed = await db
    .update(submissions)
    .set({ status, judger })
    .where(and(eq(submissions.submitId, submitId), sql`${submissions.judgeNonce} = ${nonce}`))
    .returning({ submitId: submissions.submitId });
  return changed.length > 0;
}

export async function setTestRunProgress(db: Db, key: string, nonce: string, status: number): Promise<boolean> {
  const changed = await db
    .update(testJudges)
    .set({ status })
    .where(and(eq(testJudges.key, key), eq(testJudges.nonce, nonce)))
    .returning({ key: testJudges.key });
  return changed.length > 0;
}

export async function finishTestRun(db: Db, key: string, nonce: string, outcome: JudgeOutcome): Promise<boolean> {
  const changed = await db
    .update(testJudges)
    .set({ status: outcome.status, nonce: null, result: JSON.stringify(outcome) })
    .where(and(eq(testJudges.key, key), eq(testJudges.nonce, nonce)))
    .returning({ key: testJudges.key });
  return changed.length > 0;
}

/** Stores a new test run, clearing the expired ones in the same batch (they are only kept for polling; no cron needed). */
export async function insertTestRun(db: Db, run: typeof testJudges.$inferInsert, keptSince: number): Promise<void> {
  await db.batch([db.delete(testJudges).where(sql`${testJudges.createdAt} < ${keptSince}`), db.insert(testJudges).values(run)]);
}

export function findTestRun(db: Db, key: string, uid: string) {
  return db.select().from(testJudges).where(and(eq(testJudges.key, key), eq(testJudges.uid, uid))).get();
}

export function problemJudgeMode(db: Db, pid: number) {
  return db.select({ judgeMode: problems.judgeMode }).from(problems).where(eq(problems.id, pid)).get();
}
