import { DurableObject } from 'cloudflare:workers';
import type { RankShowName } from '../../contract/rules/contests';
import { database } from '../db/client';
import type { Env } from '../env';
import { rankShowNameOf } from '../contests/view';
import { boardContestOf, boardUserOf, clockBase } from './board-contest';
import { contractRow } from './board-rows';
import { BoardStorage, VERDICTS_BEFORE_FOLDING, type StoredBoard } from './board-storage';
import { BoardEngine } from './engine';
import { boardContestRow, boardProblemRows, boardUserRow, boardUserRows, contestSubmissionTuples, personalStartOf, personalStarts, superAdminUids } from './queries';
import { readBoard, starUidsOf } from './read';
import type { BoardContest, BoardOrder, BoardProblem, BoardRow, BoardSubmission, BoardUser, BoardView } from './types';

/** What a board read asks of the object. */
export interface BoardReadQuery {
  cid: number;
  /** the contest row's gmtModified as the caller read it: a different one means the contest was edited, so the board is rebuilt */
  stamp: number;
  view: BoardView;
  containsEnd: boolean;
  removeStar: boolean;
  /** the outside board's sortMethod; absent: the contest type's own order */
  order?: BoardOrder;
  /** the viewer is a contest admin: real names are shown */
  admin: boolean;
}

export interface BoardPageQuery extends BoardReadQuery {
  keyword: string;
  currentPage: number;
  /** rows a page; 0 for every row */
  limit: number;
}

/** A page as the Worker caches it: the rows are JSON texts joined by commas, ready to be sent as they are. */
export interface BoardPageData {
  type: 0 | 1;
  total: number;
  current: number;
  size: number;
  records: string;
  version: number;
}

/** A concerned user's row, pinned on top of every page, and its place on the board. */
export interface PinnedRow {
  text: string;
  position: number;
}

/** A verdict as the board needs it (from the verdict event). */
export interface BoardVerdict {
  submitId: number;
  uid: string;
  pid: number;
  status: number;
  score: number | null;
  time: number | null;
  /** Unix seconds */
  submitTime: number;
  /** Unix seconds of the verdict: an older one than the board's for the same submission is ignored */
  judgeTime: number;
}

export interface RebuildReport {
  ms: number;
  submissions: number;
  rows: number;
  version: number;
}

/** The push message: which board changed, never what changed (docs/decisions/0027-scoreboard-durable-object.md). */
export interface BoardPush {
  cid: number;
  version: number;
}

/**
 * Pushes wait this long after a change, which is as long as any cached copy of a page lives, so a
 * client refetching on a push is answered a page that has the change. At most one push a second.
 */
export const PUSH_DELAY_MS = 2000;
const PUSH_INTERVAL_MS = 1000;
/** Verdicts are saved in batches, this long after the first of a batch. */
const FLUSH_MS = 1000;

interface LiveBoard {
  cid: number;
  stamp: number;
  contest: BoardContest;
  problems: BoardProblem[];
  rankShowName: RankShowName;
  engine: BoardEngine;
  users: Map<string, BoardUser>;
  excludedUids: Set<string>;
  starUids: Set<string>;
  /** each user's clock base (the contest start or their personal start), as far as known */
  bases: Map<string, number>;
  /** when the board's version of each submission was judged (verdicts since this object woke) */
  judgedAt: Map<number, number>;
  version: number;
}

/**
 * One contest's scoreboard (one object per contest, idFromName(String(cid))). It keeps the engine
 * (every variant: real and sealed, with and without after-contest submissions) in memory and its
 * inputs in its own storage, applies each verdict as a delta, rebuilds from D1 on first use, on a
 * contest edit and on demand, answers pages, and pushes "changed" over hibernatable WebSockets.
 * Every change and read runs one at a time (`exclusive`), so a rebuild reading D1 and a verdict
 * arriving meanwhile never interleave.
 */
export class ContestBoard extends DurableObject<Env> {
  private readonly store: BoardStorage;
  private board: LiveBoard | null = null;
  /** ranked rows per variant for the current version */
  private readonly ranked = new Map<string, BoardRow[]>();
  private queue: Promise<unknown> = Promise.resolve();
  private pushTimer: ReturnType<typeof setTimeout> | null = null;
  /** verdicts applied but not yet saved, by submitId */
  private readonly waiting = new Map<number, { submission: BoardSubmission; version: number }>();
  private waitingUsers: BoardUser[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private lastChangeAt = 0;
  private lastPushAt = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new BoardStorage(ctx.storage);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  private exclusive<T>(work: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  // ---- reads ------------------------------------------------------------------------------

  page(query: BoardPageQuery): Promise<BoardPageData> {
    return this.exclusive(async () => {
      const board = await this.ensure(query.cid, query.stamp);
      const rows = this.rankedRows(board, query);
      const limit = query.limit > 0 ? query.limit : Math.max(1, rows.length);
      const { records, total } = readBoard(rows, {
        view: query.view,
        containsEnd: query.containsEnd,
        keyword: query.keyword,
        currentPage: query.currentPage,
        limit,
        users: board.users,
        rankShowName: board.rankShowName,
      });
      const showRealname = query.admin || board.rankShowName === 'realname';
      return {
        type: board.contest.type,
        total,
        current: query.currentPage,
        size: limit,
        records: records.map((record) => JSON.stringify(contractRow(record, showRealname))).join(','),
        version: board.version,
      };
    });
  }

  /** The pinned copies of the viewer's concerned users' rows with their place on the board, by uid; null for a uid with no row here. */
  concerned(query: BoardReadQuery, uids: string[]): Promise<Record<string, PinnedRow | null>> {
    return this.exclusive(async () => {
      const board = await this.ensure(query.cid, query.stamp);
      const rows = this.rankedRows(board, query);
      const wanted = new Set(uids);
      const position = new Map<string, number>();
      const theirs = rows.filter((row, at) => wanted.has(row.uid) && position.set(row.uid, at));
      // A page past the end: what readBoard answers is only the pinned copies.
      const { records } = readBoard(theirs, { view: query.view, containsEnd: query.containsEnd, concernedUids: uids, currentPage: theirs.length + 2, limit: 1, users: board.users, rankShowName: board.rankShowName });
      const showRealname = query.admin || board.rankShowName === 'realname';
      const found: Record<string, PinnedRow | null> = Object.fromEntries(uids.map((uid) => [uid, null]));
      for (const record of records) if (record.concerned) found[record.uid] = { text: JSON.stringify(contractRow(record, showRealname)), position: position.get(record.uid) ?? -1 };
      return found;
    });
  }

  private rankedRows(board: LiveBoard, query: BoardReadQuery): BoardRow[] {
    const key = `${query.view}|${query.containsEnd}|${query.removeStar}|${query.order ?? ''}`;
    let rows = this.ranked.get(key);
    if (!rows) {
      rows = board.engine.rows(query.view, query.containsEnd, { starUids: board.starUids, excludedUids: board.excludedUids, removeStar: query.removeStar, order: query.order });
      this.ranked.set(key, rows);
    }
    return rows;
  }

  // ---- changes ----------------------------------------------------------------------------

  /**
   * A verdict of one of the contest's submissions, with its board fields as the event carries them.
   * A verdict older than the one the board has for that submission (two notifications crossing) is
   * ignored; the user's clock base and display fields are read from D1 only the first time they are
   * needed.
   */
  verdict(cid: number, verdict: BoardVerdict): Promise<void> {
    return this.exclusive(async () => {
      const board = await this.ensure(cid, null);
      // The author and the super admins are not on the board, and take no first blood from it.
      if (board.excludedUids.has(verdict.uid)) return;
      const seen = board.judgedAt.get(verdict.submitId);
      if (seen !== undefined && seen > verdict.judgeTime) return;
      const db = database(this.env);
      let base = board.bases.get(verdict.uid);
      if (base === undefined) {
        const personalStart = board.contest.userDuration > 0 ? ((await personalStartOf(db, cid, verdict.uid))?.startTime ?? null) : null;
        base = clockBase(board.contest, personalStart);
        if (board.contest.userDuration === 0 || personalStart !== null) board.bases.set(verdict.uid, base);
      }
      const { submitId, uid, pid, status, score, time, submitTime } = verdict;
      const submission: BoardSubmission = { submitId, uid, pid, status, score, time, submitTime, base };
      let newUser: BoardUser | null = null;
      if (!board.users.has(uid)) {
        const row = await boardUserRow(db, uid);
        if (row) {
          newUser = boardUserOf(row);
          board.users.set(uid, newUser);
          board.starUids = starUidsOf(board.contest.starUsernames, board.users);
        }
      }
      if (!board.engine.apply(submission)) return;
      board.judgedAt.set(submitId, verdict.judgeTime);
      board.version++;
      this.unsaved(submission, board.version, newUser);
      this.changed(board);
    });
  }

  /** Keeps a verdict for the next flush (about a second later), marking the storage dirty meanwhile. */
  private unsaved(submission: BoardSubmission, version: number, newUser: BoardUser | null): void {
    if (this.waiting.size === 0 && this.waitingUsers.length === 0) this.store.markDirty();
    this.waiting.set(submission.submitId, { submission, version });
    if (newUser) this.waitingUsers.push(newUser);
    this.flushTimer ??= setTimeout(() => void this.exclusive(() => this.flush()), FLUSH_MS);
  }

  private flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.waiting.size === 0 && this.waitingUsers.length === 0) return;
    const folded = this.store.saveVerdicts([...this.waiting.values()], this.waitingUsers);
    this.waiting.clear();
    this.waitingUsers = [];
    if (folded >= VERDICTS_BEFORE_FOLDING && this.board) this.store.compact(this.board.engine.submissions());
  }

  /** Rebuilds the board from D1 (an admin's force refresh, a rejudge of a whole problem, a contest edit). */
  refresh(cid: number): Promise<RebuildReport> {
    return this.exclusive(async () => {
      const started = Date.now();
      const board = await this.rebuild(cid);
      return { ms: Date.now() - started, submissions: board.engine.submissions().length, rows: board.engine.size('real', true), version: board.version };
    });
  }

  /** The board in memory: loaded from storage, or rebuilt from D1 when there is none or the contest changed since. */
  private async ensure(cid: number, stamp: number | null): Promise<LiveBoard> {
    if (!this.board) this.board = this.loadStored();
    if (!this.board || this.board.cid !== cid || (stamp !== null && stamp !== this.board.stamp)) return this.rebuild(cid);
    return this.board;
  }

  private loadStored(): LiveBoard | null {
    const stored = this.store.load();
    if (!stored) return null;
    return this.live(stored);
  }

  private live(stored: StoredBoard): LiveBoard {
    const { meta } = stored;
    const users = new Map(stored.users.map((u) => [u.uid, u]));
    return {
      cid: meta.cid,
      stamp: meta.stamp,
      contest: meta.contest,
      problems: meta.problems,
      rankShowName: meta.rankShowName,
      engine: new BoardEngine(meta.contest, meta.problems, stored.submissions),
      users,
      excludedUids: new Set(meta.excludedUids),
      starUids: starUidsOf(meta.contest.starUsernames, users),
      bases: new Map(stored.submissions.map((sub) => [sub.uid, sub.base])),
      judgedAt: new Map(),
      version: stored.version,
    };
  }

  private async rebuild(cid: number): Promise<LiveBoard> {
    const db = database(this.env);
    const row = await boardContestRow(db, cid);
    if (!row) {
      this.store.clear();
      this.board = null;
      throw new Error(`contest ${cid} does not exist`);
    }
    const contest = boardContestOf(row);
    const [problemRows, starts, admins, tuples, userRows] = await Promise.all([
      boardProblemRows(db, cid),
      personalStarts(db, cid),
      superAdminUids(db),
      contestSubmissionTuples(db, cid),
      boardUserRows(db, cid),
    ]);
    const excludedUids = new Set([row.uid, ...admins]);
    const submissions = tuples
      .filter(([, uid]) => !excludedUids.has(uid))
      .map(([submitId, uid, pid, status, score, time, submitTime]): BoardSubmission => ({ submitId, uid, pid, status, score, time, submitTime, base: clockBase(contest, starts.get(uid)) }));
    const stored: StoredBoard = {
      meta: {
        cid,
        stamp: row.gmtModified,
        contest,
        problems: problemRows.map((p) => ({ pid: p.pid, displayId: p.displayId })),
        excludedUids: [...excludedUids],
        rankShowName: rankShowNameOf(row.rankShowName),
      },
      submissions,
      users: userRows.map(boardUserOf),
      version: (this.board?.version ?? this.store.version()) + 1,
    };
    const board = this.live(stored);
    this.waiting.clear();
    this.waitingUsers = [];
    this.store.saveAll(stored);
    this.board = board;
    this.changed(board);
    return board;
  }

  private changed(board: LiveBoard): void {
    this.ranked.clear();
    this.lastChangeAt = Date.now();
    if (!this.pushTimer) this.schedulePush(board.cid, Math.max(PUSH_DELAY_MS, this.lastPushAt + PUSH_INTERVAL_MS - Date.now()));
  }

  // ---- push -------------------------------------------------------------------------------

  private schedulePush(cid: number, delayMs: number): void {
    this.pushTimer = setTimeout(() => this.push(cid), delayMs);
  }

  private push(cid: number): void {
    this.pushTimer = null;
    const now = Date.now();
    this.lastPushAt = now;
    const message: BoardPush = { cid, version: this.board?.version ?? this.store.version() };
    const text = JSON.stringify(message);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
      } catch {
        // a socket closing meanwhile
      }
    }
    // Changes within the last delay may not be in every cached page yet: one more push once they are.
    const sinceChange = now - this.lastChangeAt;
    if (sinceChange < PUSH_DELAY_MS) this.schedulePush(cid, Math.max(PUSH_INTERVAL_MS, PUSH_DELAY_MS - sinceChange));
  }

  /** A WebSocket of a viewer whose access the Worker checked; it hears `{cid, version}` on every change. */
  override fetch(request: Request): Response {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 });
    const cid = Number(new URL(request.url).searchParams.get('cid'));
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    const hello: BoardPush = { cid, version: this.board?.version ?? this.store.version() };
    server.send(JSON.stringify(hello));
    const protocol = request.headers.get('Sec-WebSocket-Protocol-Chosen');
    return new Response(null, { status: 101, webSocket: client, headers: protocol ? { 'Sec-WebSocket-Protocol': protocol } : {} });
  }

  override webSocketMessage(): void {
    // Viewers have nothing to say; "ping" is answered by the auto-response without waking the object.
  }

  override webSocketClose(socket: WebSocket, code: number): void {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
    } catch {
      // already closed
    }
  }
}
