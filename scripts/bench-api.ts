/**
 * API benchmark of the problem bank and the submission list (`npx tsx scripts/bench-api.ts`).
 *
 * Builds a local stack on a scratch state directory, writes 10,000 problems (with tags and counters)
 * and 1,000,000 submissions straight into the emulated D1's SQLite file while no server is running,
 * starts the Worker, then drives get-problem-list and get-submission-list (with and without filters,
 * anonymous and signed in) over HTTP from 50 concurrent clients for a fixed time. Prints p50/p95/p99
 * per call and per variant, then `api p95 ms: X`, the worse of the two calls' p95; the last line is
 * `list server CPU per request / floor at 50 clients: X`, the server CPU one list request costs
 * against one request of the hosting floor below.
 *
 * Two reference phases put the numbers in context: the same calls from a single client (the time one
 * request takes when nothing queues), and an unknown /api path from 50 clients (the hosting's own
 * floor: HTTP, workerd and the Worker's routing, no D1). Each phase also prints the CPU the load
 * generator and the server processes used, since both share the machine's cores.
 *
 * Hosting (BENCH_HOST): `miniflare` (default) serves the bundle `wrangler deploy` would upload with
 * the bindings wrangler derives from wrangler.toml, on one Miniflare instance (scripts/bench-host.ts);
 * `wrangler` runs `wrangler dev` as `npm start` does, with its proxy worker and inspector in front.
 * Client (BENCH_CLIENT): `http` (default, node:http with a keep-alive agent) or `fetch` (undici).
 * See docs/decisions/0014-api-bench-hosting-and-list-caches.md.
 *
 * Environment: BENCH_PROBLEMS, BENCH_SUBMISSIONS, BENCH_CLIENTS, BENCH_SECONDS, BENCH_WARMUP_SECONDS,
 * BENCH_HOST, BENCH_CLIENT, BENCH_KEEP_STATE=1 (keep the scratch state directory, e.g. to EXPLAIN
 * queries against its D1 file), BENCH_STATE_DIR=<dir> (use and keep this state directory: filled on
 * the first run, reused as is by later runs with the same BENCH_PROBLEMS and BENCH_SUBMISSIONS; new
 * migrations are applied to it first).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { d1File, percentile } from './bench-load';
import { startLeanWorker, treeCpuSeconds } from './bench-host';
import { DEMO_ACCOUNTS } from './seed';
import { applyMigrations, buildWeb, ensureDevVars, freePort, ROOT, seed, startWrangler } from './stack';
import { seededDraws } from './bench-random';

const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 10_000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 1_000_000);
const USERS = 2000;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const HOST = process.env.BENCH_HOST ?? 'miniflare';
const CLIENT = process.env.BENCH_CLIENT ?? 'http';
const STATE_DIR = process.env.BENCH_STATE_DIR;

let draws = seededDraws(20260101);
const random = () => draws.random();
const pick = <T>(list: readonly T[]): T => draws.pick(list);
const between = (lo: number, hi: number): number => draws.between(lo, hi);

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

const randomStatus = (): number => draws.weighted(STATUSES, -1);

/** Writes the bench data; wrangler must not be running (it owns the file while it is). */
function fillDatabase(file: string): void {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  const started = Date.now();
  db.exec('BEGIN');
  const tagIds = (db.prepare("SELECT id FROM tags WHERE oj = 'ME'").all() as { id: number }[]).map((t) => t.id);
  const insertProblem = db.prepare('INSERT INTO problems (problem_id, title, description, input, output, difficulty, type, auth, source, author, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const insertTag = db.prepare('INSERT OR IGNORE INTO problem_tags (pid, tid) VALUES (?, ?)');
  const words = ['Array', 'Graph', 'Tree', 'String', 'Path', 'Sum', 'Game', 'Query', 'Matrix', 'Prime', 'Stack', 'Queue', 'Maze', 'Robot', 'Coins'];
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < PROBLEMS; i++) {
    const problemId = `B${10_000 + i}`;
    const auth = random() < 0.05 ? 2 : 1;
    const result = insertProblem.run(problemId, `${pick(words)} ${pick(words)} ${i}`, 'Benchmark problem.', 'Input.', 'Output.', between(0, 5), random() < 0.3 ? 1 : 0, auth, random() < 0.2 ? 'Bench Cup' : null, 'root', now, now);
    const pid = Number(result.lastInsertRowid);
    for (let t = between(0, 3); t > 0; t--) insertTag.run(pid, pick(tagIds));
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
}

interface BenchData {
  problemIds: string[];
  usernames: string[];
  tagIds: number[];
}

/** What the variants pick from, read back from the filled database (so a reused state directory works too). */
function benchData(file: string): BenchData {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const column = <T>(sql: string) => (db.prepare(sql).all() as Record<string, T>[]).map((r) => Object.values(r)[0] as T);
    return {
      problemIds: column<string>("SELECT problem_id FROM problems WHERE problem_id GLOB 'B[0-9]*' ORDER BY id"),
      usernames: column<string>('SELECT username FROM users ORDER BY rowid'),
      tagIds: column<number>("SELECT id FROM tags WHERE oj = 'ME' ORDER BY id"),
    };
  } finally {
    db.close();
  }
}

const FILLED_MARKER = 'bench-api.json';

/** A state directory with the bench data: a filled one reused, else a new one migrated, seeded and filled. */
async function prepareState(stateDir: string): Promise<void> {
  const marker = path.join(stateDir, FILLED_MARKER);
  const wanted = JSON.stringify({ problems: PROBLEMS, submissions: SUBMISSIONS, users: USERS });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) {
    console.log(`reusing the filled state in ${stateDir}`);
    applyMigrations(stateDir);
    return;
  }
  // Never wipe a directory this bench did not fill (it could be someone's .wrangler/state).
  if (existsSync(stateDir) && readdirSync(stateDir).length > 0) {
    throw new Error(`${stateDir} is not empty and holds no bench data of these sizes; point BENCH_STATE_DIR at a new directory`);
  }
  mkdirSync(stateDir, { recursive: true });
  applyMigrations(stateDir);
  await seed(stateDir);
  fillDatabase(d1File(stateDir));
  writeFileSync(marker, wanted);
}

interface Variant {
  call: 'get-problem-list' | 'get-submission-list' | 'no-such-call';
  label: string;
  signedIn: boolean;
  query: () => Record<string, string | number | boolean>;
}

function variants(data: BenchData): Variant[] {
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
    problemList('only mine, signed in', true, () => ({ onlyMine: true })),
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

async function login(url: string): Promise<string> {
  const alice = DEMO_ACCOUNTS.find((a) => a.username === 'alice')!;
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: alice.username, password: alice.password }) });
  const token = res.headers.get('Authorization');
  if (!res.ok || !token) throw new Error(`login failed: HTTP ${res.status}`);
  return token;
}

const FLOOR: Variant = { call: 'no-such-call', label: 'unknown path (404, no D1)', signedIn: false, query: () => ({}) };

interface Answer {
  status: number;
  body: string;
}

type Send = (path: string, headers: Record<string, string>) => Promise<Answer>;

/**
 * One simulated client's connection: node:http on its own keep-alive socket (lean, and like a browser
 * holding one connection), or fetch (undici's shared pool).
 */
function connect(url: string, kind: string): { send: Send; close: () => void; resets: () => number } {
  if (kind === 'fetch') {
    return {
      send: async (p, headers) => {
        const res = await fetch(`${url}${p}`, { headers });
        return { status: res.status, body: await res.text() };
      },
      close: () => undefined,
      resets: () => 0,
    };
  }
  if (kind !== 'http') throw new Error(`BENCH_CLIENT must be http or fetch, not ${kind}`);
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (p: string, headers: Record<string, string>, retried = false): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ agent, hostname, port, path: p, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // The server reset a connection without answering (workerd closes one whose next request it
        // has not read within its pipeline timeout, which happens when it is saturated; under load it
        // also drops a few of the fresh connections a new phase opens at once, "socket hang up"):
        // the GET is sent again once, with the time already lost counted in the sample, and counted.
        // A server that is gone refuses the second try, and the bench stops there.
        if (error.code === 'ECONNRESET' && !retried) {
          resets++;
          resolve(send(p, headers, true));
        } else reject(error);
      });
      req.end();
    });
  let resets = 0;
  return { send, close: () => agent.destroy(), resets: () => resets };
}

interface Phase {
  samples: Map<Variant, number[]>;
  seconds: number;
  /** CPU seconds used by this process (the load generator) and by the server's processes */
  clientCpu: number;
  serverCpu: number;
  /** requests sent again because the server reset their kept-alive connection without answering */
  resets: number;
}

async function drive(url: string, serverPids: number[], token: string, list: Variant[], clients: number, seconds: number, warmupSeconds: number): Promise<Phase> {
  const samples = new Map<Variant, number[]>(list.map((v) => [v, []]));
  const connections = Array.from({ length: clients }, () => connect(url, CLIENT));
  let errors = 0;
  let firstError = '';
  const warmupEnd = Date.now() + warmupSeconds * 1000;
  const end = warmupEnd + seconds * 1000;
  const expected = (v: Variant) => (v === FLOOR ? 404 : 200);
  const measured: { client?: NodeJS.CpuUsage; server?: number } = {};
  const startMeasuring = setTimeout(() => Object.assign(measured, { client: process.cpuUsage(), server: treeCpuSeconds(serverPids) }), warmupSeconds * 1000);
  const one = async (n: number) => {
    for (let i = n; Date.now() < end; i++) {
      const variant = list[i % list.length]!;
      const params = new URLSearchParams(Object.entries(variant.query()).map(([k, v]) => [k, String(v)]));
      const started = performance.now();
      const res = await connections[n]!.send(`/api/${variant.call}?${params}`, variant.signedIn ? { Authorization: token } : {});
      let body: { status: number; msg: string };
      try {
        body = JSON.parse(res.body) as typeof body;
      } catch {
        body = { status: res.status, msg: `not JSON: ${res.body.slice(0, 300)}` };
      }
      const elapsed = performance.now() - started;
      if (res.status !== expected(variant) || body.status !== expected(variant) || body.msg.startsWith('not JSON')) {
        errors++;
        firstError ||= `${variant.call} · ${variant.label}: HTTP ${res.status} ${body.msg}`;
      } else if (Date.now() > warmupEnd) samples.get(variant)!.push(elapsed);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => one(n)));
  clearTimeout(startMeasuring);
  const serverNow = treeCpuSeconds(serverPids);
  const clientNow = process.cpuUsage(measured.client);
  for (const c of connections) c.close();
  if (errors > 0) throw new Error(`${errors} requests failed, the first: ${firstError}`);
  const clientCpu = measured.client ? (clientNow.user + clientNow.system) / 1e6 : Number.NaN;
  return { samples, seconds, clientCpu, serverCpu: measured.server === undefined ? Number.NaN : serverNow - measured.server, resets: connections.reduce((a, c) => a + c.resets(), 0) };
}

function row(name: string, values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1).padStart(7);
  console.log(`${name.padEnd(58)} n=${String(sorted.length).padStart(6)}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  p99 ${f(percentile(sorted, 99))}`);
  return percentile(sorted, 95);
}

/** Prints per variant (optionally) and per call; answers the worst per-call p95. */
function report(title: string, phase: Phase, perVariant: boolean): number {
  const { samples } = phase;
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
  const n = [...samples.values()].reduce((a, s) => a + s.length, 0);
  const share = (cpu: number) => `${((cpu / phase.seconds) * 100).toFixed(0)}% of a core`;
  console.log(
    `  ${(n / phase.seconds).toFixed(0)} req/s${phase.resets > 0 ? ` (${phase.resets} reset unanswered by the server and sent again)` : ''}; CPU: load generator ${share(phase.clientCpu)} (${((phase.clientCpu / n) * 1000).toFixed(2)} ms/req), server ${share(phase.serverCpu)} (${((phase.serverCpu / n) * 1000).toFixed(2)} ms/req)`,
  );
  return worst;
}

interface Server {
  url: string;
  pids: number[];
  stop: () => Promise<void>;
}

async function startServer(stateDir: string): Promise<Server> {
  // Both hostings serve the built SPA beside /api (wrangler.toml [assets]); a fresh clone has none yet.
  if (!existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))) buildWeb();
  const port = await freePort();
  if (HOST === 'miniflare') return startLeanWorker(stateDir, port);
  if (HOST === 'wrangler') {
    const stack = await startWrangler(stateDir, port, 'quiet');
    return { url: stack.url, pids: [stack.child.pid!], stop: stack.stop };
  }
  throw new Error(`BENCH_HOST must be miniflare or wrangler, not ${HOST}`);
}

const HOSTING: Record<string, string> = {
  miniflare: 'Miniflare, one workerd (deploy bundle, wrangler.toml [env.local] bindings; no proxy worker, inspector or request log)',
  wrangler: 'wrangler dev --env local (proxy worker + user worker workerd, inspector, as npm start)',
};

async function main(): Promise<void> {
  const stateDir = STATE_DIR ? path.resolve(STATE_DIR) : mkdtempSync(path.join(tmpdir(), 'hoj-bench-api-'));
  let server: Server | null = null;
  try {
    console.log(`bench-api: ${PROBLEMS} problems, ${SUBMISSIONS} submissions, ${CLIENTS} clients, ${SECONDS} s (+${WARMUP_SECONDS} s warm-up)`);
    console.log(`hosting: ${HOSTING[HOST] ?? HOST}; client: ${CLIENT === 'http' ? 'node:http, keep-alive agent' : CLIENT}`);
    ensureDevVars();
    await prepareState(stateDir);
    const data = benchData(d1File(stateDir));
    // The traffic draws from its own sequence, the same whether the data was just written or reused.
    draws = seededDraws(20260202);
    server = await startServer(stateDir);
    const token = await login(server.url);
    const list = variants(data);
    const drv = (variantList: Variant[], clients: number, seconds: number, warmup: number) => drive(server!.url, server!.pids, token, variantList, clients, seconds, warmup);
    report('one client', await drv(list, 1, Math.min(10, SECONDS), Math.min(2, WARMUP_SECONDS)), true);
    const floor = await drv([FLOOR], CLIENTS, Math.min(10, SECONDS), Math.min(2, WARMUP_SECONDS));
    report(`hosting floor, ${CLIENTS} clients`, floor, false);
    const mix = await drv(list, CLIENTS, SECONDS, WARMUP_SECONDS);
    const worst = report(`${CLIENTS} clients`, mix, true);
    console.log(`api p95 ms: ${worst.toFixed(1)}`);
    const perRequest = (phase: Phase) => phase.serverCpu / [...phase.samples.values()].reduce((a, s) => a + s.length, 0);
    console.log(`list server CPU per request / floor at ${CLIENTS} clients: ${(perRequest(mix) / perRequest(floor)).toFixed(2)}`);
  } finally {
    await server?.stop();
    if (STATE_DIR || process.env.BENCH_KEEP_STATE === '1') console.log(`state kept in ${stateDir}`);
    else rmSync(stateDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
