import type { LocalPullQueue } from './judging/local-queue';
import type { ContestBoard } from './scoreboard/board-object';

/** Bindings and configuration of the Worker (wrangler.toml plus secrets). */
export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  FILES: R2Bucket;
  ASSETS?: Fetcher;
  /** the practice queue "hoj-submissions": ids only (contract/judge.ts QueueMessage) */
  SUBMISSIONS: Queue<string>;
  /** one scoreboard object per contest (idFromName(String(cid))) */
  CONTEST_BOARD: DurableObjectNamespace<ContestBoard>;
  /** the contest queue "hoj-contest-submissions", which runners drain first (decision 25) */
  CONTEST_SUBMISSIONS: Queue<string>;
  /** local mode only: the emulated HTTP pull consumers of the judge queues, one object per queue */
  LOCAL_QUEUE?: DurableObjectNamespace<LocalPullQueue>;
  /** JSON object of fleet name → HMAC key; runners sign their requests with their fleet's key */
  JUDGE_FLEET_KEYS?: string;
  /** bearer token the local queue emulator expects from pull consumers */
  QUEUE_PULL_TOKEN?: string;
  /** "local" under `npm start`, tests and CI; anything else is a real deployment */
  MODE: string;
  /** HMAC key of the session tokens; a secret, never logged or returned */
  JWT_SECRET?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  SMTP_FROM?: string;
  /** local mode only: the fake payment provider's signing key (.dev.vars); a secret, never sent to the browser */
  FAKE_PAYMENT_SECRET?: string;
}

export function isLocalMode(env: Env): boolean {
  return env.MODE === 'local';
}
