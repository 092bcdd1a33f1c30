/**
 * The incremental scoreboard engine. It keeps every submission of the board by submitId and, per
 * (uid, pid) cell, that user's submissions to that problem sorted by time (they are few). A verdict
 * (`apply`) or a deletion (`remove`) recomputes only the cells it touches and moves their rows in
 * each variant's order by binary search, so its cost does not grow with the number of rows beyond
 * an array splice.
 *
 * Variants: the board keeps four, real and sealed view × without and with after-contest submissions
 * (containsEnd). Without a seal the sealed view is the real view and shares its state. A change of the
 * contest's settings (seal time, times, award config, type) needs a new engine:
 * `new BoardEngine(contest, problems, old.submissions())`.
 *
 * Persistence: the engine's state is a pure function of its inputs, so `snapshot()` is just them, as
 * plain JSON (contest, problems, submissions) and `BoardEngine.restore` (or the constructor) rebuilds
 * the derived structures in one pass. A Durable Object can as well keep each submission under its own
 * storage key and hand the list to the constructor on wake-up.
 */
import { ACM_RULES } from './acm';
import { compareSubmissions, isAfterContest, type ModeRules, sealStart, VARIANT_KEYS, type VariantKey, variantKey, windowOf } from './model';
import { oiRules } from './oi';
import type { Board, BoardContest, BoardProblem, BoardRow, BoardSubmission, BoardView, RankOptions } from './types';
import { type BoardParts, buildVariant, refreshCell, type VariantState, variantRows } from './variant';

/** Everything an engine is rebuilt from, as JSON. */
export interface EngineSnapshot {
  contest: BoardContest;
  problems: BoardProblem[];
  submissions: BoardSubmission[];
}

/** How many of a user's submissions each containsEnd variant counts: a row exists while it is above 0. */
interface UserCount {
  inContest: number;
  all: number;
}

export function rulesFor(contest: BoardContest): ModeRules {
  return contest.type === 0 ? ACM_RULES : oiRules(contest.oiRankScoreType);
}

const cellKey = (uid: string, pid: number) => `${pid}\u0000${uid}`;

export class BoardEngine implements Board {
  readonly contest: BoardContest;
  readonly problems: readonly BoardProblem[];
  private readonly parts: BoardParts;
  private readonly columns: ReadonlySet<number>;
  private readonly submissionsById = new Map<number, BoardSubmission>();
  private readonly cells = new Map<string, BoardSubmission[]>();
  private readonly users = new Map<string, UserCount>();
  private readonly variants = new Map<VariantKey, VariantState>();
  /** The variants' distinct states (the sealed ones are the real ones when there is no seal). */
  private readonly states: VariantState[] = [];
  private changes = 0;

  /** A board from scratch over `submissions` (one pass and one sort per variant); later changes go through apply. */
  constructor(contest: BoardContest, problems: readonly BoardProblem[], submissions: Iterable<BoardSubmission> = []) {
    this.contest = contest;
    this.problems = [...problems];
    this.parts = { contest, problems: this.problems, rules: rulesFor(contest) };
    this.columns = new Set(problems.map((p) => p.pid));
    for (const sub of submissions) {
      if (!this.columns.has(sub.pid)) continue;
      const old = this.submissionsById.get(sub.submitId);
      if (old) this.detach(old);
      this.attach({ ...sub }, false);
    }
    for (const subs of this.cells.values()) subs.sort(compareSubmissions);
    const cellList = [...this.cells.values()].map((subs) => ({ uid: (subs[0] as BoardSubmission).uid, pid: (subs[0] as BoardSubmission).pid, subs }));
    const sealed = sealStart(contest) !== null;
    for (const key of VARIANT_KEYS) {
      const realTwin = key === 'sealed' ? 'real' : key === 'sealed+end' ? 'real+end' : null;
      const twin = !sealed && realTwin ? this.variants.get(realTwin) : undefined;
      if (twin) {
        this.variants.set(key, twin);
        continue;
      }
      const window = windowOf(contest, key);
      const present = [...this.users].filter(([, count]) => (window.containsEnd ? count.all : count.inContest) > 0).map(([uid]) => uid);
      const state = buildVariant(window, this.parts, cellList, present);
      this.variants.set(key, state);
      this.states.push(state);
    }
  }

  /**
   * Counts the changes applied since construction: rows read at one version stay valid until it
   * moves, so a caller may cache a read (a page costs O(rows) to rank, an apply does not).
   */
  get version(): number {
    return this.changes;
  }

  static restore(snapshot: EngineSnapshot): BoardEngine {
    return new BoardEngine(snapshot.contest, snapshot.problems, snapshot.submissions);
  }

  snapshot(): EngineSnapshot {
    return { contest: this.contest, problems: [...this.problems], submissions: this.submissions() };
  }

  /** The board's submissions (the latest version of each), by submitId. */
  submissions(): BoardSubmission[] {
    return [...this.submissionsById.values()].sort((a, b) => a.submitId - b.submitId);
  }

  /**
   * A new submission, or a new version of one (same submitId: a verdict, rejudge, manual judgement
   * or cancel). A submission to a problem that is not a column of the board is ignored (false).
   */
  apply(submission: BoardSubmission): boolean {
    if (!this.columns.has(submission.pid)) return false;
    const sub = { ...submission };
    const old = this.submissionsById.get(sub.submitId);
    if (old) this.detach(old);
    this.attach(sub, true);
    this.refresh(sub.uid, sub.pid);
    if (old && (old.uid !== sub.uid || old.pid !== sub.pid)) this.refresh(old.uid, old.pid);
    this.changes++;
    return true;
  }

  /** A deleted submission; false when the board does not hold it. */
  remove(submitId: number): boolean {
    const old = this.submissionsById.get(submitId);
    if (!old) return false;
    this.detach(old);
    this.refresh(old.uid, old.pid);
    this.changes++;
    return true;
  }

  rows(view: BoardView, containsEnd: boolean, options: RankOptions = {}): BoardRow[] {
    return variantRows(this.variant(view, containsEnd), this.parts, options);
  }

  /** How many rows a variant has (before exclusions and star removal). */
  size(view: BoardView, containsEnd: boolean): number {
    return this.variant(view, containsEnd).order.length;
  }

  private variant(view: BoardView, containsEnd: boolean): VariantState {
    const state = this.variants.get(variantKey(view, containsEnd));
    if (!state) throw new Error('scoreboard variant missing');
    return state;
  }

  /** Records the submission; `sorted` keeps its cell's list in order (the constructor sorts once instead). */
  private attach(sub: BoardSubmission, sorted: boolean): void {
    this.submissionsById.set(sub.submitId, sub);
    const key = cellKey(sub.uid, sub.pid);
    const subs = this.cells.get(key);
    if (!subs) this.cells.set(key, [sub]);
    else if (!sorted) subs.push(sub);
    else {
      let at = subs.length;
      while (at > 0 && compareSubmissions(subs[at - 1] as BoardSubmission, sub) > 0) at--;
      subs.splice(at, 0, sub);
    }
    const count = this.users.get(sub.uid) ?? { inContest: 0, all: 0 };
    count.all++;
    if (!isAfterContest(sub, this.contest.endTime)) count.inContest++;
    this.users.set(sub.uid, count);
  }

  private detach(sub: BoardSubmission): void {
    this.submissionsById.delete(sub.submitId);
    const key = cellKey(sub.uid, sub.pid);
    const subs = this.cells.get(key) ?? [];
    const at = subs.indexOf(sub);
    if (at >= 0) subs.splice(at, 1);
    if (subs.length === 0) this.cells.delete(key);
    const count = this.users.get(sub.uid);
    if (!count) return;
    count.all--;
    if (!isAfterContest(sub, this.contest.endTime)) count.inContest--;
    if (count.all === 0) this.users.delete(sub.uid);
  }

  private refresh(uid: string, pid: number): void {
    const subs = this.cells.get(cellKey(uid, pid)) ?? [];
    const count = this.users.get(uid);
    for (const state of this.states) {
      const present = (state.window.containsEnd ? count?.all : count?.inContest) ?? 0;
      refreshCell(state, this.parts, uid, pid, subs, present > 0);
    }
  }
}
