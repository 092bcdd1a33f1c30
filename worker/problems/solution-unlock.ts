import type { JudgeCaseMode } from '../../contract/judge';
import { PROBLEM_TYPE } from '../../contract/judge';
import { addUpCaseScores, type GroupedScore } from '../../contract/judge-scoring';
import { JUDGE_STATUS } from '../../contract/judge-status';

export interface SolutionGate {
  /** the problem's solutionUnlockRatio, percent of the full mark */
  ratio: number;
  type: number;
  judgeCaseMode: JudgeCaseMode;
  /** the problem's cases with their full scores (only OI needs them) */
  cases: readonly GroupedScore[];
  /** the viewer's best status and score on the problem; null when never submitted or anonymous */
  best: { status: number; score: number } | null;
  admin: boolean;
  /** a VIP member: VIP opens every problem's solutions at once (decision 37) */
  vip: boolean;
}

/**
 * Part 1: the solutions link is always shown to admins (and VIP members); others see it once their best own score
 * reaches solutionUnlockRatio percent of the problem's full mark. An accepted submission is the full
 * mark (ACM problems have no other score); an OI score counts against the cases' full scores added
 * up as the judge adds them (per subtask group in the subtask modes). A ratio of 0 opens it to all.
 */
export function solutionsUnlocked(gate: SolutionGate): boolean {
  if (gate.admin || gate.vip || gate.ratio <= 0) return true;
  if (!gate.best) return false;
  if (gate.best.status === JUDGE_STATUS.accepted) return true;
  if (gate.type !== PROBLEM_TYPE.oi) return false;
  const fullMark = addUpCaseScores(gate.judgeCaseMode, gate.cases);
  return fullMark > 0 && gate.best.score * 100 >= gate.ratio * fullMark;
}
