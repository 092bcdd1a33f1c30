import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { JudgeCallbackBody } from '../../contract/api/internal';
import type { ManualJudgeQuery, SubmissionStatus, SubmitProblemJudgeBody, SubmitTestJudgeBody, TestJudgeResult } from '../../contract/api/judging';
import { FINAL_STATUSES, PROBLEM_DEFAULTS, type JobCase, type JobFetchResult, type JobKind, type JudgeJob, type JudgeOutcome, type LanguageInfo } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Db } from '../db/client';
import { judgeRunners, submissionResults, submissions, testJudges } from '../db/schema-judging';
import { problemCases, problems } from '../db/schema-problems';
import { checkerChecks } from '../db/schema-tags';
import type { Env } from '../env';
import { enqueueJobs } from '../judge/queue';
import { isAdminRole } from '../../contract/roles';
import { ApiError, badRequest, forbidden, notFound } from '../lib/api-error';
import { newId, randomToken } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { checkLanguageAllowed, judgeableProblem, type ProblemRow } from './problem-access';
import type { Principal } from './sessions';
import { verdictStatements } from './verdicts';

const IN_PROGRESS = [JUDGE_STATUS.pending, JUDGE_STATUS.compiling, JUDGE_STATUS.judging];
/** Runners that reported within this window make up the languages `GET /api/languages` offers. */
const RUNNER_FRESHNESS_SECONDS = 24 * 3600;
const TEST_RUN_TTL_SECONDS = 3600;
/** Per-case JSON budget: user output beyond it is dropped so a verdict row stays well under D1's row limit. */
const CASE_OUTPUT_BUDGET = 1_000_000;
/** A compile job's message is capped like a submission's compile error. */
const COMPILE_MESSAGE_BYTES = 64 * 1024;

export type SubmissionRow = typeof submissions.$inferSelect;

export async function judgeLanguages(db: Db): Promise<LanguageInfo[]> {
  const rows = await db.select({ languages: judgeRunners.languages }).from(judgeRunners).where(gt(judgeRunners.lastSeen, nowSeconds() - RUNNER_FRESHNESS_SECONDS)).all();
  const byName = new Map<string, LanguageInfo>();
  for (const row of rows) for (const lang of JSON.parse(row.languages) as LanguageInfo[]) byName.set(lang.name, lang);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export async function submit(env: Env, db: Db, who: Principal, body: v.InferOutput<typeof SubmitProblemJudgeBody>, ip: string): Promise<SubmissionRow> {
  if (body.cid) throw notFound('The contest does not exist');
  const problem = await judgeableProblem(db, body.pid, who);
  await checkLanguageAllowed(db, problem.id, body.language, (await judgeLanguages(db)).map((l) => l.name));
  const [row] = await db
    .insert(submissions)
    .values({
      pid: problem.id,
      displayPid: problem.problemId,
      uid: who.user.id,
      username: who.user.username,
      code: body.code,
      language: body.language,
      length: new TextEncoder().encode(body.code).length,
      status: JUDGE_STATUS.pending,
      gid: body.gid ?? null,
      tid: body.tid ?? null,
      ip,
    })
    .returning();
  const submission = row!;
  try {
    await enqueueJobs(env, [{ kind: 'judge', submitId: submission.submitId }]);
  } catch (error) {
    console.error(`enqueue failed for submission ${submission.submitId}: ${(error as Error).name}`);
    await db.update(submissions).set({ status: JUDGE_STATUS.submittedFailed, errorMessage: 'The judge queue is unavailable, please resubmit' }).where(eq(submissions.submitId, submission.submitId));
    return { ...submission, status: JUDGE_STATUS.submittedFailed };
  }
  return submission;
}

export async function submissionStatuses(db: Db, ids: number[]): Promise<Record<number, SubmissionStatus>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ submitId: submissions.submitId, status: submissions.status, score: submissions.score, time: submissions.time, memory: submissions.memory })
    .from(submissions)
    .where(inArray(submissions.submitId, ids))
    .all();
  return Object.fromEntries(rows.map((r) => [r.submitId, r]));
}

function parseFileMap(text: string | null): Record<string, string> | null {
  if (!text) return null;
  try {
    const map = JSON.parse(text) as Record<string, string>;
    return Object.keys(map).length > 0 ? map : null;
  } catch {
    return null;
  }
}

function problemForJob(problem: ProblemRow): JudgeJob['problem'] {
  const checkerLanguage = problem.spjLanguage ?? 'C';
  return {
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    type: problem.type === 1 ? 1 : 0,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName,
    ioWriteFileName: problem.ioWriteFileName,
    userExtraFile: parseFileMap(problem.userExtraFile),
    judgeExtraFile: parseFileMap(problem.judgeExtraFile),
    checker: problem.judgeMode !== 'default' && problem.spjCode ? { language: checkerLanguage, code: problem.spjCode } : null,
  };
}

/**
 * A runner claims the job behind a queue message. Each claim gets a fresh nonce; results carrying an
 * older one are refused, so a runner that lost its lease cannot overwrite the attempt that replaced it.
 */
export async function claimJob(db: Db, kind: JobKind, id: string): Promise<JobFetchResult> {
  const nonce = randomToken(32);
  if (kind === 'compile') return claimCompileJob(db, id, nonce);
  if (kind === 'test') {
    const [run] = await db
      .update(testJudges)
      .set({ nonce })
      .where(and(eq(testJudges.key, id), inArray(testJudges.status, IN_PROGRESS)))
      .returning();
    if (!run) return { skip: 'the test run is finished or gone' };
    const problem = await db.select().from(problems).where(eq(problems.id, run.pid)).get();
    if (!problem) return { skip: 'the problem is gone' };
    return {
      job: {
        kind,
        id,
        nonce,
        program: { language: run.language, code: run.code },
        problem: problemForJob(problem),
        cases: [],
        testInput: { input: run.userInput, expectedOutput: run.expectedOutput },
      },
    };
  }
  const submitId = Number(id);
  if (!Number.isSafeInteger(submitId)) return { skip: 'not a submission id' };
  const [submission] = await db
    .update(submissions)
    .set({ judgeNonce: nonce })
    .where(and(eq(submissions.submitId, submitId), inArray(submissions.status, IN_PROGRESS)))
    .returning();
  if (!submission) return { skip: 'the submission is already judged, cancelled or gone' };
  const [problem, cases] = await db.batch([
    db.select().from(problems).where(eq(problems.id, submission.pid)),
    db.select().from(problemCases).where(eq(problemCases.pid, submission.pid)).orderBy(problemCases.index),
  ]);
  if (!problem[0]) return { skip: 'the problem is gone' };
  const jobCases: JobCase[] = cases.map((c) => ({ index: c.index, input: c.inputHash, output: c.outputHash, score: c.score, groupNum: c.groupNum }));
  return { job: { kind, id, nonce, program: { language: submission.language, code: submission.code }, problem: problemForJob(problem[0]), cases: jobCases } };
}

/** A compile job: the pending checker record, compiled with its extra files; nothing runs. */
async function claimCompileJob(db: Db, key: string, nonce: string): Promise<JobFetchResult> {
  const [check] = await db
    .update(checkerChecks)
    .set({ nonce })
    .where(and(eq(checkerChecks.id, key), eq(checkerChecks.status, JUDGE_STATUS.pending)))
    .returning();
  if (!check) return { skip: 'the checker is already compiled or gone' };
  return {
    job: {
      kind: 'compile',
      id: key,
      nonce,
      program: { language: check.language, code: check.code },
      problem: {
        timeLimit: PROBLEM_DEFAULTS.timeLimit,
        memoryLimit: PROBLEM_DEFAULTS.memoryLimit,
        stackLimit: PROBLEM_DEFAULTS.stackLimit,
        type: 0,
        judgeMode: check.judgeMode,
        judgeCaseMode: PROBLEM_DEFAULTS.judgeCaseMode,
        isRemoveEndBlank: PROBLEM_DEFAULTS.isRemoveEndBlank,
        isFileIO: false,
        ioReadFileName: null,
        ioWriteFileName: null,
        userExtraFile: null,
        judgeExtraFile: parseFileMap(check.extraFiles),
        checker: null,
      },
      cases: [],
    },
  };
}

function capBytes(text: string, max: number): string {
  const bytes = new TextEncoder().encode(text);
  return bytes.length <= max ? text : new TextDecoder().decode(bytes.subarray(0, max));
}

/** A compile job's callback: progress only proves the attempt is current; the final result keeps 0 or -2, anything else is a system error. */
async function applyCompileCallback(db: Db, body: v.InferOutput<typeof JudgeCallbackBody>): Promise<'applied' | 'ignored'> {
  const where = and(eq(checkerChecks.id, body.id), eq(checkerChecks.nonce, body.nonce));
  if (body.phase !== 'final') {
    const current = await db.select({ id: checkerChecks.id }).from(checkerChecks).where(and(where, eq(checkerChecks.status, JUDGE_STATUS.pending))).get();
    if (!current) throw new ApiError(409, 'This compile attempt is no longer current');
    return 'applied';
  }
  const { status, errorMessage } = body.outcome;
  const known = status === JUDGE_STATUS.accepted || status === JUDGE_STATUS.compileError;
  const message = known ? (status === JUDGE_STATUS.accepted ? null : (errorMessage ?? '')) : (errorMessage ?? `The judge answered status ${status} to a compile job`);
  const changed = await db
    .update(checkerChecks)
    .set({ status: known ? status : JUDGE_STATUS.systemError, message: message === null ? null : capBytes(message, COMPILE_MESSAGE_BYTES), nonce: null })
    .where(where)
    .returning({ id: checkerChecks.id });
  return changed.length > 0 ? 'applied' : 'ignored';
}

function casesJson(outcome: JudgeOutcome): string {
  let budget = CASE_OUTPUT_BUDGET;
  return JSON.stringify(
    outcome.cases.map((c) => {
      const size = (c.userOutput?.length ?? 0) + (c.checkerMessage?.length ?? 0);
      const keep = size <= budget;
      budget -= keep ? size : 0;
      return keep ? c : { ...c, userOutput: null, checkerMessage: null };
    }),
  );
}

/** Applies a runner's callback; a stale nonce is a 409, and a replayed final result is a no-op. */
export async function applyCallback(db: Db, body: v.InferOutput<typeof JudgeCallbackBody>): Promise<'applied' | 'ignored'> {
  if (body.kind === 'test') return applyTestCallback(db, body);
  if (body.kind === 'compile') return applyCompileCallback(db, body);
  const submitId = Number(body.id);
  if (!Number.isSafeInteger(submitId)) throw badRequest('id must be a submission id');
  const nonceMatches = sql`${submissions.judgeNonce} = ${body.nonce}`;
  if (body.phase !== 'final') {
    const status = body.phase === 'compiling' ? JUDGE_STATUS.compiling : JUDGE_STATUS.judging;
    const changed = await db
      .update(submissions)
      .set({ status, judger: body.judger })
      .where(and(eq(submissions.submitId, submitId), nonceMatches))
      .returning({ submitId: submissions.submitId });
    if (changed.length === 0) throw new ApiError(409, 'This judging attempt is no longer current');
    return 'applied';
  }
  const submission = await db.select({ submitId: submissions.submitId, pid: submissions.pid, uid: submissions.uid, cid: submissions.cid, judgeNonce: submissions.judgeNonce }).from(submissions).where(eq(submissions.submitId, submitId)).get();
  if (!submission) throw notFound('The submission does not exist');
  if (submission.judgeNonce !== body.nonce) return 'ignored';
  const { outcome } = body;
  // Selecting from the submission row itself makes the insert happen only while the nonce matches.
  const guardedResult = db
    .insert(submissionResults)
    .select(
      db
        .select({ submitId: submissions.submitId, cases: sql<string>`${casesJson(outcome)}`.as('cases') })
        .from(submissions)
        .where(and(eq(submissions.submitId, submitId), nonceMatches)),
    )
    .onConflictDoUpdate({ target: submissionResults.submitId, set: { cases: sql`excluded.cases` } });
  const [first, ...rest] = verdictStatements(
    db,
    submission,
    { status: outcome.status, score: outcome.score, time: outcome.time, memory: outcome.memory, errorMessage: outcome.errorMessage, judger: body.judger },
    nonceMatches,
  );
  await db.batch([guardedResult, first!, ...rest]);
  return 'applied';
}

async function applyTestCallback(db: Db, body: v.InferOutput<typeof JudgeCallbackBody>): Promise<'applied' | 'ignored'> {
  const where = and(eq(testJudges.key, body.id), eq(testJudges.nonce, body.nonce));
  if (body.phase !== 'final') {
    const status = body.phase === 'compiling' ? JUDGE_STATUS.compiling : JUDGE_STATUS.judging;
    const changed = await db.update(testJudges).set({ status }).where(where).returning({ key: testJudges.key });
    if (changed.length === 0) throw new ApiError(409, 'This judging attempt is no longer current');
    return 'applied';
  }
  const changed = await db
    .update(testJudges)
    .set({ status: body.outcome.status, nonce: null, result: JSON.stringify(body.outcome) })
    .where(where)
    .returning({ key: testJudges.key });
  return changed.length > 0 ? 'applied' : 'ignored';
}

export async function recordHeartbeat(db: Db, fleet: string, body: { name: string; slots: number; languages: LanguageInfo[] }): Promise<void> {
  const values = { name: body.name, fleet, slots: body.slots, languages: JSON.stringify(body.languages), lastSeen: nowSeconds() };
  await db.insert(judgeRunners).values(values).onConflictDoUpdate({ target: judgeRunners.name, set: values });
}

/** Puts submissions back to pending and on the queue; their old verdict stays counted until the new one lands. */
export async function rejudge(env: Env, db: Db, submitIds: number[]): Promise<number> {
  if (submitIds.length === 0) return 0;
  const reset = await db
    .update(submissions)
    .set({ status: JUDGE_STATUS.pending, score: null, time: null, memory: null, errorMessage: null, judgeNonce: null, judger: null, isManual: false })
    .where(inArray(submissions.submitId, submitIds))
    .returning({ submitId: submissions.submitId });
  await enqueueJobs(env, reset.map((r) => ({ kind: 'judge' as const, submitId: r.submitId })));
  return reset.length;
}

/** The owner (or an admin) queues again a submission whose sending failed. */
export async function resubmit(env: Env, db: Db, who: Principal, submitId: number): Promise<void> {
  const row = await findSubmission(db, submitId);
  if (row.uid !== who.user.id && !isAdminRole(who.roles)) throw forbidden('You can only resubmit your own submissions');
  if (row.status !== JUDGE_STATUS.submittedFailed) throw badRequest('Only a submission whose sending failed can be resubmitted');
  await rejudge(env, db, [submitId]);
}

export async function findSubmission(db: Db, submitId: number): Promise<SubmissionRow> {
  const row = await db.select().from(submissions).where(eq(submissions.submitId, submitId)).get();
  if (!row) throw notFound('The submission does not exist');
  return row;
}

export async function contestProblemSubmissionIds(db: Db, cid: number, pid: number): Promise<number[]> {
  const rows = await db.select({ submitId: submissions.submitId }).from(submissions).where(and(eq(submissions.cid, cid), eq(submissions.pid, pid))).orderBy(desc(submissions.submitId)).all();
  return rows.map((r) => r.submitId);
}

/** A guard on the exact state the caller saw, so a concurrent verdict makes this one a 409 instead of a double count. */
function sameStateAs(row: SubmissionRow) {
  return sql`${submissions.status} = ${row.status} AND ${submissions.countedStatus} IS ${row.countedStatus}`;
}

async function applyAdminVerdict(db: Db, row: SubmissionRow, patch: Parameters<typeof verdictStatements>[2]): Promise<void> {
  const statements = verdictStatements(db, row, patch, sameStateAs(row));
  const results = await db.batch([statements[0]!, ...statements.slice(1)]);
  const submissionUpdate = results[row.cid === 0 ? 1 : 0];
  if (submissionUpdate && submissionUpdate.meta.changes === 0) throw new ApiError(409, 'The submission changed meanwhile, please try again');
}

export async function manualJudge(db: Db, query: v.InferOutput<typeof ManualJudgeQuery>): Promise<void> {
  const row = await findSubmission(db, query.submitId);
  if ((IN_PROGRESS as number[]).includes(row.status) || row.status === JUDGE_STATUS.compileError) {
    throw badRequest('A submission that is pending, compiling, judging or has a compile error cannot be judged by hand');
  }
  const problem = await db.select({ type: problems.type }).from(problems).where(eq(problems.id, row.pid)).get();
  if (problem?.type === 1 && query.score === undefined) throw badRequest('score is required for an OI problem');
  await applyAdminVerdict(db, row, { status: query.status, score: query.score ?? row.score, time: row.time, memory: row.memory, errorMessage: row.errorMessage, isManual: true });
}

export async function cancelJudge(db: Db, submitId: number): Promise<void> {
  const row = await findSubmission(db, submitId);
  if (row.status === JUDGE_STATUS.cancelled) throw badRequest('The submission is already cancelled');
  await applyAdminVerdict(db, row, { status: JUDGE_STATUS.cancelled, score: null, time: row.time, memory: row.memory, errorMessage: row.errorMessage, isManual: true });
}

export async function submitTestRun(env: Env, db: Db, who: Principal, body: v.InferOutput<typeof SubmitTestJudgeBody>): Promise<string> {
  const problem = await judgeableProblem(db, body.pid, who);
  await checkLanguageAllowed(db, problem.id, body.language, (await judgeLanguages(db)).map((l) => l.name));
  const key = newId();
  await db.batch([
    // Old runs are only kept for polling; clearing them here keeps the table small without a cron.
    db.delete(testJudges).where(sql`${testJudges.createdAt} < ${nowSeconds() - TEST_RUN_TTL_SECONDS}`),
    db.insert(testJudges).values({ key, uid: who.user.id, pid: problem.id, language: body.language, code: body.code, userInput: body.userInput, expectedOutput: body.expectedOutput ?? null }),
  ]);
  await enqueueJobs(env, [{ kind: 'test', key }]);
  return key;
}

export async function testRunResult(db: Db, who: Principal, key: string): Promise<TestJudgeResult> {
  const run = await db.select().from(testJudges).where(and(eq(testJudges.key, key), eq(testJudges.uid, who.user.id))).get();
  if (!run) throw notFound('The test run does not exist or has expired');
  const problem = await db.select({ judgeMode: problems.judgeMode }).from(problems).where(eq(problems.id, run.pid)).get();
  const outcome = run.result ? (JSON.parse(run.result) as JudgeOutcome) : null;
  const only = outcome?.cases[0];
  return {
    status: run.status,
    time: outcome?.time ?? null,
    memory: outcome?.memory ?? null,
    stderr: outcome ? (only?.checkerMessage ?? outcome.errorMessage) : null,
    userInput: run.userInput,
    expectedOutput: run.expectedOutput,
    userOutput: only?.userOutput ?? null,
    problemJudgeMode: problem?.judgeMode ?? 'default',
  };
}

export function isFinal(status: number): boolean {
  return FINAL_STATUSES.has(status);
}
