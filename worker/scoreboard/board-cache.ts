import type { RankState } from '../../contract/api/contests';
import type { Env } from '../env';
import { contestBoard } from './board-client';
import { PUSH_DELAY_MS, type BoardPageData, type BoardPageQuery, type BoardReadQuery } from './board-object';
import { Memo } from './memo';

/**
 * Board pages between the object and a refresh spike (docs/decisions/0027-scoreboard-durable-object.md).
 *
 * A page is served for PAGE_LIFETIME_MS from the moment the object answered it, from two layers:
 * this isolate's memory (a hit costs a map lookup) and the Cache API (shared by the isolates of a
 * location). Once it is PAGE_FRESH_MS old, the next request still gets it but starts one refresh in
 * the background, so under steady traffic no reader waits for the object; only a page nobody asked
 * for in its whole lifetime is fetched while the reader waits, once for everyone waiting on it.
 * The object pushes a change only PAGE_LIFETIME_MS after it, so a client refetching on a push never
 * gets a page from before the change.
 *
 * The concerned users' rows (the viewer's pinned list) are cached per row and laid over the page
 * per request, so a page is shared by every viewer whatever they pinned.
 */
export const PAGE_LIFETIME_MS = PUSH_DELAY_MS;
export const PAGE_FRESH_MS = PAGE_LIFETIME_MS / 2;

export interface CachedPage {
  data: BoardPageData;
  /** ms the object answered it */
  at: number;
  /** the whole envelope, encoded, per rank state: what most requests (no pinned rows) send as is */
  encoded?: Partial<Record<RankState, Uint8Array>>;
}

interface CachedRow {
  text: string | null;
  position: number;
}

const pages = new Memo<CachedPage>(2000);
const rows = new Memo<CachedRow>(20_000);
const inflight = new Map<string, Promise<CachedPage>>();
/** Part of every key: bumping it forgets every cached page at once (tests). */
let generation = 0;

function variantKey(q: BoardReadQuery): string {
  return `${generation}/${q.cid}/${q.stamp}/${q.view}/${q.containsEnd ? 1 : 0}/${q.removeStar ? 1 : 0}/${q.admin ? 1 : 0}/${q.order ?? ''}`;
}

function pageKey(q: BoardPageQuery): string {
  return `${variantKey(q)}/${q.currentPage}/${q.limit}/${encodeURIComponent(q.keyword)}`;
}

const cacheUrl = (key: string) => `https://contest-board.cache/${key}`;

function sharedCache(): Cache | null {
  return typeof caches === 'undefined' ? null : caches.default;
}

/** Work that may outlive the request (its waitUntil). */
export type Defer = (work: Promise<unknown>) => void;

/**
 * A page: from this isolate, else the Cache API, else the object (once for everyone waiting). A
 * page past its freshness is still served while one refresh runs behind it. `fresh` skips both caches.
 */
export async function boardPage(env: Pick<Env, 'CONTEST_BOARD'>, query: BoardPageQuery, nowMs: number, defer: Defer, fresh = false): Promise<CachedPage> {
  const key = pageKey(query);
  if (!fresh) {
    const hit = pages.get(key, nowMs);
    if (hit) {
      if (nowMs - hit.at >= PAGE_FRESH_MS && !inflight.has(key)) defer(load(env, key, query, false).catch((error: unknown) => console.error(`refreshing a board page failed: ${(error as Error).message}`)));
      return hit;
    }
  }
  return load(env, key, query, fresh);
}

function load(env: Pick<Env, 'CONTEST_BOARD'>, key: string, query: BoardPageQuery, fresh: boolean): Promise<CachedPage> {
  let pending = inflight.get(key);
  if (!pending) {
    pending = loadPage(env, key, query, fresh).finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return pending;
}

async function loadPage(env: Pick<Env, 'CONTEST_BOARD'>, key: string, query: BoardPageQuery, fresh: boolean): Promise<CachedPage> {
  const cache = sharedCache();
  if (cache && !fresh) {
    const cached = await cache.match(cacheUrl(key));
    const at = Number(cached?.headers.get('X-Board-At') ?? 0);
    // Another isolate's page, if it is still fresh.
    if (cached && Date.now() - at < PAGE_FRESH_MS) {
      const page: CachedPage = { data: await cached.json<BoardPageData>(), at };
      pages.set(key, page, at + PAGE_LIFETIME_MS);
      return page;
    }
    await cached?.body?.cancel();
  }
  const data = await contestBoard(env, query.cid).page(query);
  const page: CachedPage = { data, at: Date.now() };
  pages.set(key, page, page.at + PAGE_LIFETIME_MS);
  if (cache) {
    const headers = { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${Math.ceil(PAGE_LIFETIME_MS / 1000)}`, 'X-Board-At': String(page.at) };
    await cache.put(cacheUrl(key), new Response(JSON.stringify(data), { headers }));
  }
  return page;
}

/** The pinned rows of the viewer's concerned users, in board order (the object is asked only for rows not cached). */
export async function concernedRows(env: Pick<Env, 'CONTEST_BOARD'>, query: BoardReadQuery, uids: readonly string[], nowMs: number): Promise<string[]> {
  if (uids.length === 0) return [];
  const prefix = variantKey(query);
  const found = new Map<string, CachedRow>();
  const missing: string[] = [];
  for (const uid of new Set(uids)) {
    const hit = rows.get(`${prefix}/${uid}`, nowMs);
    if (hit) found.set(uid, hit);
    else missing.push(uid);
  }
  if (missing.length > 0) {
    const answered = await contestBoard(env, query.cid).concerned(query, missing);
    const at = Date.now();
    for (const uid of missing) {
      const row: CachedRow = answered[uid] ?? { text: null, position: -1 };
      rows.set(`${prefix}/${uid}`, row, at + PAGE_LIFETIME_MS);
      found.set(uid, row);
    }
  }
  return [...found.values()]
    .filter((row): row is { text: string; position: number } => row.text !== null)
    .sort((a, b) => a.position - b.position)
    .map((row) => row.text);
}

const encoder = new TextEncoder();

/**
 * The envelope of a board page, assembled from cached JSON texts without parsing them; without
 * pinned rows it is encoded once per page and rank state and sent as is.
 */
export function boardPageEnvelope(cached: CachedPage, rankState: RankState, pinned: readonly string[]): Uint8Array {
  const reusable = pinned.length === 0;
  const known = reusable ? cached.encoded?.[rankState] : undefined;
  if (known) return known;
  const page = cached.data;
  const records = reusable ? page.records : page.records === '' ? pinned.join(',') : `${pinned.join(',')},${page.records}`;
  const bytes = encoder.encode(`{"status":200,"msg":"success","data":{"type":${page.type},"total":${page.total},"current":${page.current},"size":${page.size},"rankState":"${rankState}","records":[${records}]}}`);
  if (reusable) cached.encoded = { ...cached.encoded, [rankState]: bytes };
  return bytes;
}

/** Forgets every cached page and row (tests, which change a board faster than a page expires). */
export function forgetBoardPages(): void {
  generation++;
  pages.clear();
  rows.clear();
}
