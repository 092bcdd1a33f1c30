import { env } from 'cloudflare:workers';
import { importFleetKey, signRequest, type JobFetchResult } from '../../contract/judge';
import { statsDay } from '../../contract/rules/home';
import { forgetHomeStats } from '../../worker/home/memory';
import { judge, type TestUser } from './scoreboard-support';
import { call, expectOk, nowSeconds } from './support';

/** Helpers of the home and rank tests: submissions written into D1 and judged through the runner's callback, and the kept rows read back. */

export interface HomeSubmission {
  user: TestUser;
  pid: number;
  /** Unix seconds; now by default */
  submitTime?: number;
  cid?: number;
  gid?: number | null;
}

/** A pending submission as submitting leaves it. */
export async function pending(s: HomeSubmission): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, cid, gid, submit_time) VALUES (?, ?, ?, ?, 'int main(){}', 'C++', 12, 5, ?, ?, ?) RETURNING submit_id AS id",
  )
    .bind(s.pid, `P${s.pid}`, s.user.uid, s.user.username, s.cid ?? 0, s.gid ?? null, s.submitTime ?? nowSeconds())
    .first<{ id: number }>();
  return row!.id;
}

/** A submission judged by the runner with this status (score 100 when accepted unless told). */
export async function judged(s: HomeSubmission & { status: number; score?: number }): Promise<number> {
  const submitId = await pending(s);
  await judge(submitId, { status: s.status, score: s.score });
  return submitId;
}

const FLEET_KEY = 'test-fleet-key-that-is-long-enough-0123456789';

async function signed(method: 'GET' | 'POST', path: string, body?: object) {
  const text = body ? JSON.stringify(body) : '';
  const headers = await signRequest('test', await importFleetKey(FLEET_KEY, 'sign'), method, path, text, Math.floor(Date.now() / 1000));
  return call(method, path, { headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? text : undefined });
}

/** Judges a pending submission, then sends the very same final result again (a redelivered callback); answers the second result. */
export async function judgeTwice(submitId: number, status: number): Promise<string> {
  const claim = expectOk(await signed('GET', `/api/internal/judge/job?kind=judge&id=${submitId}`)) as JobFetchResult;
  if (!('job' in claim)) throw new Error(`expected a job for ${submitId}`);
  const body = {
    id: claim.job.id,
    kind: 'judge',
    nonce: claim.job.nonce,
    judger: 'home-test',
    phase: 'final',
    outcome: { status, score: status === 0 ? 100 : 0, time: 10, memory: 1024, errorMessage: null, cases: [] },
  };
  expectOk(await signed('POST', '/api/internal/judge/callback', body));
  return (expectOk(await signed('POST', '/api/internal/judge/callback', body)) as { result: string }).result;
}

export interface KeptRows {
  user: { total: number; ac: number; score: number; oiCoin: number } | null;
  /** the user's kept count of the day of `at` */
  userDay: number;
  /** the site's kept counts of the day of `at` */
  siteDay: { total: number; ac: number };
  /** the first accepted time on `pid`, null when none */
  firstAc: number | null;
}

/** The kept rows of a user (and a problem) as they stand, for the day of `at`. */
export async function keptRows(uid: string, pid: number, at = nowSeconds()): Promise<KeptRows> {
  const day = statsDay(at);
  const [user, userDay, siteDay, firstAc] = await env.DB.batch([
    env.DB.prepare('SELECT total, ac, score, oi_coin AS oiCoin FROM user_stats WHERE uid = ?').bind(uid),
    env.DB.prepare('SELECT count FROM user_day_stats WHERE uid = ? AND day = ?').bind(uid, day),
    env.DB.prepare('SELECT total, ac FROM site_day_stats WHERE day = ?').bind(day),
    env.DB.prepare('SELECT ac_time AS acTime FROM first_accepted WHERE uid = ? AND pid = ?').bind(uid, pid),
  ]);
  return {
    user: (user!.results[0] as KeptRows['user']) ?? null,
    userDay: (userDay!.results[0] as { count: number } | undefined)?.count ?? 0,
    siteDay: (siteDay!.results[0] as { total: number; ac: number } | undefined) ?? { total: 0, ac: 0 },
    firstAc: (firstAc!.results[0] as { acTime: number } | undefined)?.acTime ?? null,
  };
}

/** A GET of the home area with the remembered answers forgotten first, so it reads the kept rows as they are. */
export function fresh<T>(path: string, options: { token?: string | null; query?: Record<string, string | number | boolean> } = {}) {
  forgetHomeStats();
  return call<T>('GET', path, options);
}
