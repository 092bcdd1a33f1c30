/**
 * One board variant (a view × containsEnd): its rows by uid, the rows in board order, and the first
 * blood of each problem. `buildVariant` computes it from scratch; `refreshCell` updates it after one
 * cell's submissions changed, touching that row only: two binary searches and two splices on the
 * order, and a splice on the problem's first-blood list. `variantRows` ranks and materialises it.
 */
import { ACM_RULES_BY_RUN_TIME } from './acm';
import { awardFor, awardSlots } from './awards';
import { type CellState, emptyRow, type ModeRules, type RowState, type Window } from './model';
import { oiRulesBySubmitTime } from './oi';
import type { AcmCell, BoardContest, BoardOrder, BoardProblem, BoardRow, BoardSubmission, RankOptions } from './types';

export interface VariantState {
  window: Window;
  rows: Map<string, RowState>;
  /** The rows sorted by the mode's compare (a total order: ties fall back on uid). */
  order: RowState[];
  /**
   * By pid: the absolute submitTimes of the in-contest ACs ending a cell, ascending. The first is the
   * problem's first blood; a sorted list (not just a minimum) survives a rejudge removing that AC.
   */
  firstBlood: Map<number, number[]>;
}

/** The board, as the engine keeps it: what a variant needs to build or refresh a cell. */
export interface BoardParts {
  contest: BoardContest;
  problems: readonly BoardProblem[];
  rules: ModeRules;
}

/** Index of the first element not below `value` (by `compare`). */
function lowerBound<T>(list: readonly T[], value: T, compare: (a: T, b: T) => number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(list[mid] as T, value) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const byNumber = (a: number, b: number) => a - b;

function countsForFirstBlood(cell: CellState): boolean {
  return cell.isAC && !cell.isAfterContest;
}

function addFirstBlood(variant: VariantState, pid: number, cell: CellState): void {
  if (!countsForFirstBlood(cell)) return;
  const times = variant.firstBlood.get(pid) ?? [];
  times.splice(lowerBound(times, cell.acAt, byNumber), 0, cell.acAt);
  variant.firstBlood.set(pid, times);
}

function dropFirstBlood(variant: VariantState, pid: number, cell: CellState): void {
  if (!countsForFirstBlood(cell)) return;
  const times = variant.firstBlood.get(pid);
  if (!times) return;
  const at = lowerBound(times, cell.acAt, byNumber);
  if (times[at] === cell.acAt) times.splice(at, 1);
}

/** The row's place in the order, found by its current (old) totals; a total order makes it exact. */
function removeFromOrder(variant: VariantState, row: RowState, rules: ModeRules): void {
  const at = lowerBound(variant.order, row, rules.compare);
  if (variant.order[at] !== row) throw new Error(`scoreboard order lost row ${row.uid}`);
  variant.order.splice(at, 1);
}

function insertIntoOrder(variant: VariantState, row: RowState, rules: ModeRules): void {
  variant.order.splice(lowerBound(variant.order, row, rules.compare), 0, row);
}

/**
 * Recomputes the (uid, pid) cell from `subs` (that user's submissions to that problem, sorted) and
 * moves the row. `present` says whether the user still has a submission this variant counts; when
 * not, the row leaves the board.
 */
export function refreshCell(
  variant: VariantState,
  parts: BoardParts,
  uid: string,
  pid: number,
  subs: readonly BoardSubmission[],
  present: boolean,
): void {
  let row = variant.rows.get(uid);
  if (row) {
    removeFromOrder(variant, row, parts.rules);
    const old = row.cells.get(pid);
    if (old) dropFirstBlood(variant, pid, old);
  }
  if (!present) {
    variant.rows.delete(uid);
    return;
  }
  if (!row) {
    row = emptyRow(uid);
    variant.rows.set(uid, row);
  }
  const cell = parts.rules.cell(subs, variant.window);
  if (cell) {
    row.cells.set(pid, cell);
    addFirstBlood(variant, pid, cell);
  } else {
    row.cells.delete(pid);
  }
  parts.rules.totals(row, parts.problems);
  insertIntoOrder(variant, row, parts.rules);
}

/**
 * A variant from scratch: `cells` holds every (uid, pid)'s sorted submissions, `present` the users
 * with a submission the variant counts (a user whose only tries are free still has a row).
 */
export function buildVariant(
  window: Window,
  parts: BoardParts,
  cells: Iterable<{ uid: string; pid: number; subs: readonly BoardSubmission[] }>,
  present: Iterable<string>,
): VariantState {
  const rows = new Map<string, RowState>();
  for (const uid of present) rows.set(uid, emptyRow(uid));
  const firstBlood = new Map<number, number[]>();
  for (const { uid, pid, subs } of cells) {
    const row = rows.get(uid);
    const cell = row ? parts.rules.cell(subs, window) : null;
    if (!row || !cell) continue;
    row.cells.set(pid, cell);
    if (!countsForFirstBlood(cell)) continue;
    const times = firstBlood.get(pid);
    if (times) times.push(cell.acAt);
    else firstBlood.set(pid, [cell.acAt]);
  }
  for (const times of firstBlood.values()) times.sort(byNumber);
  for (const row of rows.values()) parts.rules.totals(row, parts.problems);
  const order = [...rows.values()].sort(parts.rules.compare);
  return { window, rows, order, firstBlood };
}

/**
 * Ranks of the rows in board order: excluded users leave, star users get -1 (or leave with
 * removeStar) and take no rank number; rows with the same score share the rank of the first of them.
 */
export function rankOrder(order: readonly RowState[], rules: ModeRules, options: RankOptions = {}): { row: RowState; rank: number }[] {
  const ranked: { row: RowState; rank: number }[] = [];
  let placed = 0;
  let previous: { row: RowState; rank: number } | null = null;
  for (const row of order) {
    if (options.excludedUids?.has(row.uid)) continue;
    if (options.starUids?.has(row.uid)) {
      if (!options.removeStar) ranked.push({ row, rank: -1 });
      continue;
    }
    placed++;
    const rank: number = previous && rules.sameScore(previous.row, row) ? previous.rank : placed;
    previous = { row, rank };
    ranked.push(previous);
  }
  return ranked;
}

function acmCellOf(cell: CellState, firstBloodAt: number | undefined): AcmCell {
  return {
    isAC: cell.isAC,
    isFirstAC: countsForFirstBlood(cell) && cell.acAt === firstBloodAt,
    isAfterContest: cell.isAfterContest,
    ACTime: cell.acTime,
    errorNum: cell.errorNum,
    tryNum: cell.tryNum,
  };
}

/**
 * The rules of an outside-board order other than the contest type's own, or null for its own (ACM
 * already orders by submit time, OI by run time). Such an order is sorted at read time: it is asked
 * for by the outside board only, whose pages are cached.
 */
function reorderRules(contest: BoardContest, order: BoardOrder | undefined): ModeRules | null {
  if (contest.type === 0) return order === 'runTime' ? ACM_RULES_BY_RUN_TIME : null;
  return order === 'submitTime' ? oiRulesBySubmitTime(contest.oiRankScoreType) : null;
}

/** The variant's rows ranked, awarded and shaped into the output types. */
export function variantRows(variant: VariantState, parts: BoardParts, options: RankOptions = {}): BoardRow[] {
  const reorder = reorderRules(parts.contest, options.order);
  const ranked = reorder ? rankOrder([...variant.order].sort(reorder.compare), reorder, options) : rankOrder(variant.order, parts.rules, options);
  const eligible = ranked.filter(({ row, rank }) => rank > 0 && parts.rules.eligible(row)).length;
  const slots = awardSlots(parts.contest, eligible);
  return ranked.map(({ row, rank }): BoardRow => {
    const awards = rank > 0 && parts.rules.eligible(row) ? awardFor(rank, slots) : null;
    if (parts.contest.type === 0) {
      const submissionInfo: Record<string, AcmCell> = {};
      for (const { pid, displayId } of parts.problems) {
        const cell = row.cells.get(pid);
        if (cell) submissionInfo[displayId] = acmCellOf(cell, variant.firstBlood.get(pid)?.[0]);
      }
      return { uid: row.uid, rank, ac: row.ac, totalTime: row.totalTime, submissionInfo, awards };
    }
    const submissionInfo: Record<string, number> = {};
    const timeInfo: Record<string, number> = {};
    for (const { pid, displayId } of parts.problems) {
      const cell = row.cells.get(pid);
      if (!cell) continue;
      submissionInfo[displayId] = cell.score;
      timeInfo[displayId] = cell.time;
    }
    return { uid: row.uid, rank, totalScore: row.totalScore, totalTime: row.totalTime, submissionInfo, timeInfo, awards };
  });
}
