/**
 * Training benchmark (`npm run bench:training`): a public training of 100 problems with 2,000
 * members and 200,000 practice submissions made from it, beside 19 smaller trainings, on the local
 * stack (docs/decisions/0029-trainings.md: progress is kept, not computed).
 *
 * The data is written straight into the emulated D1's SQLite file (node:sqlite) while no server is
 * running, as bench-api and bench-scoreboard do: users, sessions, problems, trainings and the
 * submissions in bulk, then every user's best status per problem in one INSERT … SELECT, then the
 * trainings' standings with the Worker's own rebuild statements (worker/trainings/progress.ts). The
 * Worker is served by one Miniflare instance (scripts/bench-host.ts). It prints, for BENCH_CLIENTS
 * concurrent clients, each signed in as its own member:
 *
 * - the unknown-path floor (a 404 that reads nothing): the server's CPU per request;
 * - `get-training-rank` page 1 (30 rows of the programming tab, the exam tab, the column lists);
 * - `get-training-list` page 1 (15 trainings, each with the caller's solved count), and as a guest;
 * - each call's p95 and its server CPU per request divided by the floor's, measured in this run;
 * - last, `training rank cpu ratio: X`.
 *
 * Environment: BENCH_USERS (2000), BENCH_PROBLEMS (100), BENCH_SUBMISSIONS (200000), BENCH_CLIENTS
 * (50), BENCH_SECONDS (10 per phase), BENCH_WARMUP_SECONDS (3), BENCH_STATE_DIR=<dir> (fill once and
 * reuse), BENCH_KEEP_STATE=1.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { signToken } from '../worker/lib/token';
import { rebuildProgressStatements } from '../worker/trainings/progress';
import { startLeanWorker } from './bench-host';
import { connect, describePhase, drive, prepareFilledState } from './bench-load';
import { seededDraws } from './bench-random';
import { inlineSql, statementBuilder } from './inline-sql';
import { buildWeb, ensureDevVars, freePort, ROOT } from './stack';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 100);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const STATE_DIR = process.env.BENCH_STATE_DIR;
/** The training under test; 19 more of 10 problems each fill the list's first page. */
const TID = 1;
const OTHER_TRAININGS = 19;
const AUTHOR_UID = 'tbauthor000000000000000000000000';

const { random, between, weighted } = seededDraws(20261125);

/** Practice verdicts: accepted often, wrong answers more, the rest spread. */
const STATUSES: [number, number][] = [
  [0, 0.4],
  [-1, 0.35],
  [1, 0.1],
  [-2, 0.08],
  [3, 0.05],
  [2, 0.02],
];
const randomStatus = (): number => weighted(STATUSES, -1);

const uidOf = (i: number) => `tbu${String(i).padStart(29, '0')}`;
const sessionOf = (i: number) => `tbs${String(i).padStart(29, '0')}`;

/** Writes the trainings and their history; the server must not be running. */
function fillDatabase(file: string): void {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  const started = Date.now();
  const now = Math.floor(Date.now() / 1000);
  db.exec('BEGIN');
  const insertUser = db.prepare("INSERT INTO users (id, username, username_key, password_hash, email, nickname, realname, school) VALUES (?, ?, ?, 'x', ?, ?, ?, ?)");
  insertUser.run(AUTHOR_UID, 'tbauthor', 'tbauthor', 'tbauthor@bench.test', null, null, null);
  const insertSession = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  for (let i = 0; i < USERS; i++) {
    insertUser.run(uidOf(i), `tb${i}`, `tb${i}`, `tb${i}@bench.test`, `Learner ${i}`, `Real Name ${i}`, `School ${i % 53}`);
    insertSession.run(sessionOf(i), uidOf(i), now, now + 365 * 86_400);
  }
  const insertCategory = db.prepare('INSERT INTO training_categories (name, color) VALUES (?, ?) RETURNING id');
  const categories = ['Basics', 'Algorithms', 'Contest prep'].map((name) => (insertCategory.get(name, '#409EFF') as { id: number }).id);
  const insertTraining = db.prepare("INSERT INTO trainings (id, rank, title, description, auth, category_id, uid, author) VALUES (?, ?, ?, 'Benchmark training', 'Public', ?, ?, 'tbauthor')");
  insertTraining.run(TID, 1, 'Bench training: 100 problems', categories[0]!, AUTHOR_UID);
  for (let t = 0; t < OTHER_TRAININGS; t++) insertTraining.run(TID + 1 + t, 2 + t, `Bench training ${t + 2}`, categories[t % categories.length]!, AUTHOR_UID);
  const insertProblem = db.prepare('INSERT INTO problems (problem_id, title, type, auth) VALUES (?, ?, 0, 1) RETURNING id');
  const insertTrainingProblem = db.prepare('INSERT INTO training_problems (tid, pid, display_id, rank) VALUES (?, ?, ?, ?)');
  const pids: number[] = [];
  for (let p = 0; p < PROBLEMS; p++) {
    const { id } = insertProblem.get(`TB${1000 + p}`, `Bench problem ${p}`) as { id: number };
    pids.push(id);
    insertTrainingProblem.run(TID, id, `TB${1000 + p}`, p);
  }
  for (let t = 0; t < OTHER_TRAININGS; t++) {
    for (let k = 0; k < 10; k++) insertTrainingProblem.run(TID + 1 + t, pids[(t * 10 + k) % PROBLEMS]!, `TB${1000 + ((t * 10 + k) % PROBLEMS)}`, k);
  }
  const insertSubmission = db.prepare(
    "INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, time, memory, cid, tid, submit_time, judge_time, counted_status) VALUES (?, ?, ?, ?, 'int main(){}', 'C++', 12, ?, ?, ?, 1024, 0, ?, ?, ?, ?)",
  );
  for (let i = 0; i < SUBMISSIONS; i++) {
    // Keen members submit more; the later problems get fewer tries.
    const user = Math.floor(USERS * random() ** 1.5);
    const problem = Math.min(PROBLEMS - 1, Math.floor(PROBLEMS * random() ** 1.3));
    const status = randomStatus();
    const at = now - 30 * 86_400 + Math.floor((i / SUBMISSIONS) * 30 * 86_400);
    insertSubmission.run(pids[problem]!, `TB${1000 + problem}`, uidOf(user), `tb${user}`, status, status === 0 ? 100 : 0, between(1, 1000), TID, at, at + 2, status);
    if (i % 100_000 === 99_999) process.stdout.write(`  ${i + 1} submissions written\n`);
  }
  // Every (user, problem) best result, as the verdict batch keeps it (worker/submissions/queries.ts bestResultStatements).
  db.exec(`
    INSERT INTO user_problem_status (uid, pid, status, score, best_time)
    SELECT s.uid, s.pid,
      CASE WHEN max(s.status = 0) = 1 THEN 0 ELSE (SELECT l.status FROM submissions l WHERE l.uid = s.uid AND l.pid = s.pid AND l.cid = 0 ORDER BY l.submit_id DESC LIMIT 1) END,
      coalesce(max(s.score), 0),
      min(CASE WHEN s.status = 0 THEN s.time END)
    FROM submissions s WHERE s.cid = 0 GROUP BY s.uid, s.pid`);
  db.exec(`
    UPDATE problems SET
      total_count = (SELECT count(*) FROM submissions s WHERE s.pid = problems.id AND s.cid = 0),
      ac_count = (SELECT count(*) FROM submissions s WHERE s.pid = problems.id AND s.cid = 0 AND s.status = 0)
    WHERE problem_id LIKE 'TB%'`);
  // The standings, by the Worker's own rebuild statements.
  const builder = statementBuilder();
  const rebuildStarted = Date.now();
  for (let t = 0; t <= OTHER_TRAININGS; t++) for (const statement of rebuildProgressStatements(builder, TID + t)) db.exec(inlineSql(statement));
  const rebuildMs = Date.now() - rebuildStarted;
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const rows = (db.prepare('SELECT count(*) AS n FROM training_progress WHERE tid = ?').get(TID) as { n: number }).n;
  db.close();
  process.stdout.write(`  data written in ${((Date.now() - started) / 1000).toFixed(1)} s; standings rebuilt in ${rebuildMs} ms (${rows} members on the training's rank)\n`);
}

async function main(): Promise<void> {
  const stateDir = STATE_DIR ? path.resolve(STATE_DIR) : mkdtempSync(path.join(tmpdir(), 'hoj-bench-training-'));
  let stop: (() => Promise<void>) | null = null;
  try {
    console.log(`bench-training: ${USERS} members, ${PROBLEMS} problems, ${SUBMISSIONS} submissions; ${CLIENTS} clients, ${SECONDS} s per phase (+${WARMUP_SECONDS} s warm-up)`);
    const secrets = ensureDevVars();
    prepareFilledState(stateDir, 'bench-training', { users: USERS, problems: PROBLEMS, submissions: SUBMISSIONS }, fillDatabase);
    if (!existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))) buildWeb();
    const server = await startLeanWorker(stateDir, await freePort());
    stop = server.stop;
    const tokens = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => signToken(secrets.JWT_SECRET, uidOf(i), sessionOf(i), Math.floor(Date.now() / 1000))));

    const rankPath = `/api/get-training-rank?tid=${TID}&currentPage=1&limit=30`;
    const listPath = '/api/get-training-list?currentPage=1&limit=15';
    const probe = connect(server.url, true);
    const rank = await probe.send('GET', rankPath, { Authorization: tokens[0]! });
    const list = await probe.send('GET', listPath, { Authorization: tokens[0]! });
    probe.close();
    if (rank.status !== 200 || list.status !== 200) throw new Error(`the first reads failed: rank HTTP ${rank.status} ${rank.body.slice(0, 300)}; list HTTP ${list.status} ${list.body.slice(0, 300)}`);
    const ranked = JSON.parse(rank.body) as { data: { oj: { total: number; records: { ac: number }[] } } };
    const listed = JSON.parse(list.body) as { data: { records: { acCount: number }[] } };
    console.log(`rank: ${ranked.data.oj.total} members, the leader solved ${ranked.data.oj.records[0]?.ac ?? 0}; page 1 is ${(rank.bytes / 1024).toFixed(0)} KB. list: ${listed.data.records.length} trainings, solved counts ${listed.data.records.map((r) => r.acCount).join(' ')}`);

    const floor = describePhase(`unknown /api path, ${CLIENTS} clients`, await drive(server.url, server.pids, CLIENTS, SECONDS, WARMUP_SECONDS, (c) => c.send('GET', '/api/no-such-call', {}), 404));
    const rankPhase = describePhase(`get-training-rank page 1, ${CLIENTS} clients, each its own member`, await drive(server.url, server.pids, CLIENTS, SECONDS, WARMUP_SECONDS, (c, n) => c.send('GET', rankPath, { Authorization: tokens[n]! }), 200));
    const listPhase = describePhase(`get-training-list page 1 signed in, ${CLIENTS} clients`, await drive(server.url, server.pids, CLIENTS, SECONDS, WARMUP_SECONDS, (c, n) => c.send('GET', listPath, { Authorization: tokens[n]! }), 200));
    // The same page for guests: what signing in (the session read, the solved counts) adds to it.
    describePhase(`get-training-list page 1 as a guest, ${CLIENTS} clients`, await drive(server.url, server.pids, CLIENTS, SECONDS, WARMUP_SECONDS, (c) => c.send('GET', listPath, {}), 200));

    console.log(`training list p95 ms: ${listPhase.p95.toFixed(1)}`);
    console.log(`training list cpu ratio: ${(listPhase.msPerReq / floor.msPerReq).toFixed(2)} (list ${listPhase.msPerReq.toFixed(3)} ms CPU/req, unknown /api path ${floor.msPerReq.toFixed(3)} ms CPU/req, server processes)`);
    console.log(`training rank p95 ms: ${rankPhase.p95.toFixed(1)}`);
    console.log(`training rank cpu ratio: ${(rankPhase.msPerReq / floor.msPerReq).toFixed(2)}`);
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
