import type { Context, Hono, Next } from 'hono';
import * as v from 'valibot';
import { ContestRankBody, OutsideScoreboardBody } from '../../contract/api/contests';
import { ENDPOINTS } from '../../contract/endpoints';
import type { AppEnv } from '../lib/app-env';
import { bearerToken } from '../lib/bearer';
import { tokenNeedsRefresh } from '../accounts/rules';
import { findContestRow, type ContestRow } from '../contests/queries';
import { database } from '../db/client';
import type { Env } from '../env';
import { Memo } from './memo';
import { rememberContest, rememberedAccess, rememberedContest, rememberedToken } from './board-access';
import { boardPageBody } from './board-read';

/**
 * The board reads' fast path, mounted before the session middleware: a refresh spike asks the same
 * pages with the same tokens every few seconds, so a read whose token, access decision and contest
 * were checked in full recently (board-access.ts) and whose page is cached (board-cache.ts) is
 * answered here, without the three D1 reads of the full check and without the object. Anything else
 * (a new token, a token about to be replaced, a force refresh, an input the schema refuses, a
 * refusal) falls through to the ordinary route, which checks everything and fills the memory.
 */


/** Bodies already parsed, by their text: a spike sends the same few bodies again and again. */
const parsedBodies = new Memo<any>(1000); // eslint-disable-line @typescript-eslint/no-explicit-any -- one memo for the outputs of two schemas
const PARSED_BODY_MS = 60_000;

/** The request's body checked against `schema` (undefined when it is not JSON or the schema refuses it). */
async function bodyOf<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S, nowMs: number): Promise<v.InferOutput<S> | undefined> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return undefined;
  // Hono keeps the text, so the ordinary route reads the same body if this falls through.
  const text = await c.req.text();
  const key = `${c.req.path}\n${text}`;
  const known = parsedBodies.get(key, nowMs);
  if (known !== undefined) return known === null ? undefined : known;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = v.safeParse(schema, value);
  parsedBodies.set(key, parsed.success ? parsed.output : null, nowMs + PARSED_BODY_MS);
  return parsed.success ? parsed.output : undefined;
}

interface Viewer {
  admin: boolean;
  canView: boolean;
}

/** The remembered viewer of a signed-in request, or null when the full check must run. */
function viewerOf(c: Context<AppEnv>, cid: number, nowMs: number): Viewer | null | 'anonymous' {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) return 'anonymous';
  const known = rememberedToken(token, nowMs);
  if (!known || tokenNeedsRefresh(known.exp, Math.floor(nowMs / 1000))) return null;
  return rememberedAccess(known.sid, cid, nowMs) ?? null;
}

const loading = new Map<number, Promise<ContestRow | undefined>>();

/** The contest row: remembered (read again behind the readers once due), else read once for every request waiting on it. */
async function contestOf(env: Env, cid: number, nowMs: number, defer: (work: Promise<unknown>) => void): Promise<ContestRow | undefined> {
  const known = rememberedContest(cid, nowMs);
  if (known && !known.stale) return known.row;
  let pending = loading.get(cid);
  if (!pending) {
    pending = findContestRow(database(env), cid)
      .then((row) => {
        if (row) rememberContest(row, Date.now());
        return row;
      })
      .finally(() => loading.delete(cid));
    loading.set(cid, pending);
    if (known) defer(pending.catch(() => undefined));
  }
  return known ? known.row : pending;
}

async function rankFastPath(c: Context<AppEnv>): Promise<Response | null> {
  const nowMs = Date.now();
  const body = await bodyOf(c, ContestRankBody, nowMs);
  if (!body || body.forceRefresh) return null;
  const viewer = viewerOf(c, body.cid, nowMs);
  if (viewer === null || viewer === 'anonymous' || !viewer.canView) return null;
  const contest = await contestOf(c.env, body.cid, nowMs, deferOf(c));
  if (!contest || (!contest.visible && !viewer.admin)) return null;
  return answer(await boardPageBody(c.env, contest, viewer.admin, body, nowMs, deferOf(c)));
}

async function outsideFastPath(c: Context<AppEnv>): Promise<Response | null> {
  const nowMs = Date.now();
  const body = await bodyOf(c, OutsideScoreboardBody, nowMs);
  if (!body || body.forceRefresh) return null;
  const viewer = viewerOf(c, body.cid, nowMs);
  if (viewer === null) return null;
  const contest = await contestOf(c.env, body.cid, nowMs, deferOf(c));
  if (!contest) return null;
  const admin = viewer !== 'anonymous' && viewer.admin;
  if (!admin && (!contest.visible || !contest.openRank)) return null;
  return answer(await boardPageBody(c.env, contest, admin, body, nowMs, deferOf(c)));
}

function deferOf(c: Context<AppEnv>) {
  const ctx = c.executionCtx;
  return (work: Promise<unknown>) => ctx.waitUntil(work);
}

function answer(body: Uint8Array): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

export function boardFastPath(app: Hono<AppEnv>): void {
  const paths: [string, (c: Context<AppEnv>) => Promise<Response | null>][] = [
    [ENDPOINTS.getContestRank.path, rankFastPath],
    [ENDPOINTS.getContestOutsideScoreboard.path, outsideFastPath],
  ];
  for (const [path, fast] of paths) {
    app.use(path, async (c: Context<AppEnv>, next: Next) => {
      if (c.req.method === 'POST') {
        const response = await fast(c);
        if (response) return response;
      }
      await next();
    });
  }
}
