import type { AcmBoardRow, AcmCell, BoardPage, OiBoardRow } from '../../../contract/api/contests';
import { msgId } from '../../lib/message-id';

/** A row of the scroll board as it is being resolved: cells by display id, each sealed or revealed. */
export interface ScrollRow {
  uid: string;
  name: string;
  school: string | null;
  star: boolean;
  /** ACM: solved count; OI: total score */
  solved: number;
  /** ACM: penalty seconds; OI: run time ms */
  time: number;
  acm: Record<string, AcmCell>;
  oi: Record<string, number>;
  /** display ids whose final result is still hidden */
  pending: string[];
}

export interface ScrollState {
  type: 0 | 1;
  rows: ScrollRow[];
  /** the final rows by uid, the source of each reveal */
  final: Record<string, ScrollRow>;
  /** the last revealed cell, to highlight it */
  last: { uid: string; displayId: string } | null;
  done: boolean;
}

const rowOf = (type: 0 | 1, row: AcmBoardRow | OiBoardRow): ScrollRow => ({
  uid: row.uid,
  name: row.showName,
  school: row.school,
  star: row.rank === -1,
  solved: type === 0 ? (row as AcmBoardRow).ac : (row as OiBoardRow).totalScore,
  time: row.totalTime,
  acm: type === 0 ? { ...(row as AcmBoardRow).submissionInfo } : {},
  oi: type === 1 ? { ...(row as OiBoardRow).submissionInfo } : {},
  pending: [],
});

function order(rows: ScrollRow[]): ScrollRow[] {
  return [...rows].sort((a, b) => b.solved - a.solved || a.time - b.time || a.name.localeCompare(b.name));
}

function cellDiffers(type: 0 | 1, sealed: ScrollRow, final: ScrollRow, id: string): boolean {
  if (type === 1) return (sealed.oi[id] ?? null) !== (final.oi[id] ?? null);
  const a = sealed.acm[id];
  const b = final.acm[id];
  if (!a || !b) return a !== b;
  return a.tryNum > 0 || a.isAC !== b.isAC || a.errorNum !== b.errorNum || a.ACTime !== b.ACTime;
}

/** The starting point: the sealed board, every cell whose final result differs marked pending. */
export function startScroll(sealed: BoardPage, final: BoardPage, problemIds: readonly string[]): ScrollState {
  const type = sealed.type;
  const finals: Record<string, ScrollRow> = {};
  for (const row of final.records) finals[row.uid] = rowOf(type, row);
  const seen = new Set<string>();
  const rows = sealed.records.map((row) => {
    const r = rowOf(type, row);
    seen.add(r.uid);
    const f = finals[r.uid];
    r.pending = f ? problemIds.filter((id) => cellDiffers(type, r, f, id)) : [];
    return r;
  });
  // A participant who appears only on the final board (every try after the seal) starts empty.
  for (const f of Object.values(finals)) {
    if (seen.has(f.uid)) continue;
    const r: ScrollRow = { ...f, solved: 0, time: 0, acm: {}, oi: {}, pending: [] };
    r.pending = problemIds.filter((id) => cellDiffers(type, r, f, id));
    rows.push(r);
  }
  return { type, rows: order(rows), final: finals, last: null, done: rows.every((r) => r.pending.length === 0) };
}

/** One click: the lowest row with a hidden result reveals its first one, and the board is ordered again. */
export function stepScroll(state: ScrollState): ScrollState {
  if (state.done) return state;
  let index = -1;
  for (let i = state.rows.length - 1; i >= 0; i -= 1) {
    if (state.rows[i]!.pending.length > 0) {
      index = i;
      break;
    }
  }
  if (index < 0) return { ...state, done: true, last: null };
  const row = state.rows[index]!;
  const final = state.final[row.uid]!;
  const id = row.pending[0]!;
  const next: ScrollRow = { ...row, acm: { ...row.acm }, oi: { ...row.oi }, pending: row.pending.slice(1) };
  if (state.type === 0) {
    const cell = final.acm[id];
    if (cell) next.acm[id] = cell;
    else delete next.acm[id];
    const cells = Object.values(next.acm).filter((c) => c.isAC && !c.isAfterContest);
    next.solved = cells.length;
    next.time = cells.reduce((sum, c) => sum + (c.ACTime ?? 0), 0);
  } else {
    const score = final.oi[id];
    if (score === undefined) delete next.oi[id];
    else next.oi[id] = score;
    next.solved = Object.values(next.oi).reduce((sum, s) => sum + s, 0);
  }
  if (next.pending.length === 0) {
    next.solved = final.solved;
    next.time = final.time;
  }
  const rows = order(state.rows.map((r, i) => (i === index ? next : r)));
  return { ...state, rows, last: { uid: row.uid, displayId: id }, done: rows.every((r) => r.pending.length === 0) };
}

/** Positions among the ranked rows (star rows have none), 1-based, in the current order. */
export function rankedPositions(rows: readonly ScrollRow[]): Map<string, number> {
  const out = new Map<string, number>();
  let n = 0;
  for (const row of rows) if (!row.star) out.set(row.uid, (n += 1));
  return out;
}

/**
 * The scroll board's state tag (catalog id): "resolving" while hidden cells remain; once they are all
 * shown, "final" only if the contest has ended: before the end the board can still change, so it is
 * the current board, not the final one.
 */
export function scrollStateLabel(done: boolean, ended: boolean): string {
  if (!done) return msgId('Scroll_Board_Resolving');
  return ended ? msgId('Scroll_Board_Final') : msgId('Scroll_Board_Current');
}
