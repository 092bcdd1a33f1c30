import { env } from 'cloudflare:workers';
import type { BoardPage, ContestRankBody, OutsideScoreboardBody } from '../../contract/api/contests';
import { importFleetKey, signRequest, type JobFetchResult } from '../../contract/judge';
import { database } from '../../worker/db/client';
import { contestProblems, contestRegisters, contests } from '../../worker/db/schema-contests';
import { forgetBoardAccess } from '../../worker/scoreboard/board-access';
import { forgetBoardPages } from '../../worker/scoreboard/board-cache';
import { call, expectOk, mintToken, nowSeconds, uniqueName } from './support';

/**
 * Contest boards set up straight in D1 (the contest admin calls are another area's), judged through
 * the runner's own callback so every verdict reaches the board as it does in production.
 */

const FLEET_KEY = 'test-fleet-key-that-is-long-enough-0123456789';

export interface TestUser {
  uid: string;
  username: string;
  token: string;
}

/** A user written straight into D1 (no password flow), with a live session. */
export async function boardUser(fields: { uid?: string; username?: string; nickname?: string; realname?: string; school?: string; gender?: 'male' | 'female' | 'secrecy' } = {}): Promise<TestUser> {
  const username = fields.username ?? uniqueName('b');
  const uid = fields.uid ?? crypto.randomUUID().replaceAll('-', '');
  await env.DB.prepare("INSERT INTO users (id, username, username_key, password_hash, email, nickname, realname, school, gender) VALUES (?, ?, ?, 'x', ?, ?, ?, ?, ?)")
    .bind(uid, username, username.toLowerCase(), `${uid}@board.test`, fields.nickname ?? null, fields.realname ?? null, fields.school ?? null, fields.gender ?? 'secrecy')
    .run();
  return { uid, username, token: await mintToken(username) };
}

export type ContestFields = Partial<typeof contests.$inferInsert>;

/** A visible public ACM contest of `author`, running from an hour ago for three hours unless told otherwise. */
export async function createContest(author: TestUser, fields: ContestFields = {}): Promise<typeof contests.$inferSelect> {
  const now = nowSeconds();
  const startTime = fields.startTime ?? now - 3600;
  const endTime = fields.endTime ?? startTime + 3 * 3600;
  const [row] = await database(env)
    .insert(contests)
    .values({ title: `Board ${uniqueName('c')}`, uid: author.uid, author: author.username, duration: endTime - startTime, ...fields, startTime, endTime })
    .returning();
  return row!;
}

export async function addProblem(cid: number, displayId: string, type = 0): Promise<number> {
  const problemId = `SB${crypto.randomUUID().slice(0, 8)}`;
  const row = await env.DB.prepare('INSERT INTO problems (problem_id, title, type) VALUES (?, ?, ?) RETURNING id').bind(problemId, `Problem ${problemId}`, type).first<{ id: number }>();
  await database(env).insert(contestProblems).values({ cid, pid: row!.id, displayId, displayTitle: `Problem ${displayId}` });
  return row!.id;
}

export async function register(cid: number, user: TestUser, personalStart: number | null = null): Promise<void> {
  await database(env).insert(contestRegisters).values({ cid, uid: user.uid, startTime: personalStart });
}

export interface NewSubmission {
  cid: number;
  pid: number;
  user: TestUser;
  submitTime: number;
  status?: number;
  score?: number | null;
  time?: number | null;
}

/** A contest submission as submitting leaves it (pending unless told otherwise); no verdict event. */
export async function insertSubmission(s: NewSubmission): Promise<number> {
  const row = await env.DB.prepare(
    'INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, time, memory, cid, submit_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING submit_id AS id',
  )
    .bind(s.pid, `P${s.pid}`, s.user.uid, s.user.username, 'int main(){}', 'C++', 12, s.status ?? 5, s.score ?? null, s.time ?? null, 1024, s.cid, s.submitTime)
    .first<{ id: number }>();
  return row!.id;
}

async function signed(method: 'GET' | 'POST', path: string, body?: object) {
  const text = body ? JSON.stringify(body) : '';
  const headers = await signRequest('test', await importFleetKey(FLEET_KEY, 'sign'), method, path, text, Math.floor(Date.now() / 1000));
  return call(method, path, { headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? text : undefined });
}

/** The runner's final verdict for a pending submission: claimed, then judged, as a runner does. */
export async function judge(submitId: number, outcome: { status: number; score?: number | null; time?: number | null }): Promise<void> {
  const claim = expectOk(await signed('GET', `/api/internal/judge/job?kind=judge&id=${submitId}`)) as JobFetchResult;
  if (!('job' in claim)) throw new Error(`expected a job for ${submitId}, got ${claim.skip}`);
  const result = expectOk(
    await signed('POST', '/api/internal/judge/callback', {
      id: claim.job.id,
      kind: 'judge',
      nonce: claim.job.nonce,
      judger: 'board-test',
      phase: 'final',
      outcome: { status: outcome.status, score: outcome.score ?? (outcome.status === 0 ? 100 : 0), time: outcome.time ?? 10, memory: 1024, errorMessage: null, cases: [] },
    }),
  );
  if ((result as { result: string }).result !== 'applied') throw new Error(`verdict of ${submitId} not applied: ${JSON.stringify(result)}`);
}

/** Submits and judges in one go. */
export async function submitJudged(s: NewSubmission & { status: number }): Promise<number> {
  const submitId = await insertSubmission({ ...s, status: 5 });
  await judge(submitId, s);
  return submitId;
}

/** Forgets the board pages and access decisions this isolate keeps, so the next read sees the board as it is now. */
export function forgetBoardCaches(): void {
  forgetBoardPages();
  forgetBoardAccess();
}

export async function rank(token: string | null, body: Partial<ContestRankBody> & { cid: number }, fresh = true): Promise<BoardPage> {
  if (fresh) forgetBoardCaches();
  return expectOk(await call<BoardPage>('POST', '/api/get-contest-rank', { token, body }));
}

export async function outside(token: string | null, body: Partial<OutsideScoreboardBody> & { cid: number }, fresh = true): Promise<BoardPage> {
  if (fresh) forgetBoardCaches();
  return expectOk(await call<BoardPage>('POST', '/api/get-contest-outside-scoreboard', { token, body }));
}

/** The rows without what only a rebuild or a read may differ in (nothing, ideally): for comparing two boards. */
export function rowsOf(page: BoardPage): unknown[] {
  return page.records.map((r) => ({ ...r }));
}
