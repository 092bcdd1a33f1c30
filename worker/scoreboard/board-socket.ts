import { BOARD_WS_PROTOCOL } from '../../contract/api/contests';
import { authenticate, type Principal } from '../accounts/sessions';
import { CONTEST_MESSAGES } from '../contests/rules';
import { findContestRow } from '../contests/queries';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/api-error';
import { scopeOf } from '../scope/scope-of';
import { contestBoard } from './board-client';

/** The subprotocols a browser offered: `hoj-board, <token>` carries the session token (browsers cannot send Authorization on a WebSocket). */
function offeredToken(request: Request): { token: string | null; protocol: boolean } {
  const offered = (request.headers.get('Sec-WebSocket-Protocol') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (offered[0] !== BOARD_WS_PROTOCOL) return { token: null, protocol: false };
  return { token: offered[1] ?? null, protocol: true };
}

/**
 * Opens a viewer's live board: the access is checked here, before the upgrade, as for reading the
 * board (a participant or viewer of the contest, or anyone when the board is public through
 * openRank); then the socket is handed to the contest's object, which only ever sends {cid, version}.
 */
export async function openBoardSocket(deps: Deps, request: Request, caller: Principal | null, cid: number): Promise<Response> {
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') throw badRequest('This call opens a WebSocket: send an Upgrade: websocket request');
  const { token, protocol } = offeredToken(request);
  const principal = caller ?? (token ? await authenticate(deps, token) : null);
  const row = await findContestRow(deps.db, cid);
  if (!row) throw notFound(CONTEST_MESSAGES.notFound);
  if (principal) {
    const access = await scopeOf(deps, { cid }, principal);
    if (!access.canView && !(row.visible && row.openRank)) throw forbidden(access.contest?.decision.viewRefusal ?? undefined);
  } else if (!row.visible || !row.openRank) {
    throw unauthorized();
  }
  const url = new URL('https://contest-board/socket');
  url.searchParams.set('cid', String(cid));
  const forwarded = new Request(url.toString(), request);
  if (protocol) forwarded.headers.set('Sec-WebSocket-Protocol-Chosen', BOARD_WS_PROTOCOL);
  const answer = await contestBoard(deps.env, cid).fetch(forwarded);
  // A fresh Response: the object's answer has immutable headers, and the middleware adds its own.
  return new Response(null, { status: answer.status, statusText: answer.statusText, headers: new Headers(answer.headers), webSocket: answer.webSocket });
}
