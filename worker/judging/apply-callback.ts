import type { CallbackResult } from '../../contract/api/judging';
import type { JudgeCallback } from '../../contract/judge';
import type { Deps } from '../deps';
import { ApiError, badRequest, notFound } from '../lib/api-error';
import { casesWithinBudget } from '../submissions/rules';
import { applyVerdict } from '../submissions/verdicts';
import { compileAttemptIsCurrent, finishCheckerCheck, finishTestRun, guardedCaseResultsUpsert, nonceGuard, setSubmissionProgress, setTestRunProgress, verdictSubjectOf } from './queries';
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
  const subject = await verdictSubjectOf(db, submitId);
  if (!subject) throw notFound('The submission does not exist');
  if (subject.judgeNonce !== body.nonce) return 'ignored';
  const { outcome } = body;
  const nonceMatches = nonceGuard(body.nonce);
  const guardedResult = guardedCaseResultsUpsert(db, submitId, nonceMatches, JSON.stringify(casesWithinBudget(outcome.cases)));
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
