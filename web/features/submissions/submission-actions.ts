import type { SubmissionView } from '../../../contract/api/judging';
import { JUDGE_STATUS } from '../../../contract/judge-status';

const NOT_BY_HAND = new Set<number>([JUDGE_STATUS.pending, JUDGE_STATUS.compiling, JUDGE_STATUS.judging, JUDGE_STATUS.compileError]);

/** Part 1 §4: no manual judgement while pending, compiling or judging, nor of a compile error. */
export function canManualJudge(status: number): boolean {
  return !NOT_BY_HAND.has(status);
}

/** Part 1 §4: a cancelled judgement cannot be cancelled again. */
export function canCancelJudge(status: number): boolean {
  return status !== JUDGE_STATUS.cancelled;
}

/** Part 1 §4: resubmit is offered for a submission whose sending failed. */
export function canResubmit(status: number): boolean {
  return status === JUDGE_STATUS.submittedFailed;
}

/**
 * A score goes with a manual verdict of an OI problem. A row does not name its problem's type; an
 * OI submission is the one that carries a score or an OI rank score.
 */
export function looksLikeOi(row: Pick<SubmissionView, 'score' | 'oiRankScore'>): boolean {
  return row.oiRankScore !== null || row.score !== null;
}
