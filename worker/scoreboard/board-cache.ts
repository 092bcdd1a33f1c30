import type { RankState } from '../../contract/api/contests';
import type { Env } from '../env';
import { contestBoard } from './board-client';
import { PUSH_DELAY_MS, type BoardPageData, type BoardPageQuery, type BoardReadQuery } from './board-object';
import { Memo } from './memo';

/**
 * Board pages between the object and a refresh spike (docs/decisions/0027-scoreboard-durable-object.md).
 *
 * A page lives PAGE_LIFETIME_MS from the moment the object answered it, in two layers: this isolate's
 * memory (a hit costs a map lookup and a string concatenation) and the Cache API (shared by the
 * isolates of a location). A miss asks the object once per key however many requests wait on it.
 * The object pushes a change only after the same lifetime, so a client refetching on a push never
 * gets a page from before the change.
 *
 * The concerned users' rows (the viewer's pinned list) are cached per row and laid over the page
 * per request, so a page is shared by every viewer whatever they pinned.
 */
export const PAGE_LIFETIME_MS = PUSH_DELAY_MS;

interface CachedPage {
  data: BoardPageData;
  /** ms the object answered it */
  at: number;
}

/** A pinned row and its place on the board (pinned rows are shown in board order). */
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
  return `${generation}/${q.cid}/${q.stamp}/${q.view}/${q.containsEnd ? 1 : 0}/${q.removeStar ? 1 : 0}/${q.admin ? 1 : 0}`;
}

function pageKey(q: BoardPageQuery): string {
  return `${variantKey(q)}/${q.currentPage}/${q.limit}/${encodeURIComponent(q.keyword)}`;
}

const cacheUrl = (key: string) => `https://contest-board.cache/${key}`;

function sharedCache(): Cache | null {
  return typeof caches === 'undefined' ? null : caches.default;
}

/** A page: from this isolate, else the Cache API, else the object (once for everyone waiting). `fresh` skips both caches. */
export async function boardPage(env: Pick<Env, 'CONTEST_BOARD'>, query: BoardPageQuery, nowMs: number, fresh = false): Promise<BoardPageData> {
  const key = pageKey(query);
  if (!fresh) {
    const hit = pages.get(key, nowMs);
    if (hit) return hit.data;
  }
  let pending = inflight.get(key);
  if (!pending) {
    pending = loadPage(env, key, query, fresh).finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return (await pending).data;
}

async function loadPage(env: Pick<Env, 'CONTEST_BOARD'>, key: string, query: BoardPageQuery, fresh: boolean): Promise<CachedPage> {
  const cache = sharedCache();
  if (cache && !fresh) {
    const cached = await cache.match(cacheUrl(key));
    const at = Number(cached?.headers.get('X-Board-At') ?? 0);
    if (cached && Date.now() - at < PAGE_LIFETIME_MS) {
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

/** The envelope of a board page, assembled from cached JSON texts without parsing them. */
export function boardPageEnvelope(page: BoardPageData, rankState: RankState, pinned: readonly string[]): string {
  const records = pinned.length === 0 ? page.records : page.records === '' ? pinned.join(',') : `${pinned.join(',')},${page.records}`;
  return `{"status":200,"msg":"success","data":{"type":${page.type},"total":${page.total},"current":${page.current},"size":${page.size},"rankState":"${rankState}","records":[${records}]}}`;
}

/** Forgets every cached page and row (tests, which change a board faster than a page expires). */
export function forgetBoardPages(): void {
  generation++;
  pages.clear();
  rows.clear();
}
