import type { Env } from '../env';

/**
 * Totals of wide list filters (every submission, every accepted one…) cost a scan of an index with
 * up to millions of entries; D1 bills each row read, and the lists are the busiest pages. Such totals
 * are cached in the isolate for MEMORY_TTL_MS and, when `shared`, in KV for KV_TTL_SECONDS so other
 * isolates reuse them. A page's records are always fresh; only its total may lag. Narrow filters
 * (one user, one problem) are counted exactly by the callers, uncached.
 *
 * Whole list pages asked for anonymously may also be shared, for a few seconds, by `cachedAnonymousPage`
 * (the caller states how stale its page may be). Keys start with the list's prefix (`problems:`,
 * `submissions:`), so `forgetCounts(prefix)` after a write drops this isolate's pages of that list too.
 *
 * Only settled values are shared between requests, never a promise still in flight: workerd runs a
 * promise's continuations in the request that created it, and once that request has answered, the
 * continuations of every other request awaiting the promise are cancelled, so those requests hang
 * until the runtime gives up on them. Concurrent misses therefore each run their own query.
 * See docs/decisions/0014-api-bench-hosting-and-list-caches.md.
 */
const MEMORY_TTL_MS = 10_000;
const KV_TTL_SECONDS = 60;
const MEMORY_ENTRIES_MAX = 2000;
const KV_PREFIX = 'count:';

interface Entry<T> {
  expires: number;
  value: T;
}

/** A bounded map of values that expire; when full, expired entries go first, then everything. */
class ExpiringValues<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(private readonly max: number) {}

  get(key: string): T | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  set(key: string, value: T, ttlMs: number): void {
    const now = Date.now();
    if (this.#entries.size >= this.max) {
      for (const [k, e] of this.#entries) if (e.expires <= now) this.#entries.delete(k);
      if (this.#entries.size >= this.max) this.#entries.clear();
    }
    this.#entries.set(key, { expires: now + ttlMs, value });
  }

  forget(prefix: string): void {
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}

const counts = new ExpiringValues<number>(MEMORY_ENTRIES_MAX);

async function fromKvOrCount(env: Pick<Env, 'CACHE'>, key: string, count: () => Promise<number>): Promise<number> {
  const cached = await env.CACHE.get(KV_PREFIX + key).catch(() => null);
  if (cached !== null && /^\d+$/.test(cached)) return Number(cached);
  const value = await count();
  await env.CACHE.put(KV_PREFIX + key, String(value), { expirationTtl: KV_TTL_SECONDS }).catch(() => undefined);
  return value;
}

/** The cached total for `key`, counted by `count` when no cache has it. */
export async function cachedCount(env: Pick<Env, 'CACHE'>, key: string, count: () => Promise<number>, options: { shared: boolean }): Promise<number> {
  const hit = counts.get(key);
  if (hit !== undefined) return hit;
  // A failed count throws before it is remembered.
  const value = options.shared ? await fromKvOrCount(env, key, count) : await count();
  counts.set(key, value, MEMORY_TTL_MS);
  return value;
}

/** Drops this isolate's cached totals and pages whose key starts with `prefix` (after a write it made itself; KV copies just expire). */
export function forgetCounts(prefix: string): void {
  counts.forget(prefix);
  pages.forget(prefix);
}

const PAGES_MAX = 1000;

const pages = new ExpiringValues<unknown>(PAGES_MAX);

/**
 * The page for `key` as `load` answered it at most `ttlMs` ago in this isolate. Only for pages that
 * are the same for every anonymous caller, and that no caller changes.
 */
export async function cachedAnonymousPage<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = pages.get(key);
  if (hit !== undefined) return hit as T;
  const page = await load();
  pages.set(key, page, ttlMs);
  return page;
}
