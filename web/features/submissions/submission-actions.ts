import type { SubmissionView } from '../../../contract/api/submissions';

/**
 * Which actions a submission row offers: the contract's rules (contract/rules/submissions.ts), the
 * same ones the Worker applies. Resubmitting is the owner's or an admin role's (mayResubmit).
 */
export { canCancelJudge, canManualJudge, canResubmit, mayResubmit } from '../../../contract/rules/submissions';

/**
 * A score goes with a manual verdict of an OI problem. A row does not name its problem's type; an
 * OI submission is the one that carries a score or an OI rank score.
 */
export function looksLikeOi(row: Pick<SubmissionView, 'score' | 'oiRankScore'>): boolean {
  return row.oiRankScore !== null || row.score !== null;
}
