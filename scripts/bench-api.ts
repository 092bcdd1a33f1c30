/**
 * API benchmark of the problem bank and the submission list (`npx tsx scripts/bench-api.ts`).
 *
 * Builds a local stack on a scratch state directory, writes 10,000 problems (with tags and counters)
 * and 1,000,000 submissions straight into the emulated D1's SQLite file while wrangler is not running,
 * starts wrangler, then drives get-problem-list and get-submission-list (with and without filters,
 * anonymous and signed in) from 50 concurrent clients for a fixed time. Prints p50/p95/p99 per call
 * and per variant; the last line is `api p95 ms: X`, the worse of the two calls' p95.
 *
 * Two reference phases put the numbers in context: the same calls from a single client (the time one
 * request takes when nothing queues), and an unknown /api path from 50 clients (the local stack's own
 * floor: routing through wrangler's proxy and workerd, no D1).
 *
 * Environment: BENCH_PROBLEMS, BENCH_SUBMISSIONS, BENCH_CLIENTS, BENCH_SECONDS, BENCH_WARMUP_SECONDS,
 * BENCH_KEEP_STATE=1 (keep the state directory, e.g. to EXPLAIN queries against its D1 file).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DEMO_ACCOUNTS } from './seed';
import { applyMigrations, ensureDevVars, freePort, seed, startWrangler, type RunningStack } from './stack';

const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 10_000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 1_000_000);
const USERS = 2000;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

/** A deterministic generator, so every run benchmarks the same data. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20260101);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));

const STATUSES: [number, number][] = [
  [0, 0.38],
  [-1, 0.3],
  [1, 0.1],
  [-2, 0.06],
  [3, 0.06],
  [2, 0.03],
  [8, 0.04],
  [-3, 0.02],
  [4, 0.01],
];

function randomStatus(): number {
  let x = random();
  for (const [status, share] of STATUSES) {
    x -= share;
    if (x <= 0) return status;
  }
  return -1;
}

function d1File(stateDir: string): string {
  const dir = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database file under ${dir}`);
  return path.join(dir, file);
}

/** Writes the bench data; wrangler must not be running (it owns the file while it is). */
function fillDatabase(file: string): { problemIds: string[]; usernames: string[]; tagIds: number[] } {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  const started = Date.now();
  db.exec('BEGIN');
  const tagIds = (db.prepare("SELECT id FROM tags WHERE oj = 'ME'").all() as { id: number }[]).map((t) => t.id);
  const insertProblem = db.prepare('INSERT INTO problems (problem_id, title, description, input, output, difficulty, type, auth, source, author, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const insertTag = db.prepare('INSERT OR IGNORE INTO problem_tags (pid, tid) VALUES (?, ?)');
  const words = ['Array', 'Graph', 'Tree', 'String', 'Path', 'Sum', 'Game', 'Query', 'Matrix', 'Prime', 'Stack', 'Queue', 'Maze', 'Robot', 'Coins'];
  const problemIds: string[] = [];
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < PROBLEMS; i++) {
    const problemId = `B${10_000 + i}`;
    const auth = random() < 0.05 ? 2 : 1;
    const result = insertProblem.run(problemId, `${pick(words)} ${pick(words)} ${i}`, 'Benchmark problem.', 'Input.', 'Output.', between(0, 5), random() < 0.3 ? 1 : 0, auth, random() < 0.2 ? 'Bench Cup' : null, 'root', now, now);
    const pid = Number(result.lastInsertRowid);
    for (let t = between(0, 3); t > 0; t--) insertTag.run(pid, pick(tagIds));
    problemIds.push(problemId);
  }
  const problemRows = db.prepare('SELECT id, problem_id AS problemId FROM problems').all() as { id: number; problemId: string }[];

  const insertUser = db.prepare("INSERT INTO users (id, username, username_key, password_hash, email) VALUES (?, ?, ?, 'x', ?)");
  const users: { id: string; username: string }[] = (db.prepare('SELECT id, username FROM users').all() as { id: string; username: string }[]).slice();
  for (let i = 0; i < USERS; i++) {
    const id = `bench${String(i).padStart(27, '0')}`;
    const username = `bench${i}`;
    insertUser.run(id, username, username, `${username}@bench.test`);
    users.push({ id, username });
  }

  // A few popular problems get most submissions, as on a real judge.
  const popular = problemRows.slice(0, 200);
  const insertSubmission = db.prepare(
    'INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, time, memory, cid, submit_time, counted_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const languages = ['C', 'C++', 'Java', 'Python3'];
  const start = now - 365 * 86_400;
  for (let i = 0; i < SUBMISSIONS; i++) {
    const problem = random() < 0.5 ? pick(popular) : pick(problemRows);
    const user = random() < 0.3 ? users[i % 50]! : pick(users);
    const status = randomStatus();
    const cid = random() < 0.03 ? between(1, 50) : 0;
    const code = `int main(){return ${i};}`;
    insertSubmission.run(problem.id, problem.problemId, user.id, user.username, code, pick(languages), code.length, status, status === 0 ? 100 : status === 8 ? between(1, 99) : 0, between(0, 1000), between(256, 65536), cid, start + Math.floor((i / SUBMISSIONS) * 365 * 86_400), status);
    if (i % 200_000 === 199_999) process.stdout.write(`  ${i + 1} submissions written\n`);
  }
  db.exec(`
    UPDATE problems SET
      total_count = s.total, ac_count = s.ac, wa_count = s.wa, tle_count = s.tle, ce_count = s.ce, re_count = s.re, mle_count = s.mle, pa_count = s.pa, pe_count = s.pe, se_count = s.se
    FROM (SELECT pid, count(*) AS total, sum(status = 0) AS ac, sum(status = -1) AS wa, sum(status = 1) AS tle, sum(status = -2) AS ce, sum(status = 3) AS re, sum(status = 2) AS mle, sum(status = 8) AS pa, sum(status = -3) AS pe, sum(status = 4) AS se
          FROM submissions WHERE cid = 0 GROUP BY pid) AS s
    WHERE problems.id = s.pid;
    INSERT OR REPLACE INTO user_problem_status (uid, pid, status, score)
      SELECT uid, pid, CASE WHEN max(status = 0) = 1 THEN 0 ELSE min(status) END, coalesce(max(score), 0) FROM submissions WHERE cid = 0 GROUP BY uid, pid;
  `);
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  process.stdout.write(`  data written in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return { problemIds, usernames: users.map((u) => u.username), tagIds };
}

interface Variant {
  call: 'get-problem-list' | 'get-submission-list' | 'no-such-call';
  label: string;
  signedIn: boolean;
  query: () => Record<string, string | number | boolean>;
}

function variants(data: { problemIds: string[]; usernames: string[]; tagIds: number[] }): Variant[] {
  const problemList = (label: string, signedIn: boolean, query: Variant['query']): Variant => ({ call: 'get-problem-list', label, signedIn, query });
  const submissionList = (label: string, signedIn: boolean, query: Variant['query']): Variant => ({ call: 'get-submission-list', label, signedIn, query });
  return [
    problemList('first page', false, () => ({})),
    problemList('first page, signed in (myStatus)', true, () => ({})),
    problemList('random page', false, () => ({ currentPage: between(1, Math.ceil(PROBLEMS / 30)) })),
    problemList('difficulty', false, () => ({ difficulty: between(0, 5), currentPage: between(1, 20) })),
    problemList('tag', false, () => ({ tagId: String(pick(data.tagIds)) })),
    problemList('two tags', false, () => ({ tagId: JSON.stringify([pick(data.tagIds), pick(data.tagIds)]) })),
    problemList('keyword', false, () => ({ keyword: pick(['Graph', 'Maze 1', 'B1234', 'Bench Cup', 'Robot Coins']) })),
    submissionList('first page', false, () => ({})),
    submissionList('random page ≤ 200', false, () => ({ currentPage: between(1, 200) })),
    submissionList('status', false, () => ({ status: pick([0, -1, 1, -2, 8]) })),
    submissionList('problem (exact)', false, () => ({ problemID: pick(data.problemIds), completeProblemID: true })),
    submissionList('problem fragment', false, () => ({ problemID: `B1${between(0, 9)}${between(0, 9)}${between(0, 9)}` })),
    submissionList('username', false, () => ({ username: pick(data.usernames) })),
    submissionList('username + status', false, () => ({ username: pick(data.usernames), status: 0 })),
    submissionList('only mine, signed in', true, () => ({ onlyMine: true })),
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function login(url: string): Promise<string> {
  const alice = DEMO_ACCOUNTS.find((a) => a.username === 'alice')!;
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: alice.username, password: alice.password }) });
  const token = res.headers.get('Authorization');
  if (!res.ok || !token) throw new Error(`login failed: HTTP ${res.status}`);
  return token;
}

const FLOOR: Variant = { call: 'no-such-call', label: 'unknown path (404, no D1)', signedIn: false, query: () => ({}) };

async function drive(url: string, token: string, list: Variant[], clients: number, seconds: number, warmupSeconds: number): Promise<Map<Variant, number[]>> {
  const samples = new Map<Variant, number[]>(list.map((v) => [v, []]));
  let errors = 0;
  const warmupEnd = Date.now() + warmupSeconds * 1000;
  const end = warmupEnd + seconds * 1000;
  const expected = (v: Variant) => (v === FLOOR ? 404 : 200);
  const client = async (n: number) => {
    for (let i = n; Date.now() < end; i++) {
      const variant = list[i % list.length]!;
      const params = new URLSearchParams(Object.entries(variant.query()).map(([k, v]) => [k, String(v)]));
      const started = performance.now();
      const res = await fetch(`${url}/api/${variant.call}?${params}`, { headers: variant.signedIn ? { Authorization: token } : {} });
      const body = (await res.json()) as { status: number };
      const elapsed = performance.now() - started;
      if (res.status !== expected(variant) || body.status !== expected(variant)) errors++;
      else if (Date.now() > warmupEnd) samples.get(variant)!.push(elapsed);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  if (errors > 0) throw new Error(`${errors} requests failed`);
  return samples;
}

function row(name: string, values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1).padStart(7);
  console.log(`${name.padEnd(58)} n=${String(sorted.length).padStart(6)}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  p99 ${f(percentile(sorted, 99))}`);
  return percentile(sorted, 95);
}

/** Prints per variant (optionally) and per call; answers the worst per-call p95. */
function report(title: string, samples: Map<Variant, number[]>, perVariant: boolean): number {
  if (perVariant) {
    console.log(`\n${title}, per variant (ms):`);
    for (const [variant, values] of samples) row(`${variant.call} · ${variant.label}`, values);
  }
  console.log(`\n${title}, per call (ms):`);
  let worst = 0;
  for (const call of [...new Set([...samples.keys()].map((v) => v.call))]) {
    const values = [...samples].filter(([v]) => v.call === call).flatMap(([, s]) => s);
    worst = Math.max(worst, row(call, values));
  }
  return worst;
}

async function main(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'hoj-bench-api-'));
  let stack: RunningStack | null = null;
  try {
    console.log(`bench-api: ${PROBLEMS} problems, ${SUBMISSIONS} submissions, ${CLIENTS} clients, ${SECONDS} s (+${WARMUP_SECONDS} s warm-up)`);
    ensureDevVars();
    applyMigrations(stateDir);
    await seed(stateDir);
    const data = fillDatabase(d1File(stateDir));
    stack = await startWrangler(stateDir, await freePort(), 'quiet');
    const token = await login(stack.url);
    const list = variants(data);
    report('one client', await drive(stack.url, token, list, 1, Math.min(10, SECONDS), Math.min(2, WARMUP_SECONDS)), false);
    report(`stack floor, ${CLIENTS} clients`, await drive(stack.url, token, [FLOOR], CLIENTS, Math.min(10, SECONDS), Math.min(2, WARMUP_SECONDS)), false);
    const worst = report(`${CLIENTS} clients`, await drive(stack.url, token, list, CLIENTS, SECONDS, WARMUP_SECONDS), true);
    console.log(`api p95 ms: ${worst.toFixed(1)}`);
  } finally {
    await stack?.stop();
    if (process.env.BENCH_KEEP_STATE === '1') console.log(`state kept in ${stateDir}`);
    else rmSync(stateDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
