import type { RankShowName } from '../../contract/rules/contests';
import type { BoardContest, BoardProblem, BoardSubmission, BoardUser } from './types';

/**
 * A ContestBoard's own SQLite storage: the engine's inputs, so a woken object rebuilds its board
 * without reading D1. The submissions of the last rebuild are stored in chunks of JSON tuples (a few
 * dozen rows instead of hundreds of thousands, so saving a rebuilt board costs little); each verdict
 * since is one row of `board_verdicts` (by submitId: its latest version, with the board's version
 * after it), folded into the chunks once there are many. Users are one row each, as a verdict may add one.
 *
 * Verdicts are written in batches (the object flushes them about once a second, in one transaction),
 * so a burst of verdicts costs a few writes. While verdicts wait in memory the storage is marked
 * dirty; an object that died before flushing finds the mark on waking and rebuilds from D1 instead
 * of trusting a board that misses them.
 */

/** What a board was built for, besides its submissions and users. */
export interface StoredMeta {
  cid: number;
  /** the contest row's gmtModified the board was built from */
  stamp: number;
  contest: BoardContest;
  problems: BoardProblem[];
  excludedUids: string[];
  rankShowName: RankShowName;
}

export interface StoredBoard {
  meta: StoredMeta;
  submissions: BoardSubmission[];
  users: BoardUser[];
  version: number;
}

type Tuple = [number, string, number, number, number | null, number | null, number, number];

const CHUNK = 10_000;
/** Verdicts kept as single rows before they are folded into the chunks. */
export const VERDICTS_BEFORE_FOLDING = 20_000;

const toTuple = (s: BoardSubmission): Tuple => [s.submitId, s.uid, s.pid, s.status, s.score, s.time, s.submitTime, s.base];
const fromTuple = ([submitId, uid, pid, status, score, time, submitTime, base]: Tuple): BoardSubmission => ({ submitId, uid, pid, status, score, time, submitTime, base });

export class BoardStorage {
  constructor(private readonly storage: DurableObjectStorage) {
    storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS board_meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS board_chunks (seq INTEGER PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS board_verdicts (submit_id INTEGER PRIMARY KEY, data TEXT NOT NULL, version INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS board_users (uid TEXT PRIMARY KEY, data TEXT NOT NULL);
    `);
  }

  private get sql() {
    return this.storage.sql;
  }

  /** Verdicts stored one by one since the last fold. */
  private verdictRows = -1;

  version(): number {
    const row = this.sql.exec<{ v: number }>("SELECT max(coalesce((SELECT CAST(v AS INTEGER) FROM board_meta WHERE k = 'version'), 0), coalesce((SELECT max(version) FROM board_verdicts), 0)) AS v").one();
    return Number(row.v);
  }

  /** The stored board, or null when there is none or it may miss verdicts (marked dirty). */
  load(): StoredBoard | null {
    const metaRow = this.sql.exec<{ v: string }>("SELECT v FROM board_meta WHERE k = 'meta'").toArray()[0];
    if (!metaRow) return null;
    if (this.sql.exec("SELECT 1 FROM board_meta WHERE k = 'dirty'").toArray().length > 0) return null;
    const byId = new Map<number, BoardSubmission>();
    for (const { data } of this.sql.exec<{ data: string }>('SELECT data FROM board_chunks ORDER BY seq')) {
      for (const tuple of JSON.parse(data) as Tuple[]) byId.set(tuple[0], fromTuple(tuple));
    }
    for (const { data } of this.sql.exec<{ data: string }>('SELECT data FROM board_verdicts')) {
      const sub = fromTuple(JSON.parse(data) as Tuple);
      byId.set(sub.submitId, sub);
    }
    const users = this.sql
      .exec<{ data: string }>('SELECT data FROM board_users')
      .toArray()
      .map((r) => JSON.parse(r.data) as BoardUser);
    return { meta: JSON.parse(metaRow.v) as StoredMeta, submissions: [...byId.values()], users, version: this.version() };
  }

  /** Replaces everything with a rebuilt board. */
  saveAll(board: StoredBoard): void {
    this.storage.transactionSync(() => {
      this.sql.exec('DELETE FROM board_meta');
      this.sql.exec('DELETE FROM board_users');
      this.writeSubmissions(board.submissions);
      this.sql.exec("INSERT OR REPLACE INTO board_meta (k, v) VALUES ('meta', ?), ('version', ?)", JSON.stringify(board.meta), String(board.version));
      for (const user of board.users) this.sql.exec('INSERT INTO board_users (uid, data) VALUES (?, ?)', user.uid, JSON.stringify(user));
    });
  }

  /** Verdicts are about to wait in memory: until they are saved, the stored board is not to be trusted. */
  markDirty(): void {
    this.sql.exec("INSERT OR REPLACE INTO board_meta (k, v) VALUES ('dirty', '1')");
  }

  /**
   * The verdicts that waited (each submission's latest version, with the board's version after it) and
   * the users they brought, in one transaction that also clears the dirty mark. Answers how many
   * verdicts wait to be folded into the chunks.
   */
  saveVerdicts(verdicts: readonly { submission: BoardSubmission; version: number }[], newUsers: readonly BoardUser[]): number {
    this.storage.transactionSync(() => {
      for (const { submission, version } of verdicts) {
        this.sql.exec('INSERT OR REPLACE INTO board_verdicts (submit_id, data, version) VALUES (?, ?, ?)', submission.submitId, JSON.stringify(toTuple(submission)), version);
      }
      for (const user of newUsers) this.sql.exec('INSERT OR REPLACE INTO board_users (uid, data) VALUES (?, ?)', user.uid, JSON.stringify(user));
      this.sql.exec("DELETE FROM board_meta WHERE k = 'dirty'");
    });
    if (this.verdictRows < 0) this.verdictRows = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM board_verdicts').one().n;
    else this.verdictRows += verdicts.length;
    return this.verdictRows;
  }

  /** Folds the verdicts into the chunks: the stored submissions become exactly `all`. */
  compact(all: BoardSubmission[]): void {
    this.storage.transactionSync(() => this.writeSubmissions(all));
  }

  private writeSubmissions(all: BoardSubmission[]): void {
    this.sql.exec("INSERT OR REPLACE INTO board_meta (k, v) VALUES ('version', ?)", String(this.version()));
    this.sql.exec('DELETE FROM board_chunks');
    this.sql.exec('DELETE FROM board_verdicts');
    this.verdictRows = 0;
    for (let i = 0, seq = 0; i < all.length; i += CHUNK, seq++) {
      this.sql.exec('INSERT INTO board_chunks (seq, data) VALUES (?, ?)', seq, JSON.stringify(all.slice(i, i + CHUNK).map(toTuple)));
    }
  }

  clear(): void {
    this.storage.transactionSync(() => {
      for (const table of ['board_meta', 'board_chunks', 'board_verdicts', 'board_users']) this.sql.exec(`DELETE FROM ${table}`);
    });
    this.verdictRows = 0;
  }
}
