/**
 * OI rules (part 1 §3, decision 24): per problem the latest judged score (Recent) or the best one
 * (Highest); rows order by total score, then the total run time of the counted submissions.
 */
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { OiRankScoreType } from '../../contract/rules/contests';
import { type CellState, compareUid, inWindow, isHidden, type ModeRules, type RowState, type Window } from './model';
import type { BoardProblem, BoardSubmission } from './types';

/**
 * The verdicts whose score counts: a judged program. In-progress and unsent submissions have no score
 * yet; a system error or a cancel is not the program's result, so it does not wipe a Recent score.
 */
const SCORED: ReadonlySet<number> = new Set([
  JUDGE_STATUS.accepted,
  JUDGE_STATUS.partialAccepted,
  JUDGE_STATUS.wrongAnswer,
  JUDGE_STATUS.presentationError,
  JUDGE_STATUS.compileError,
  JUDGE_STATUS.timeLimitExceeded,
  JUDGE_STATUS.memoryLimitExceeded,
  JUDGE_STATUS.runtimeError,
]);

export function isScored(status: number): boolean {
  return SCORED.has(status);
}

/** Highest: the best score; of equal scores the fastest run, then the earliest submission. */
function better(candidate: BoardSubmission, best: BoardSubmission): boolean {
  const score = candidate.score ?? 0;
  const bestScore = best.score ?? 0;
  if (score !== bestScore) return score > bestScore;
  return (candidate.time ?? 0) < (best.time ?? 0);
}

export function oiCell(scoreType: OiRankScoreType, subs: readonly BoardSubmission[], window: Window): CellState | null {
  let counted: BoardSubmission | null = null;
  for (const sub of subs) {
    // Sealed view: what was submitted in the seal is ignored, the score stays the last one before it.
    if (!inWindow(sub, window) || isHidden(sub, window) || !isScored(sub.status)) continue;
    if (counted === null || scoreType === 'Recent' || better(sub, counted)) counted = sub;
  }
  if (counted === null) return null;
  return { isAC: false, isAfterContest: false, acTime: 0, acAt: counted.submitTime, errorNum: 0, tryNum: 0, score: counted.score ?? 0, time: counted.time ?? 0 };
}

export function oiTotals(row: RowState, problems: readonly BoardProblem[]): void {
  let totalScore = 0;
  let totalTime = 0;
  let lastCountedAt = 0;
  for (const { pid } of problems) {
    const cell = row.cells.get(pid);
    if (!cell) continue;
    totalScore += cell.score;
    totalTime += cell.time;
    lastCountedAt = Math.max(lastCountedAt, cell.acAt);
  }
  row.lastCountedAt = lastCountedAt;
  row.totalScore = totalScore;
  row.totalTime = totalTime;
}

export function sameOiScore(a: RowState, b: RowState): boolean {
  return a.totalScore === b.totalScore && a.totalTime === b.totalTime;
}

export function compareOi(a: RowState, b: RowState): number {
  return b.totalScore - a.totalScore || a.totalTime - b.totalTime || compareUid(a, b);
}

/** The outside board's "by submit time" (sortMethod 1, decision 24): total score, then who reached it first. */
export function compareOiBySubmitTime(a: RowState, b: RowState): number {
  return b.totalScore - a.totalScore || a.lastCountedAt - b.lastCountedAt || compareUid(a, b);
}

export function oiRules(scoreType: OiRankScoreType): ModeRules {
  return {
    cell: (subs, window) => oiCell(scoreType, subs, window),
    totals: oiTotals,
    compare: compareOi,
    sameScore: sameOiScore,
    eligible: (row) => row.totalScore > 0,
  };
}

export function oiRulesBySubmitTime(scoreType: OiRankScoreType): ModeRules {
  return {
    ...oiRules(scoreType),
    compare: compareOiBySubmitTime,
    sameScore: (a, b) => a.totalScore === b.totalScore && a.lastCountedAt === b.lastCountedAt,
  };
}
