/**
 * The engine's internal model, shared by the incremental engine and the from-scratch build: which
 * submissions a board variant sees (its window), the computed cell and row states, and the rules a
 * contest type plugs in (cell, totals, order). Rows are materialised into the output types of
 * types.ts only when read.
 */
import type { BoardContest, BoardProblem, BoardSubmission, BoardView } from './types';

/**
 * What one board variant sees. There are four variants, view (real, sealed) × containsEnd; without
 * a seal the sealed view is the real view.
 */
export interface Window {
  endTime: number;
  /** Whether submissions after endTime count (they are ignored otherwise). */
  containsEnd: boolean;
  /** Sealed view: submissions at or after this moment are hidden; null in the real view. */
  hiddenFrom: number | null;
}

export type VariantKey = 'real' | 'real+end' | 'sealed' | 'sealed+end';

export const VARIANT_KEYS: readonly VariantKey[] = ['real', 'real+end', 'sealed', 'sealed+end'];

export function variantKey(view: BoardView, containsEnd: boolean): VariantKey {
  return containsEnd ? `${view}+end` : view;
}

/** The moment the sealed view starts hiding submissions, or null when the contest has no seal. */
export function sealStart(contest: BoardContest): number | null {
  return contest.sealRank && contest.sealRankTime !== null ? contest.sealRankTime : null;
}

export function windowOf(contest: BoardContest, key: VariantKey): Window {
  const sealed = key === 'sealed' || key === 'sealed+end';
  return { endTime: contest.endTime, containsEnd: key.endsWith('+end'), hiddenFrom: sealed ? sealStart(contest) : null };
}

export function isAfterContest(sub: BoardSubmission, endTime: number): boolean {
  return sub.submitTime > endTime;
}

/** Whether a variant counts the submission at all (shown, or hidden by the seal). */
export function inWindow(sub: BoardSubmission, window: Window): boolean {
  return window.containsEnd || !isAfterContest(sub, window.endTime);
}

export function isHidden(sub: BoardSubmission, window: Window): boolean {
  return window.hiddenFrom !== null && sub.submitTime >= window.hiddenFrom;
}

/** The order of a cell's submissions: submitTime, then submitId. */
export function compareSubmissions(a: BoardSubmission, b: BoardSubmission): number {
  return a.submitTime - b.submitTime || a.submitId - b.submitId;
}

/** One (user, problem) cell of a variant. ACM fields are zero on an OI board and the other way round. */
export interface CellState {
  isAC: boolean;
  isAfterContest: boolean;
  /** Clock time of the AC, s (submitTime − base, never below 0). */
  acTime: number;
  /** Absolute submitTime of the AC (first blood is decided on it); OI: of the counted submission. */
  acAt: number;
  errorNum: number;
  tryNum: number;
  score: number;
  /** Run time (ms) of the counted OI submission, or of the ACM AC. */
  time: number;
}

export interface RowState {
  uid: string;
  /** By pid. */
  cells: Map<number, CellState>;
  ac: number;
  /** ACM: penalised time, s. OI: run time, ms. */
  totalTime: number;
  /** ACM: the latest ACTime among solved problems (the third sort key). */
  lastAc: number;
  /** ACM: the run time (ms) of the accepted submissions, the outside board's "by run time" key. */
  acRunTime: number;
  /** OI: the latest submit time (unix s) of the counted submissions, the outside board's "by submit time" key. */
  lastCountedAt: number;
  totalScore: number;
}

export function emptyRow(uid: string): RowState {
  return { uid, cells: new Map(), ac: 0, totalTime: 0, lastAc: 0, acRunTime: 0, lastCountedAt: 0, totalScore: 0 };
}

/** What a contest type decides; acm.ts and oi.ts implement it. */
export interface ModeRules {
  /** The cell from the user's submissions to one problem, sorted by compareSubmissions; null when it shows nothing. */
  cell(subs: readonly BoardSubmission[], window: Window): CellState | null;
  /** Recomputes the row's totals from its cells, in board column order so sums are the same however the row was built. */
  totals(row: RowState, problems: readonly BoardProblem[]): void;
  /** Total order of rows (best first); exact score ties fall back on uid so every build sorts alike. */
  compare(a: RowState, b: RowState): number;
  /** Same score: the two rows share a rank. */
  sameScore(a: RowState, b: RowState): boolean;
  /** May win an award: at least one AC (ACM) or a positive score (OI). */
  eligible(row: RowState): boolean;
}

export function compareUid(a: RowState, b: RowState): number {
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}
