import type { UserHomeInfo } from '../../contract/api/home';
import type { Deps } from '../deps';
import { newId } from '../lib/random';
import { Memo } from '../scoreboard/memo';
import type { VerdictListener } from '../submissions/verdict-events';
import type { UserRef } from './queries';
import { namesAgree, USER_HOME_EPOCH_KEY, userHomeDocumentKey, userHomePointerKey } from './rules';

/**
 * The user home's answer kept as a document in KV (docs/decisions/0034-home-and-ranks.md "The user
 * home's documents"): a view reads one KV value instead of D1; the first view of a user after a
 * change computes it from D1 and puts it after the answer. Everything that changes what the
 * document shows deletes it (deferred, never delaying the change's own answer): the user's verdicts
 * outside contests, a profile or avatar change, a login, an admin's edit or deletion of the user;
 * a change that touches many users at once (a problem's title, display id, auth, type or
 * difficulty, its bank membership, its deletion, a disbanded group) moves the epoch every key holds.
 *
 * Documents are keyed by user id. A view by username reads a pointer (name → id) first; pointers are
 * never trusted alone: a document whose username is not the one asked for is a miss, so a renamed
 * or deleted user's stale pointer costs one D1 read and is replaced, never answered.
 *
 * Only enabled users' documents are kept: a kept document is the same answer for every caller (a
 * disabled user's home, shown to admin roles only, is read from D1 each time).
 */
export const USER_HOME_KEPT = {
  /** how long a document lives in KV: bounds a fill that raced an invalidation (it put the old answer back) */
  documentTtlSeconds: 3600,
  /** how long a name → id pointer lives in KV (pointers verify themselves) */
  pointerTtlSeconds: 30 * 86_400,
  /** how long this isolate remembers a document it read */
  documentMemoMs: 10_000,
  /** how long this isolate remembers a pointer */
  pointerMemoMs: 3_600_000,
  /** how long this isolate trusts the epoch it read */
  epochMemoMs: 30_000,
  /** tries of a deletion KV refused (KV takes one write a second per key) */
  deleteTries: 3,
  retryAfterMs: 1100,
} as const;

/** Per isolate: documents by user id with the epoch they were read under; pointers by name key. */
const documents = new Memo<{ epoch: string; home: UserHomeInfo }>(500);
const pointers = new Memo<string>(20_000);
let epochKnown: { value: string; until: number } | null = null;

type CacheDeps = Pick<Deps, 'cache' | 'clock'>;

async function currentEpoch(deps: CacheDeps, nowMs: number): Promise<string> {
  if (epochKnown && epochKnown.until > nowMs) return epochKnown.value;
  const value = (await deps.cache.get(USER_HOME_EPOCH_KEY)) ?? '0';
  epochKnown = { value, until: nowMs + USER_HOME_KEPT.epochMemoMs };
  return value;
}

async function pointedUid(deps: CacheDeps, nameKey: string, nowMs: number): Promise<string | null> {
  const known = pointers.get(nameKey, nowMs);
  if (known !== undefined) return known;
  const uid = await deps.cache.get(userHomePointerKey(nameKey));
  if (uid !== null) pointers.set(nameKey, uid, nowMs + USER_HOME_KEPT.pointerMemoMs);
  return uid;
}

/** What a lookup found: the kept answer, or the epoch a fill computed from D1 now must be put under. */
export type KeptLookup = { home: UserHomeInfo } | { epoch: string };

/** The kept answer for a reference, from this isolate's memory or KV; a miss says under which epoch to keep the answer. */
export async function keptUserHome(deps: CacheDeps, ref: UserRef): Promise<KeptLookup> {
  const nowMs = deps.clock.nowMs();
  const [epoch, uid] = await Promise.all([currentEpoch(deps, nowMs), ref.uid ?? pointedUid(deps, ref.username!.toLowerCase(), nowMs)]);
  if (uid === null) return { epoch };
  const remembered = documents.get(uid, nowMs);
  let home = remembered?.epoch === epoch ? remembered.home : null;
  if (!home) {
    home = await deps.cache.get<UserHomeInfo>(userHomeDocumentKey(epoch, uid), 'json');
    if (home) documents.set(uid, { epoch, home }, nowMs + USER_HOME_KEPT.documentMemoMs);
  }
  return home && namesAgree(home.username, ref.username) ? { home } : { epoch };
}

/** Keeps an enabled user's answer computed from D1 (after the answer), with the pointer of the name it was asked by. */
export function keepUserHome(deps: Pick<Deps, 'cache' | 'clock' | 'defer'>, ref: UserRef, epoch: string, home: UserHomeInfo): void {
  const nowMs = deps.clock.nowMs();
  documents.set(home.uid, { epoch, home }, nowMs + USER_HOME_KEPT.documentMemoMs);
  const puts = [deps.cache.put(userHomeDocumentKey(epoch, home.uid), JSON.stringify(home), { expirationTtl: USER_HOME_KEPT.documentTtlSeconds })];
  if (ref.username !== undefined) {
    const nameKey = ref.username.toLowerCase();
    pointers.set(nameKey, home.uid, nowMs + USER_HOME_KEPT.pointerMemoMs);
    puts.push(deps.cache.put(userHomePointerKey(nameKey), home.uid, { expirationTtl: USER_HOME_KEPT.pointerTtlSeconds }));
  }
  // A put KV refuses (one write a second per key) only means the next view computes it again.
  deps.defer(Promise.all(puts).catch((error: unknown) => console.error(`keeping a user home failed: ${(error as Error).message}`)));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Deletes a key, trying again after a second when KV refuses (it takes one write a second per key). */
export async function deleteKept(cache: Pick<KVNamespace, 'delete'>, key: string, wait: (ms: number) => Promise<void> = sleep): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await cache.delete(key);
      return;
    } catch (error) {
      if (attempt >= USER_HOME_KEPT.deleteTries) {
        console.error(`forgetting a user home failed: ${(error as Error).message}`);
        return;
      }
      await wait(USER_HOME_KEPT.retryAfterMs);
    }
  }
}

/** Forgets users' kept answers (after the answer that changed them): the next view reads D1. */
export function forgetUserHome(deps: Pick<Deps, 'cache' | 'clock' | 'defer'>, ...uids: string[]): void {
  for (const uid of uids) documents.delete(uid);
  const work = (async () => {
    const epoch = await currentEpoch(deps, deps.clock.nowMs());
    await Promise.all(uids.map((uid) => deleteKept(deps.cache, userHomeDocumentKey(epoch, uid))));
  })();
  deps.defer(work.catch((error: unknown) => console.error(`forgetting a user home failed: ${(error as Error).message}`)));
}

/** Forgets every kept answer at once by moving the epoch: for changes that touch the homes of many users. */
export function forgetEveryUserHome(deps: Pick<Deps, 'cache' | 'clock' | 'defer'>): void {
  const value = newId();
  epochKnown = { value, until: deps.clock.nowMs() + USER_HOME_KEPT.epochMemoMs };
  documents.clear();
  deps.defer(deps.cache.put(USER_HOME_EPOCH_KEY, value).catch((error: unknown) => console.error(`moving the user homes' epoch failed: ${(error as Error).message}`)));
}

/** A verdict outside contests moves the user's counts and solved problems; a contest's moves nothing the home shows. */
export const forgetUserHomeOnVerdict: VerdictListener = (event, deps) => {
  if (event.cid === 0) forgetUserHome(deps, event.uid);
};

/** Tests write D1 behind the Worker's back: this isolate forgets what it remembers (KV documents stay). */
export function forgetRememberedUserHomes(): void {
  documents.clear();
  pointers.clear();
  epochKnown = null;
}
