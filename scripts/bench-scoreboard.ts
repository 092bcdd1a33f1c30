/**
 * Scoreboard benchmark (`npm run bench:scoreboard`): one contest of 5,000 participants and 15
 * problems with 300,000 submissions on the local stack.
 *
 * The data is written straight into the emulated D1's SQLite file (node:sqlite) while no server is
 * running, as bench-api does; then the Worker is served by one Miniflare instance with the deploy
 * bundle and the wrangler.toml [env.local] bindings (scripts/bench-host.ts), the ContestBoard object
 * included. It prints:
 *
 * - `scoreboard rebuild ms`: an admin's force refresh, which rebuilds the board from D1 in its object
 *   (reading every submission, building the engine, saving its storage) and answers page 1;
 * - `scoreboard apply verdict p99 us`: one verdict applied to the engine, measured in this process on
 *   the same data (the object runs the same code), a mix of new submissions and rejudges;
 * - `scoreboard read cpu ratio`: the server's CPU per page-1 board read at BENCH_CLIENTS concurrent
 *   clients (each with its own session) while verdicts keep arriving through the runner's callback
 *   (BENCH_VERDICTS_PER_S), divided by its CPU per request for an unknown /api path at the same
 *   concurrency, both measured in this run (bench-api's "hosting floor"); the absolute figures follow;
 * - last, `scoreboard read p95 ms` of those board reads.
 *
 * Environment: BENCH_USERS (5000), BENCH_PROBLEMS (15), BENCH_SUBMISSIONS (300000), BENCH_CLIENTS
 * (200), BENCH_SECONDS (15 per phase), BENCH_WARMUP_SECONDS (3), BENCH_VERDICTS_PER_S (10),
 * BENCH_STATE_DIR=<dir> (fill once and reuse), BENCH_KEEP_STATE=1.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { importFleetKey, signRequest } from '../contract/judge';
import { BoardEngine } from '../worker/scoreboard/engine';
import type { BoardContest, BoardProblem, BoardSubmission } from '../worker/scoreboard/types';
import { signToken } from '../worker/lib/token';
import { startLeanWorker, treeCpuSeconds } from './bench-host';
import { connect, d1File, describePhase, drive, percentile } from './bench-load';
import { applyMigrations, buildWeb, ensureDevVars, freePort, LOCAL_FLEET, ROOT } from './stack';
import { seededDraws } from './bench-random';

const USERS = Number(process.env.BENCH_USERS ?? 5000);
const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 15);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 300_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const VERDICTS_PER_S = Number(process.env.BENCH_VERDICTS_PER_S ?? 10);
const STATE_DIR = process.env.BENCH_STATE_DIR;
/** Submissions left pending in the data, for the verdict feeder to judge during the read phase. */
const PENDING = Math.min(5000, Math.floor(SUBMISSIONS / 10));
const CID = 1;
const ADMIN_UID = 'sbadmin0000000000000000000000000';

const { random, between, weighted } = seededDraws(20261125);

/** A contest's verdicts: accepted often, wrong answers more, the rest spread. */
const STATUSES: [number, number][] = [
  [0, 0.35],
  [-1, 0.35],
  [1, 0.1],
  [-2, 0.08],
  [3, 0.07],
  [2, 0.03],
  [-3, 0.02],
];
const randomStatus = (): number => weighted(STATUSES, -1);

const uidOf = (i: number) => `sbu${String(i).padStart(29, '0')}`;
const sessionOf = (i: number) => `sbs${String(i).padStart(29, '0')}`;

interface ContestTimes {
  startTime: number;
  endTime: number;
}

/** Writes the contest; wrangler must not be running. Answers the pending submissions' ids. */
function fillDatabase(file: string, times: ContestTimes): void {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  const started = Date.now();
  db.exec('BEGIN');
  const insertUser = db.prepare("INSERT INTO users (id, username, username_key, password_hash, email, nickname, school) VALUES (?, ?, ?, 'x', ?, ?, ?)");
  insertUser.run(ADMIN_UID, 'sbadmin', 'sbadmin', 'sbadmin@bench.test', null, null);
  for (let i = 0; i < USERS; i++) insertUser.run(uidOf(i), `sb${i}`, `sb${i}`, `sb${i}@bench.test`, `Team ${i}`, `School ${i % 97}`);
  const insertSession = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const now = Math.floor(Date.now() / 1000);
  insertSession.run('sbsadmin000000000000000000000000', ADMIN_UID, now, now + 365 * 86_400);
  for (let i = 0; i < USERS; i++) insertSession.run(sessionOf(i), uidOf(i), now, now + 365 * 86_400);
  db.prepare(
    "INSERT INTO contests (id, title, description, type, auth, start_time, end_time, duration, uid, author, open_rank, award_type, award_config) VALUES (?, 'Bench Cup', 'Scoreboard benchmark', 0, 0, ?, ?, ?, ?, 'sbadmin', 1, 1, ?)",
  ).run(CID, times.startTime, times.endTime, times.endTime - times.startTime, ADMIN_UID, JSON.stringify([{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 }, { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#fff', num: 20 }, { priority: 3, name: 'Bronze', background: '#b87333', color: '#fff', num: 30 }]));
  const insertProblem = db.prepare("INSERT INTO problems (problem_id, title, type, auth) VALUES (?, ?, 0, 3) RETURNING id");
  const insertContestProblem = db.prepare('INSERT INTO contest_problems (cid, pid, display_id, display_title) VALUES (?, ?, ?, ?)');
  const pids: number[] = [];
  for (let p = 0; p < PROBLEMS; p++) {
    const display = String.fromCharCode(65 + (p % 26)) + (p >= 26 ? String(Math.floor(p / 26)) : '');
    const { id } = insertProblem.get(`SB${p}`, `Bench problem ${display}`) as { id: number };
    insertContestProblem.run(CID, id, display, `Bench problem ${display}`);
    pids.push(id);
  }
  const insertRegister = db.prepare('INSERT INTO contest_registers (cid, uid) VALUES (?, ?)');
  for (let i = 0; i < USERS; i++) insertRegister.run(CID, uidOf(i));
  const insertSubmission = db.prepare(
    "INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, time, memory, cid, submit_time, counted_status) VALUES (?, ?, ?, ?, 'int main(){}', 'C++', 12, ?, ?, ?, 1024, ?, ?, ?)",
  );
  const span = Math.max(1, Math.min(now, times.endTime) - times.startTime);
  for (let i = 0; i < SUBMISSIONS; i++) {
    // Strong teams submit more, weak problems get fewer tries.
    const user = Math.floor(USERS * random() ** 1.5);
    const problem = Math.min(PROBLEMS - 1, Math.floor(PROBLEMS * random() ** 1.3));
    const pending = i >= SUBMISSIONS - PENDING;
    const status = pending ? 5 : randomStatus();
    const submitTime = times.startTime + Math.floor((i / SUBMISSIONS) * span);
    insertSubmission.run(pids[problem]!, `SB${problem}`, uidOf(user), `sb${user}`, status, status === 0 ? 100 : 0, between(1, 1000), CID, submitTime, pending ? null : status);
    if (i % 100_000 === 99_999) process.stdout.write(`  ${i + 1} submissions written\n`);
  }
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  process.stdout.write(`  data written in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Puts the feeder's submissions back to pending (a reused state directory). */
function resetPending(file: string): void {
  const db = new DatabaseSync(file);
  db.prepare('UPDATE submissions SET status = 5, judge_nonce = NULL, counted_status = NULL WHERE cid = ? AND submit_id > ?').run(CID, SUBMISSIONS - PENDING);
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
}

const FILLED_MARKER = 'bench-scoreboard.json';

async function prepareState(stateDir: string, times: ContestTimes): Promise<ContestTimes> {
  const marker = path.join(stateDir, FILLED_MARKER);
  const wanted = { users: USERS, problems: PROBLEMS, submissions: SUBMISSIONS };
  if (existsSync(marker)) {
    const stored = JSON.parse(readFileSync(marker, 'utf8')) as typeof wanted & ContestTimes;
    if (stored.users === USERS && stored.problems === PROBLEMS && stored.submissions === SUBMISSIONS) {
      console.log(`reusing the filled state in ${stateDir}`);
      applyMigrations(stateDir);
      resetPending(d1File(stateDir));
      return { startTime: stored.startTime, endTime: stored.endTime };
    }
  }
  if (existsSync(stateDir) && readdirSync(stateDir).length > 0) throw new Error(`${stateDir} is not empty and holds no bench data of these sizes; point BENCH_STATE_DIR at a new directory`);
  mkdirSync(stateDir, { recursive: true });
  applyMigrations(stateDir);
  fillDatabase(d1File(stateDir), times);
  writeFileSync(marker, JSON.stringify({ ...wanted, ...times }));
  return times;
}

/** The engine's inputs, read back from the filled database. */
function engineInputs(file: string): { contest: BoardContest; problems: BoardProblem[]; submissions: BoardSubmission[] } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const c = db.prepare('SELECT start_time AS s, end_time AS e FROM contests WHERE id = ?').get(CID) as { s: number; e: number };
    const contest: BoardContest = { type: 0, startTime: c.s, endTime: c.e, sealRank: false, sealRankTime: null, autoRealRank: true, oiRankScoreType: 'Recent', userDuration: 0, starUsernames: [], awardType: 1, awardConfigList: [] };
    const problems = (db.prepare('SELECT pid, display_id AS displayId FROM contest_problems WHERE cid = ? ORDER BY id').all(CID) as { pid: number; displayId: string }[]).map((p) => ({ pid: p.pid, displayId: p.displayId }));
    const submissions = (
      db.prepare('SELECT submit_id AS submitId, uid, pid, status, score, time, submit_time AS submitTime FROM submissions WHERE cid = ?').all(CID) as Omit<BoardSubmission, 'base'>[]
    ).map((s) => ({ ...s, base: c.s }));
    return { contest, problems, submissions };
  } finally {
    db.close();
  }
}

/** Applies verdicts one at a time to an engine over the bench data: 80 % new submissions, 20 % rejudges. */
function measureApply(file: string): { p50: number; p99: number; n: number; buildMs: number } {
  const { contest, problems, submissions } = engineInputs(file);
  const built = performance.now();
  const engine = new BoardEngine(contest, problems, submissions);
  const buildMs = performance.now() - built;
  const n = 20_000;
  const samples: number[] = [];
  let nextId = 10_000_000;
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < n; i++) {
    const sub: BoardSubmission =
      random() < 0.8
        ? { submitId: nextId++, uid: uidOf(between(0, USERS - 1)), pid: problems[between(0, problems.length - 1)]!.pid, status: randomStatus(), score: 0, time: between(1, 1000), submitTime: Math.min(now, contest.endTime - 1), base: contest.startTime }
        : { ...submissions[between(0, submissions.length - 1)]!, status: randomStatus() };
    const t = process.hrtime.bigint();
    engine.apply(sub);
    samples.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), n, buildMs };
}

/**
 * Judges the pending submissions through the runner's signed callback at a steady rate until stopped:
 * one verdict (a claim, then the final callback) starts every 1/BENCH_VERDICTS_PER_S s whatever the
 * others' latency, on a few connections of its own, as a fleet of runners would send them.
 */
function startVerdictFeeder(url: string, fleetKey: string, firstId: number): { stop: () => Promise<number>; applied: () => number } {
  const lanes = Array.from({ length: 8 }, () => ({ client: connect(url, true), busy: false }));
  let applied = 0;
  let next = firstId;
  const keyPromise = importFleetKey(fleetKey, 'sign');
  const inFlight = new Set<Promise<void>>();
  const one = async (lane: (typeof lanes)[number], submitId: number) => {
    const key = await keyPromise;
    const signed = async (method: 'GET' | 'POST', p: string, body?: object) => {
      const text = body ? JSON.stringify(body) : '';
      const headers = await signRequest(LOCAL_FLEET, key, method, p, text, Math.floor(Date.now() / 1000));
      return lane.client.send(method, p, headers, body ? text : undefined);
    };
    const claim = await signed('GET', `/api/internal/judge/job?kind=judge&id=${submitId}`);
    const job = (JSON.parse(claim.body) as { data?: { job?: { id: string; nonce: string } } }).data?.job;
    if (!job) return;
    const status = randomStatus();
    const res = await signed('POST', '/api/internal/judge/callback', { id: job.id, kind: 'judge', nonce: job.nonce, judger: 'bench', phase: 'final', outcome: { status, score: status === 0 ? 100 : 0, time: between(1, 1000), memory: 1024, errorMessage: null, cases: [] } });
    if (res.status === 200) applied++;
  };
  const timer = setInterval(() => {
    const lane = lanes.find((l) => !l.busy);
    if (!lane || next > SUBMISSIONS) return;
    lane.busy = true;
    const task = one(lane, next++)
      .catch((error: unknown) => console.error(`a verdict failed: ${(error as Error).message}`))
      .finally(() => {
        lane.busy = false;
        inFlight.delete(task);
      });
    inFlight.add(task);
  }, 1000 / VERDICTS_PER_S);
  return {
    applied: () => applied,
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      for (const lane of lanes) lane.client.close();
      return applied;
    },
  };
}

async function main(): Promise<void> {
  const stateDir = STATE_DIR ? path.resolve(STATE_DIR) : mkdtempSync(path.join(tmpdir(), 'hoj-bench-board-'));
  let stop: (() => Promise<void>) | null = null;
  try {
    console.log(`bench-scoreboard: ${USERS} participants, ${PROBLEMS} problems, ${SUBMISSIONS} submissions; ${CLIENTS} clients, ${SECONDS} s per phase (+${WARMUP_SECONDS} s warm-up), ${VERDICTS_PER_S} verdicts/s during the reads`);
    const secrets = ensureDevVars();
    const now = Math.floor(Date.now() / 1000);
    await prepareState(stateDir, { startTime: now - 4 * 3600, endTime: now + 24 * 3600 });
    const file = d1File(stateDir);

    const apply = measureApply(file);
    console.log(`engine in this process: built over ${SUBMISSIONS} submissions in ${apply.buildMs.toFixed(0)} ms; ${apply.n} verdicts applied, p50 ${apply.p50.toFixed(1)} us`);

    if (!existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))) buildWeb();
    const server = await startLeanWorker(stateDir, await freePort());
    stop = server.stop;
    const url = server.url;
    const tokenOf = (uid: string, sid: string) => signToken(secrets.JWT_SECRET, uid, sid, Math.floor(Date.now() / 1000));
    const adminToken = await tokenOf(ADMIN_UID, 'sbsadmin000000000000000000000000');
    const admin = connect(url, true);
    const rankBody = (extra: object = {}) => JSON.stringify({ cid: CID, currentPage: 1, limit: 50, ...extra });

    let t = performance.now();
    let res = await admin.send('POST', '/api/get-contest-rank', { Authorization: adminToken }, rankBody());
    if (res.status !== 200) throw new Error(`the first board read failed: HTTP ${res.status} ${res.body.slice(0, 300)}`);
    console.log(`first read (the object builds its board from D1 on first use): ${(performance.now() - t).toFixed(0)} ms`);
    t = performance.now();
    res = await admin.send('POST', '/api/get-contest-rank', { Authorization: adminToken }, rankBody({ forceRefresh: true }));
    if (res.status !== 200) throw new Error(`the force refresh failed: HTTP ${res.status} ${res.body.slice(0, 300)}`);
    const rebuildMs = performance.now() - t;
    const total = (JSON.parse(res.body) as { data: { total: number } }).data.total;
    console.log(`board rows: ${total}; page 1 is ${(res.bytes / 1024).toFixed(0)} KB`);
    admin.close();

    const tokens = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => tokenOf(uidOf(i), sessionOf(i))));
    const body = rankBody();
    const floor = describePhase(`unknown /api path, ${CLIENTS} clients`, await drive(url, server.pids, CLIENTS, SECONDS, WARMUP_SECONDS, (c) => c.send('GET', '/api/no-such-call', {}), 404));
    if (VERDICTS_PER_S > 0) {
      // The verdicts' own cost (the runner's claim and callback, D1, the board object), with no reader.
      const alone = startVerdictFeeder(url, secrets.JUDGE_FLEET_KEY, SUBMISSIONS - PENDING + 1);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const cpuBefore = treeCpuSeconds(server.pids);
      const countBefore = alone.applied();
      await new Promise((resolve) => setTimeout(resolve, 8000));
      const cpu = treeCpuSeconds(server.pids) - cpuBefore;
      const count = alone.applied() - countBefore;
      await alone.stop();
      console.log(`verdicts alone: ${(count / 8).toFixed(1)}/s, server CPU ${((cpu / Math.max(1, count)) * 1000).toFixed(1)} ms per verdict (claim, callback, D1, board object)`);
    }
    const feeder = VERDICTS_PER_S > 0 ? startVerdictFeeder(url, secrets.JUDGE_FLEET_KEY, SUBMISSIONS - PENDING / 2 + 1) : { stop: () => Promise.resolve(0), applied: () => 0 };
    const phase = await drive(url, server.pids, CLIENTS, SECONDS, WARMUP_SECONDS, (c, n) => c.send('POST', '/api/get-contest-rank', { Authorization: tokens[n]! }, body), 200);
    const verdicts = await feeder.stop();
    const board = describePhase(`page-1 board read, ${CLIENTS} clients, each its own session`, phase);
    console.log(`verdicts applied during the reads: ${verdicts} (${(verdicts / (SECONDS + WARMUP_SECONDS)).toFixed(1)}/s)`);

    console.log(`scoreboard rebuild ms: ${rebuildMs.toFixed(0)}`);
    console.log(`scoreboard apply verdict p99 us: ${apply.p99.toFixed(1)} (engine in-process on the same data, ${apply.n} verdicts; p50 ${apply.p50.toFixed(1)} us)`);
    console.log(`scoreboard read cpu ratio: ${(board.msPerReq / floor.msPerReq).toFixed(2)} (board read ${board.msPerReq.toFixed(3)} ms CPU/req, unknown /api path ${floor.msPerReq.toFixed(3)} ms CPU/req, server processes)`);
    console.log(`scoreboard read p95 ms: ${board.p95.toFixed(1)}`);
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
