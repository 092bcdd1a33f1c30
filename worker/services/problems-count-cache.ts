import type { Env } from '../env';

/**
 * Totals of wide list filters (every submission, every accepted one…) cost a scan of an index with
 * up to millions of entries; D1 bills each row read, and the lists are the busiest pages. Such totals
 * are cached in the isolate for MEMORY_TTL_MS (concurrent misses share one query) and, when `shared`,
 * in KV for KV_TTL_SECONDS so other isolates reuse them. A page's records are always fresh; only its
 * total may lag. Narrow filters (one user, one problem) are counted exactly by the callers, uncached.
 */
const MEMORY_TTL_MS = 10_000;
const KV_TTL_SECONDS = 60;
const MEMORY_ENTRIES_MAX = 2000;
const KV_PREFIX = 'count:';

interface Entry {
  expires: number;
  value: Promise<number>;
}

const memory = new Map<string, Entry>();

function remember(key: string, value: Promise<number>): Promise<number> {
  if (memory.size >= MEMORY_ENTRIES_MAX) {
    const now = Date.now();
    for (const [k, e] of memory) if (e.expires <= now) memory.delete(k);
    if (memory.size >= MEMORY_ENTRIES_MAX) memory.clear();
  }
  memory.set(key, { expires: Date.now() + MEMORY_TTL_MS, value });
  // A failed count must not be served from the cache.
  value.catch(() => memory.delete(key));
  return value;
}

async function fromKvOrCount(env: Pick<Env, 'CACHE'>, key: string, count: () => Promise<number>): Promise<number> {
  const cached = await env.CACHE.get(KV_PREFIX + key).catch(() => null);
  if (cached !== null && /^\d+$/.test(cached)) return Number(cached);
  const value = await count();
  await env.CACHE.put(KV_PREFIX + key, String(value), { expirationTtl: KV_TTL_SECONDS }).catch(() => undefined);
  return value;
}

/** The cached total for `key`, counted by `count` when no cache has it. */
export function cachedCount(env: Pick<Env, 'CACHE'>, key: string, count: () => Promise<number>, options: { shared: boolean }): Promise<number> {
  const hit = memory.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  return remember(key, options.shared ? fromKvOrCount(env, key, count) : count());
}

/** Drops this isolate's cached totals whose key starts with `prefix` (after a write it made itself; KV copies just expire). */
export function forgetCounts(prefix: string): void {
  for (const key of memory.keys()) if (key.startsWith(prefix)) memory.delete(key);
}
