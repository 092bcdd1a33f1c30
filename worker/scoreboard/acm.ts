/**
 * ACM rules (part 1 §3, decision 24): a problem's cell ends at the first AC; each earlier penalised
 * try costs 20 minutes; rows order by solved count, penalised time, then the time of the last AC.
 */
import { JUDGE_STATUS } from '../../contract/judge-status';
import { type CellState, compareUid, inWindow, isAfterContest, isHidden, type ModeRules, type RowState, type Window } from './model';
import type { BoardProblem, BoardSubmission } from './types';

export const ACM_PENALTY_SECONDS = 1200;

/** Verdicts that cost a penalty: a wrong program. Partial accepted is one (an ACM problem has no partial credit). */
const PENALISED: ReadonlySet<number> = new Set([
  JUDGE_STATUS.wrongAnswer,
  JUDGE_STATUS.presentationError,
  JUDGE_STATUS.timeLimitExceeded,
  JUDGE_STATUS.memoryLimitExceeded,
  JUDGE_STATUS.runtimeError,
  JUDGE_STATUS.partialAccepted,
]);

/** 'free': not the program's fault or not judged yet (CE, SE, cancelled, sending failed, in progress): no penalty, not a try. */
export type AcmOutcome = 'ac' | 'penalty' | 'free';

export function acmOutcome(status: number): AcmOutcome {
  if (status === JUDGE_STATUS.accepted) return 'ac';
  return PENALISED.has(status) ? 'penalty' : 'free';
}

/**
 * The cell of one user on one problem. Hidden submissions (sealed view) all come after the shown ones
 * (they are the latest), and each is a pending try whatever its status, so the sealed board tells
 * nothing about them; once a shown AC ends the cell, later ones are ignored.
 */
export function acmCell(subs: readonly BoardSubmission[], window: Window): CellState | null {
  let errorNum = 0;
  let tryNum = 0;
  for (const sub of subs) {
    if (!inWindow(sub, window)) continue;
    if (isHidden(sub, window)) {
      tryNum++;
      continue;
    }
    const outcome = acmOutcome(sub.status);
    if (outcome === 'ac') {
      const acTime = Math.max(0, sub.submitTime - sub.base);
      const after = isAfterContest(sub, window.endTime);
      return { isAC: true, isAfterContest: after, acTime, acAt: sub.submitTime, errorNum, tryNum: 0, score: 0, time: sub.time ?? 0 };
    }
    if (outcome === 'penalty') errorNum++;
  }
  if (errorNum === 0 && tryNum === 0) return null;
  return { isAC: false, isAfterContest: false, acTime: 0, acAt: 0, errorNum, tryNum, score: 0, time: 0 };
}

/** A solved cell's share of totalTime: its clock time plus the penalty of its earlier tries. */
export function acmCellTime(cell: CellState): number {
  return cell.isAC ? cell.acTime + ACM_PENALTY_SECONDS * cell.errorNum : 0;
}

export function acmTotals(row: RowState, problems: readonly BoardProblem[]): void {
  let ac = 0;
  let totalTime = 0;
  let lastAc = 0;
  let acRunTime = 0;
  for (const { pid } of problems) {
    const cell = row.cells.get(pid);
    if (!cell?.isAC) continue;
    ac++;
    totalTime += acmCellTime(cell);
    lastAc = Math.max(lastAc, cell.acTime);
    acRunTime += cell.time;
  }
  row.acRunTime = acRunTime;
  row.ac = ac;
  row.totalTime = totalTime;
  row.lastAc = lastAc;
}

export function sameAcmScore(a: RowState, b: RowState): boolean {
  return a.ac === b.ac && a.totalTime === b.totalTime && a.lastAc === b.lastAc;
}

export function compareAcm(a: RowState, b: RowState): number {
  return b.ac - a.ac || a.totalTime - b.totalTime || a.lastAc - b.lastAc || compareUid(a, b);
}

/**
 * The outside board's "by run time" (sortMethod 2, decision 24): solved count, then the run time of
 * the accepted programs, then the usual penalised time.
 */
export function compareAcmByRunTime(a: RowState, b: RowState): number {
  return b.ac - a.ac || a.acRunTime - b.acRunTime || a.totalTime - b.totalTime || compareUid(a, b);
}

export const ACM_RULES: ModeRules = {
  cell: acmCell,
  totals: acmTotals,
  compare: compareAcm,
  sameScore: sameAcmScore,
  eligible: (row) => row.ac > 0,
};

export const ACM_RULES_BY_RUN_TIME: ModeRules = {
  ...ACM_RULES,
  compare: compareAcmByRunTime,
  sameScore: (a, b) => a.ac === b.ac && a.acRunTime === b.acRunTime && a.totalTime === b.totalTime,
};
