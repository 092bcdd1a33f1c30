/**
 * Home benchmark (`npm run bench:home`): 100,000 users and 1,000,000 practice submissions over the
 * last year on 2,000 public problems, on the local stack (docs/decisions/0034-home-and-ranks.md:
 * statistics are kept, not computed).
 *
 * The data is written straight into the emulated D1's SQLite file (node:sqlite) while no server is
 * running, as the other benches do: users with a session each, problems, the submissions in bulk,
 * every user's best status per problem in one INSERT … SELECT, then the kept statistics with the
 * Worker's own rebuild statements (worker/home/kept-rows.ts rebuildStatsStatements). The Worker is
 * served by one Miniflare instance (scripts/bench-host.ts). It prints, for BENCH_CLIENTS concurrent
 * clients reading as visitors (no token: the home page, the ranks and a user home are public):
 *
 * - the unknown-path floor (a 404 that reads nothing): the server's CPU per request;
 * - `get-last-week-submission-statistics`, `get-recent-seven-ac-rank` (the 7-day tab),
 *   `get-rank-list` page 1 (ACM, 30 rows) and `get-user-home-info` of a different user each request;
 * - each call's p95 and its server CPU per request, absolute and divided by the floor's, measured in
 *   this run; `get-user-calendar-heatmap` (a different user each request) for information;
 * - last, `home cpu ratio: X`, the worst of the four ratios (the target is at most 2).
 *
 * The user home is kept as a document per user in KV, filled by a user's first view after a change
 * (worker/home/home-documents.ts). The bench starts with no documents (it empties the KV state) and
 * takes a pool of BENCH_HOME_POOL users spread over the whole range (busy and quiet ones alike):
 * first it views each of them once, as production fills the documents — that is the cold view, D1
 * and the put after the answer, printed beside the headline — then the measured phase views the
 * pool again in the same order, so a user comes round only after every other user of the pool and
 * the Worker's per-isolate memory (500 documents, 10 s) never holds it: every view is a KV read.
 * The stated load is a site whose profile views fall on 10,000 users an hour (the documents live an
 * hour), each viewed more than once in that hour.
 *
 * Environment: BENCH_USERS (100000), BENCH_PROBLEMS (2000), BENCH_SUBMISSIONS (1000000),
 * BENCH_CLIENTS (50), BENCH_SECONDS (10 per phase), BENCH_WARMUP_SECONDS (3), BENCH_HOME_POOL
 * (10000), BENCH_STATE_DIR=<dir> (fill once and reuse), BENCH_KEEP_STATE=1.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { rebuildStatsStatements } from '../worker/home/kept-rows';
import { startLeanWorker } from './bench-host';
import { treeCpuSeconds } from './bench-host';
import { connect, describePhase, drive, prepareFilledState, type Call, type Phase } from './bench-load';
import { seededDraws } from './bench-random';
import { inlineSql, statementBuilder } from './inline-sql';
import { buildWeb, ensureDevVars, freePort, ROOT } from './stack';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 2000);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const STATE_DIR = process.env.BENCH_STATE_DIR;
const HOME_POOL = Math.min(USERS, Number(process.env.BENCH_HOME_POOL ?? 10_000));
const YEAR = 365 * 86_400;

const { random, between, weighted } = seededDraws(20261213);

/** Practice verdicts: accepted often, wrong answers more, the rest spread (OI partial scores among them). */
const STATUSES: [number, number][] = [
  [0, 0.38],
  [-1, 0.3],
  [1, 0.1],
  [-2, 0.06],
  [3, 0.06],
  [2, 0.03],
  [8, 0.04],
];
const randomStatus = (): number => weighted(STATUSES, -1);

const uidOf = (i: number) => `hbu${String(i).padStart(29, '0')}`;

/** Writes the users, problems and a year of submissions, then the kept statistics; the server must not be running. */
function fillDatabase(file: string): void {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  const started = Date.now();
  const now = Math.floor(Date.now() / 1000);
  db.exec('BEGIN');
  const insertUser = db.prepare("INSERT INTO users (id, username, username_key, password_hash, email, nickname, school, signature, title_name, title_color) VALUES (?, ?, ?, 'x', ?, ?, ?, ?, ?, ?)");
  const insertSession = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  for (let i = 0; i < USERS; i++) {
    const titled = i % 50 === 0;
    insertUser.run(uidOf(i), `hb${i}`, `hb${i}`, `hb${i}@bench.test`, `Learner ${i}`, `School ${i % 97}`, i % 3 === 0 ? `Signature of **learner ${i}**` : null, titled ? 'Bench title' : null, titled ? '#E6A23C' : null);
    insertSession.run(`hbs${String(i).padStart(29, '0')}`, uidOf(i), now - between(0, YEAR), now + 30 * 86_400);
  }
  const insertProblem = db.prepare('INSERT INTO problems (problem_id, title, type, difficulty, auth, updated_at) VALUES (?, ?, ?, ?, 1, ?) RETURNING id');
  const problems: { id: number; display: string; oi: boolean }[] = [];
  for (let p = 0; p < PROBLEMS; p++) {
    const oi = p % 5 === 0;
    const display = `HB${1000 + p}`;
    const { id } = insertProblem.get(display, `Bench problem ${p}`, oi ? 1 : 0, p % 6, now - between(0, YEAR)) as { id: number };
    problems.push({ id, display, oi });
  }
  const insertSubmission = db.prepare(
    "INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, time, memory, cid, submit_time, judge_time, counted_status) VALUES (?, ?, ?, ?, 'int main(){}', 'C++', 12, ?, ?, ?, 1024, 0, ?, ?, ?)",
  );
  for (let i = 0; i < SUBMISSIONS; i++) {
    // Keen users submit more; the later problems get fewer tries; ids follow submit times.
    const user = Math.floor(USERS * random() ** 2);
    const problem = problems[Math.min(PROBLEMS - 1, Math.floor(PROBLEMS * random() ** 1.5))]!;
    const status = randomStatus();
    const score = status === 0 ? 100 : status === 8 ? between(10, 90) : 0;
    const at = now - YEAR + Math.floor((i / SUBMISSIONS) * YEAR);
    insertSubmission.run(problem.id, problem.display, uidOf(user), `hb${user}`, status, problem.oi || status === 0 ? score : null, between(1, 1000), at, at + 2, status);
    if (i % 200_000 === 199_999) process.stdout.write(`  ${i + 1} submissions written\n`);
  }
  // Every (user, problem) best result, as the verdict batch keeps it (worker/submissions/queries.ts bestResultStatements).
  db.exec(`
    INSERT INTO user_problem_status (uid, pid, status, score, best_time)
    SELECT s.uid, s.pid,
      CASE WHEN max(s.status = 0) = 1 THEN 0 ELSE (SELECT l.status FROM submissions l WHERE l.uid = s.uid AND l.pid = s.pid AND l.cid = 0 ORDER BY l.submit_id DESC LIMIT 1) END,
      coalesce(max(s.score), 0),
      min(CASE WHEN s.status = 0 THEN s.time END)
    FROM submissions s WHERE s.cid = 0 GROUP BY s.uid, s.pid`);
  // The kept statistics, by the Worker's own rebuild statements.
  const rebuildStarted = Date.now();
  const builder = statementBuilder();
  for (const statement of rebuildStatsStatements(builder)) db.exec(inlineSql(statement));
  const rebuildMs = Date.now() - rebuildStarted;
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const ranked = (db.prepare('SELECT count(*) AS n FROM user_stats').get() as { n: number }).n;
  db.close();
  process.stdout.write(`  data written in ${((Date.now() - started) / 1000).toFixed(1)} s; statistics rebuilt in ${(rebuildMs / 1000).toFixed(1)} s (${ranked} users with kept numbers)\n`);
}

/** The pool's users, spread evenly over the whole range (user 0, the probe's, is not one of them). */
const POOL_STRIDE = Math.max(1, Math.floor(USERS / HOME_POOL));
const poolUser = (k: number) => (k * POOL_STRIDE + Math.floor(POOL_STRIDE / 2)) % USERS;

/**
 * The first view of each user of the pool, the clients taking the next user until every one was
 * viewed once: the cold path (D1, then the document put after the answer).
 */
async function firstViews(url: string, pids: number[], path: (user: number) => string): Promise<Phase> {
  const connections = Array.from({ length: CLIENTS }, () => connect(url));
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const serverBefore = treeCpuSeconds(pids);
  const client = process.cpuUsage();
  await Promise.all(
    connections.map(async (c) => {
      while (next < HOME_POOL) {
        const user = poolUser(next++);
        const at = performance.now();
        const answer = await c.send('GET', path(user), {});
        if (answer.status !== 200) throw new Error(`a first view failed: HTTP ${answer.status} ${answer.body.slice(0, 300)}`);
        samples.push(performance.now() - at);
      }
    }),
  );
  const serverCpu = treeCpuSeconds(pids) - serverBefore;
  const clientCpu = process.cpuUsage(client);
  for (const c of connections) c.close();
  return { samples, seconds: (performance.now() - started) / 1000, serverCpu, clientCpu: (clientCpu.user + clientCpu.system) / 1e6, requests: samples.length };
}

/** The pool again in the same order, round and round: each user comes back after all the others. */
function poolWalker(): () => number {
  let next = 0;
  return () => poolUser(next++ % HOME_POOL);
}

/** A user each request: the clients walk the users from different starting points. */
function userWalker(): (n: number) => number {
  const next = Array.from({ length: CLIENTS }, (_, n) => Math.floor((n * USERS) / CLIENTS));
  return (n) => {
    next[n] = (next[n]! + 7919) % USERS;
    return next[n];
  };
}

async function main(): Promise<void> {
  const stateDir = STATE_DIR ? path.resolve(STATE_DIR) : mkdtempSync(path.join(tmpdir(), 'hoj-bench-home-'));
  let stop: (() => Promise<void>) | null = null;
  try {
    console.log(`bench-home: ${USERS} users, ${PROBLEMS} problems, ${SUBMISSIONS} submissions; ${CLIENTS} clients, ${SECONDS} s per phase (+${WARMUP_SECONDS} s warm-up)`);
    ensureDevVars();
    prepareFilledState(stateDir, 'bench-home', { users: USERS, problems: PROBLEMS, submissions: SUBMISSIONS }, fillDatabase);
    // No kept user homes from an earlier run: the first views below must be first.
    rmSync(path.join(stateDir, 'v3', 'kv'), { recursive: true, force: true });
    if (!existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))) buildWeb();
    const server = await startLeanWorker(stateDir, await freePort());
    stop = server.stop;

    const chartPath = '/api/get-last-week-submission-statistics';
    const acRankPath = '/api/get-recent-seven-ac-rank?window=week';
    const rankPath = '/api/get-rank-list?currentPage=1&limit=30&type=ACM';
    const homePath = (i: number) => `/api/get-user-home-info?uid=${uidOf(i)}`;
    const heatmapPath = (i: number) => `/api/get-user-calendar-heatmap?username=hb${i}`;
    const probe = connect(server.url, true);
    const first = await Promise.all([chartPath, acRankPath, rankPath, homePath(0), heatmapPath(0)].map((p) => probe.send('GET', p, {})));
    probe.close();
    const failed = first.find((a) => a.status !== 200);
    if (failed) throw new Error(`a first read failed: HTTP ${failed.status} ${failed.body.slice(0, 300)}`);
    const [chart, acRank, rank, home, heatmap] = first.map((a) => JSON.parse(a.body) as { data: Record<string, unknown> }).map((a) => a.data);
    const leader = (rank!.records as { username: string; ac: number; total: number }[])[0];
    console.log(
      `chart: ${(chart!.totalCountList as number[]).join(' ')} judged a day; 7-day leader ${JSON.stringify((acRank!.rankingListDetailVOList as unknown[])[0])}; ` +
        `rank: ${rank!.total as number} users, leader ${leader?.username} with ${leader?.ac}/${leader?.total}; ` +
        `user 0: ${home!.total as number} submissions, ${(home!.solvedList as unknown[]).length} solved; heatmap: ${(heatmap!.dataList as unknown[]).length} days`,
    );

    const run = (title: string, call: Call) => drive(server.url, server.pids, CLIENTS, SECONDS, WARMUP_SECONDS, call, 200).then((phase) => describePhase(title, phase));
    const floor = describePhase(`unknown /api path, ${CLIENTS} clients`, await drive(server.url, server.pids, CLIENTS, SECONDS, WARMUP_SECONDS, (c) => c.send('GET', '/api/no-such-call', {}), 404));
    const heatmapUser = userWalker();
    const measured = [
      ['get-last-week-submission-statistics', await run(`get-last-week-submission-statistics, ${CLIENTS} clients`, (c) => c.send('GET', chartPath, {}))],
      ['get-recent-seven-ac-rank', await run(`get-recent-seven-ac-rank (7 days), ${CLIENTS} clients`, (c) => c.send('GET', acRankPath, {}))],
      ['get-rank-list page 1', await run(`get-rank-list ACM page 1, ${CLIENTS} clients`, (c) => c.send('GET', rankPath, {}))],
    ] as const;
    const cold = describePhase(`get-user-home-info, the first view of each of ${HOME_POOL} users (D1, then the document kept), ${CLIENTS} clients`, await firstViews(server.url, server.pids, homePath));
    // The documents are put after the answers; let the last ones land.
    await sleep(2000);
    const homeUser = poolWalker();
    const kept = await run(`get-user-home-info, the kept documents of ${HOME_POOL} users, each viewed again after the ${HOME_POOL - 1} others, ${CLIENTS} clients`, (c) => c.send('GET', homePath(homeUser()), {}));
    const heatmapPhase = await run(`get-user-calendar-heatmap, a different user each request, ${CLIENTS} clients (for information)`, (c, n) => c.send('GET', heatmapPath(heatmapUser(n)), {}));

    let worst = 0;
    for (const [name, phase] of [...measured, ['get-user-home-info', kept] as const]) {
      const ratio = phase.msPerReq / floor.msPerReq;
      worst = Math.max(worst, ratio);
      console.log(`${name}: p95 ${phase.p95.toFixed(1)} ms, ${phase.msPerReq.toFixed(3)} ms CPU/req, ratio ${ratio.toFixed(2)}`);
    }
    console.log(`get-user-home-info first view (D1, then kept): p95 ${cold.p95.toFixed(1)} ms, ${cold.msPerReq.toFixed(3)} ms CPU/req, ratio ${(cold.msPerReq / floor.msPerReq).toFixed(2)} (the cold path, once per user and change; not in the target)`);
    console.log(`get-user-calendar-heatmap: p95 ${heatmapPhase.p95.toFixed(1)} ms, ${heatmapPhase.msPerReq.toFixed(3)} ms CPU/req, ratio ${(heatmapPhase.msPerReq / floor.msPerReq).toFixed(2)} (not in the target)`);
    console.log(`unknown /api path: ${floor.msPerReq.toFixed(3)} ms CPU/req (server processes)`);
    console.log(`home cpu ratio: ${worst.toFixed(2)}`);
  } finally {
    await stop?.();
    if (STATE_DIR || process.env.BENCH_KEEP_STATE === '1') console.log(`state kept in ${stateDir}`);
    else rmSync(stateDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
