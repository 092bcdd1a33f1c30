import { SORT_METHOD, type BoardPage, type ContestRankBody, type OutsideScoreboardBody, type RankState, type ScrollBoardData } from '../../contract/api/contests';
import { rankStateAt, sealInForce } from '../../contract/rules/contests';
import type { Principal } from '../accounts/sessions';
import { CONTEST_MESSAGES, isContestAdmin } from '../contests/rules';
import { findContestRow, type ContestRow } from '../contests/queries';
import type { Deps } from '../deps';
import type { Env } from '../env';
import { forbidden, notFound } from '../lib/api-error';
import { scopeOf } from '../scope/scope-of';
import { rememberAccess, rememberContest, rememberedAccess, rememberToken, tokenExpiry } from './board-access';
import { boardPage, boardPageEnvelope, concernedRows, type Defer } from './board-cache';
import { contestBoard, refreshContestBoard } from './board-client';
import type { BoardPageData, BoardPageQuery } from './board-object';
import { boardProblemRows, participantCount, problemCounts } from './queries';
import { toContestInfo } from '../contests/view';
import { scrollProblemList } from './scroll-view';
import type { BoardOrder, BoardView } from './types';

/**
 * The three board reads (part 2 §7 get-contest-rank, get-contest-outside-scoreboard, the scroll
 * board). Who sees what: contest admins always the real board; everyone else the sealed board while
 * the seal is in force (from sealRankTime to the end, and after it unless autoRealRank), which hides
 * every try from the seal on, their own included. The view is chosen here, before any cache is
 * consulted, and is part of every cache key, so no cached page of the real board reaches a viewer
 * who may only see the sealed one.
 */

export const OUTSIDE_BOARD_CLOSED = 'The scoreboard of this contest is not public';

export function boardViewFor(contest: ContestRow, admin: boolean, nowSeconds: number): BoardView {
  return !admin && sealInForce(contest, nowSeconds) ? 'sealed' : 'real';
}

type BoardRequest = Pick<ContestRankBody, 'cid' | 'currentPage' | 'limit' | 'removeStar' | 'concernedList' | 'keyword' | 'containsEnd'> & { sortMethod?: OutsideScoreboardBody['sortMethod'] };

/** The outside board's sortMethod as an engine order (1 by submit time, 2 by run time); absent: the contest's own. */
export function boardOrderOf(sortMethod: OutsideScoreboardBody['sortMethod']): BoardOrder | undefined {
  if (sortMethod === undefined) return undefined;
  return sortMethod === SORT_METHOD.runTime ? 'runTime' : 'submitTime';
}

/** A page of the board the viewer may see, as the envelope's encoded JSON (the cached rows are never parsed). */
export async function boardPageBody(env: Pick<Env, 'CONTEST_BOARD'>, contest: ContestRow, admin: boolean, body: BoardRequest, nowMs: number, defer: Defer, fresh = false): Promise<Uint8Array> {
  const now = Math.floor(nowMs / 1000);
  const query: BoardPageQuery = {
    cid: contest.id,
    stamp: contest.gmtModified,
    view: boardViewFor(contest, admin, now),
    containsEnd: body.containsEnd,
    removeStar: body.removeStar,
    order: boardOrderOf(body.sortMethod),
    admin,
    keyword: body.keyword ?? '',
    currentPage: body.currentPage,
    limit: body.limit,
  };
  const [page, pinned] = await Promise.all([boardPage(env, query, nowMs, defer, fresh), concernedRows(env, query, body.concernedList, nowMs)]);
  return boardPageEnvelope(page, rankStateAt(contest, now), pinned);
}

function dataOf(envelope: Uint8Array): BoardPage {
  return (JSON.parse(new TextDecoder().decode(envelope)) as { data: BoardPage }).data;
}

/** After a full check: what the next reads with the same token may take from memory. A token about to be replaced is not kept. */
function remember(principal: Principal | null, token: string | null, contest: ContestRow, decision: { admin: boolean; canView: boolean | null }, nowMs: number): void {
  rememberContest(contest, nowMs);
  if (!principal || !token || principal.refreshedToken) return;
  const exp = tokenExpiry(token);
  if (exp === null) return;
  rememberToken(token, principal, exp, nowMs);
  const before = rememberedAccess(principal.sessionId, contest.id, nowMs);
  rememberAccess(principal.sessionId, contest.id, { admin: decision.admin, canView: decision.canView ?? before?.canView ?? false }, nowMs);
}

/** get-contest-rank: participants and viewers of the contest; `forceRefresh` rebuilds the board from D1 for contest admins only. */
export async function contestRank(deps: Deps, principal: Principal, token: string | null, body: ContestRankBody): Promise<BoardPage> {
  const access = await scopeOf(deps, { cid: body.cid }, principal);
  const contest = access.contest;
  if (!contest) throw notFound(CONTEST_MESSAGES.notFound);
  if (!access.canView) throw forbidden(contest.decision.viewRefusal ?? undefined);
  const nowMs = deps.clock.nowMs();
  remember(principal, token, contest.row, { admin: access.manages, canView: true }, nowMs);
  const fresh = body.forceRefresh && access.manages;
  if (fresh) await refreshContestBoard(deps.env, body.cid);
  return dataOf(await boardPageBody(deps.env, contest.row, access.manages, body, nowMs, deps.defer, fresh));
}

/** get-contest-outside-scoreboard: anyone, when the contest has openRank; its admins always. */
export async function outsideScoreboard(deps: Deps, principal: Principal | null, token: string | null, body: OutsideScoreboardBody): Promise<BoardPage> {
  const row = await findContestRow(deps.db, body.cid);
  const admin = row !== undefined && principal !== null && isContestAdmin(row, { uid: principal.user.id, username: principal.user.username, roles: principal.roles });
  if (!row || (!row.visible && !admin)) throw notFound(CONTEST_MESSAGES.notFound);
  if (!row.openRank && !admin) throw forbidden(OUTSIDE_BOARD_CLOSED);
  const nowMs = deps.clock.nowMs();
  remember(principal, token, row, { admin, canView: null }, nowMs);
  const fresh = body.forceRefresh && admin;
  if (fresh) await refreshContestBoard(deps.env, body.cid);
  return dataOf(await boardPageBody(deps.env, row, admin, body, nowMs, deps.defer, fresh));
}

function pageOf(page: BoardPageData, rankState: RankState): BoardPage {
  const records: unknown = JSON.parse(`[${page.records}]`);
  return { type: page.type, total: page.total, current: page.current, size: page.size, rankState, records } as BoardPage;
}

/** get-contest-scroll-board: contest admins only; every row of the sealed board and of the final one. */
export async function scrollBoard(deps: Deps, principal: Principal, query: { cid: number; removeStar: boolean }): Promise<ScrollBoardData> {
  const access = await scopeOf(deps, { cid: query.cid }, principal);
  const contest = access.contest;
  if (!contest) throw notFound(CONTEST_MESSAGES.notFound);
  if (!access.manages) throw forbidden(CONTEST_MESSAGES.notAdmin);
  const row = contest.row;
  const now = deps.clock.nowSeconds();
  const board = contestBoard(deps.env, row.id);
  const base = { cid: row.id, stamp: row.gmtModified, containsEnd: false, removeStar: query.removeStar, admin: true, keyword: '', currentPage: 1, limit: 0 };
  const db = deps.db;
  const sealed = await board.page({ ...base, view: 'sealed' });
  const [final, problems, counts, count] = await Promise.all([board.page({ ...base, view: 'real' }), boardProblemRows(db, row.id), problemCounts(db, row.id), participantCount(db, row.id)]);
  const rankState = rankStateAt(row, now);
  return { contest: toContestInfo(row, count, now), problemList: scrollProblemList(row.id, problems, counts), sealed: pageOf(sealed, rankState), final: pageOf(final, rankState) };
}
