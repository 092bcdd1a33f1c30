import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { defineRoute, reply } from '../lib/define-route';
import type { AppEnv } from '../lib/app-env';
import { bearerToken } from '../lib/bearer';
import { contestRank, outsideScoreboard, scrollBoard } from '../scoreboard/board-read';
import { openBoardSocket } from '../scoreboard/board-socket';

const E = ENDPOINTS;


/** The contest boards (part 2 §7): rank, outside scoreboard, scroll board, and the live board's WebSocket. */
export function scoreboardRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getContestRank, async (c, { body, principal, deps }) => reply(await contestRank(deps, principal, bearerToken(c.req.header('Authorization')), body)));

  defineRoute(app, E.getContestOutsideScoreboard, async (c, { body, principal, deps }) => reply(await outsideScoreboard(deps, principal, bearerToken(c.req.header('Authorization')), body)));

  defineRoute(app, E.getContestScrollBoard, async (_c, { query, principal, deps }) => reply(await scrollBoard(deps, principal, query)));

  defineRoute(app, E.getContestBoardWs, (c, { query, principal, deps }) => openBoardSocket(deps, c.req.raw, principal, query.cid));
}
