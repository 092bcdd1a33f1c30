/**
 * How case verdicts add up to a submission's verdict, for each judgeCaseMode and problem type.
 *
 * ACM (type 0): the status of the first failing case in case order, accepted when none fails;
 * the score is 0. `ergodic_without_error` stops at the first failure, `default` runs every case.
 * OI (type 1): every case earns its score when accepted, a share of it when a checker gives partial
 * points, nothing otherwise; the case scores add up by `addUpCaseScores` (sum, or per subtask group).
 * Status: all accepted → accepted; a positive total → partial accepted; otherwise the first failing
 * case's status.
 * The spec allows only default/subtask modes for OI and default/ergodic for ACM; the other
 * combinations still have a meaning here (ACM ignores groups, OI ergodic stops at the first failure).
 * Scores are integers: partial and average scores are rounded down.
 */
import type { JudgeCaseMode } from '../../contract/judge';
import { addUpCaseScores, SCORE_EPSILON } from '../../contract/judge-scoring';
import { JUDGE_STATUS } from '../../contract/judge-status';

export interface ScoredCase {
  index: number;
  status: number;
  /** the score the case earned */
  score: number;
  groupNum: number | null;
}

export function isOi(type: 0 | 1): boolean {
  return type === 1;
}

/** Whether judging stops after a case with this status. */
export function stopsAfter(mode: JudgeCaseMode, status: number): boolean {
  return mode === 'ergodic_without_error' && status !== JUDGE_STATUS.accepted;
}

/** A case's own status: partial points only exist in OI, in ACM they are a wrong answer. */
export function caseStatus(type: 0 | 1, status: number): number {
  return status === JUDGE_STATUS.partialAccepted && !isOi(type) ? JUDGE_STATUS.wrongAnswer : status;
}

/** What a case earns out of `fullScore` given its status and the share a checker granted. */
export function caseScore(type: 0 | 1, fullScore: number, status: number, ratio: number): number {
  if (!isOi(type)) return 0;
  if (status === JUDGE_STATUS.accepted) return fullScore;
  if (status === JUDGE_STATUS.partialAccepted) return Math.floor(fullScore * ratio + SCORE_EPSILON);
  return 0;
}

/** The verdict of a whole submission from the cases that were run, in case order. */
export function summarize(type: 0 | 1, mode: JudgeCaseMode, cases: ScoredCase[]): { status: number; score: number } {
  const firstFailure = cases.find((c) => c.status !== JUDGE_STATUS.accepted);
  if (!isOi(type)) return { status: firstFailure?.status ?? JUDGE_STATUS.accepted, score: 0 };
  const score = addUpCaseScores(mode, cases);
  if (!firstFailure) return { status: JUDGE_STATUS.accepted, score };
  return { status: score > 0 ? JUDGE_STATUS.partialAccepted : firstFailure.status, score };
}
