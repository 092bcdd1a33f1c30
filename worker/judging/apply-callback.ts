import { and, eq, sql } from 'drizzle-orm';
import type { CallbackResult } from '../../contract/api/judging';
import type { JudgeCallback } from '../../contract/judge';
import { submissionResults, submissions } from '../db/schema-submissions';
import type { Deps } from '../deps';
import { ApiError, badRequest, notFound } from '../lib/api-error';
import { casesWithinBudget } from '../submissions/rules';
import { applyVerdict } from '../submissions/verdicts';
import { compileAttemptIsCurrent, finishCheckerCheck, finishTestRun, setSubmissionProgress, setTestRunProgress } from './queries';
import { compileResult, progressStatus } from './rules';

type Applied = CallbackResult['result'];

const staleAttempt = () => new ApiError(409, 'This judging attempt is no longer current');

/**
 * Applies a runner's callback; a stale nonce is a 409, and a replayed final result is a no-op. A
 * submission's final result is a verdict (submissions/verdicts.ts): it raises the one verdict event.
 */
export async function applyCallback(deps: Deps, body: JudgeCallback): Promise<Applied> {
  if (body.kind === 'test') return applyTestCallback(deps, body);
  if (body.kind === 'compile') return applyCompileCallback(deps, body);
  const { db } = deps;
  const submitId = Number(body.id);
  if (!Number.isSafeInteger(submitId)) throw badRequest('id must be a submission id');
  if (body.phase !== 'final') {
    if (!(await setSubmissionProgress(db, submitId, body.nonce, progressStatus(body.phase), body.judger))) throw staleAttempt();
    return 'applied';
  }
  const subject = await db
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
      judgeNonce: submissions.judgeNonce,
    })
    .from(submissions)
    .where(eq(submissions.submitId, submitId))
    .get();
  if (!subject) throw notFound('The submission does not exist');
  if (subject.judgeNonce !== body.nonce) return 'ignored';
  const { outcome } = body;
  const nonceMatches = sql`${submissions.judgeNonce} = ${body.nonce}`;
  // Selecting from the submission row itself makes the insert happen only while the nonce matches.
  const guardedResult = db
    .insert(submissionResults)
    .select(
      db
        .select({ submitId: submissions.submitId, cases: sql<string>`${JSON.stringify(casesWithinBudget(outcome.cases))}`.as('cases') })
        .from(submissions)
        .where(and(eq(submissions.submitId, submitId), nonceMatches)),
    )
    .onConflictDoUpdate({ target: submissionResults.submitId, set: { cases: sql`excluded.cases` } });
  await applyVerdict(
    deps,
    subject,
    { status: outcome.status, score: outcome.score, time: outcome.time, memory: outcome.memory, errorMessage: outcome.errorMessage, judger: body.judger },
    nonceMatches,
    'runner',
    [guardedResult],
  );
  return 'applied';
}

async function applyTestCallback(deps: Pick<Deps, 'db'>, body: JudgeCallback): Promise<Applied> {
  if (body.phase !== 'final') {
    if (!(await setTestRunProgress(deps.db, body.id, body.nonce, progressStatus(body.phase)))) throw staleAttempt();
    return 'applied';
  }
  return (await finishTestRun(deps.db, body.id, body.nonce, body.outcome)) ? 'applied' : 'ignored';
}

/** A compile job's callback: progress only proves the attempt is current; the final result keeps 0 or -2, anything else is a system error. */
async function applyCompileCallback(deps: Pick<Deps, 'db'>, body: JudgeCallback): Promise<Applied> {
  if (body.phase !== 'final') {
    if (!(await compileAttemptIsCurrent(deps.db, body.id, body.nonce))) throw new ApiError(409, 'This compile attempt is no longer current');
    return 'applied';
  }
  return (await finishCheckerCheck(deps.db, body.id, body.nonce, compileResult(body.outcome))) ? 'applied' : 'ignored';
}
