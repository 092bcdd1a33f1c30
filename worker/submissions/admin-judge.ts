import type { ManualJudgeQuery } from '../../contract/api/submissions';
import { priorityOfSubmission } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { canCancelJudge, canManualJudge, canResubmit, mayResubmit } from '../../contract/rules/submissions';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { ApiError, badRequest, forbidden } from '../lib/api-error';
import { findSubmission, problemType, resetForRejudge, sameStateAs, type SubmissionRow, type VerdictPatch } from './queries';
import { viewerOf } from './rules';
import { applyVerdict } from './verdicts';
import type { VerdictEvent } from './verdict-events';

/**
 * Puts submissions back to pending and on the queue (a contest's on the contest queue); their old
 * verdict stays counted until the new one lands.
 */
export async function rejudge(deps: Pick<Deps, 'db' | 'queue'>, submitIds: number[]): Promise<number> {
  if (submitIds.length === 0) return 0;
  const reset = await resetForRejudge(deps.db, submitIds);
  await deps.queue.send(reset.map(({ submitId, cid }) => ({ kind: 'judge' as const, submitId, priority: priorityOfSubmission(cid) })));
  return reset.length;
}

/** The owner (or an admin) queues again a submission whose sending failed. */
export async function resubmit(deps: Pick<Deps, 'db' | 'queue'>, who: Principal, submitId: number): Promise<void> {
  const row = await findSubmission(deps.db, submitId);
  if (!mayResubmit(viewerOf(who), row)) throw forbidden('You can only resubmit your own submissions');
  if (!canResubmit(row.status)) throw badRequest('Only a submission whose sending failed can be resubmitted');
  await rejudge(deps, [submitId]);
}

async function applyAdminVerdict(deps: Deps, row: SubmissionRow, patch: VerdictPatch, source: VerdictEvent['source']): Promise<void> {
  const applied = await applyVerdict(deps, row, patch, sameStateAs(row), source);
  if (!applied) throw new ApiError(409, 'The submission changed meanwhile, please try again');
}

export async function manualJudge(deps: Deps, query: ManualJudgeQuery): Promise<void> {
  const row = await findSubmission(deps.db, query.submitId);
  if (!canManualJudge(row.status)) throw badRequest('A submission that is pending, compiling, judging or has a compile error cannot be judged by hand');
  const problem = await problemType(deps.db, row.pid);
  if (problem?.type === 1 && query.score === undefined) throw badRequest('score is required for an OI problem');
  await applyAdminVerdict(deps, row, { status: query.status, score: query.score ?? row.score, time: row.time, memory: row.memory, errorMessage: row.errorMessage, isManual: true }, 'manual');
}

export async function cancelJudge(deps: Deps, submitId: number): Promise<void> {
  const row = await findSubmission(deps.db, submitId);
  if (!canCancelJudge(row.status)) throw badRequest('The submission is already cancelled');
  await applyAdminVerdict(deps, row, { status: JUDGE_STATUS.cancelled, score: null, time: row.time, memory: row.memory, errorMessage: row.errorMessage, isManual: true }, 'cancel');
}
