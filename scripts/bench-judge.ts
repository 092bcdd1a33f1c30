/**
 * `npm run bench:judge`: 200 accepted C++ A+B submissions through the full local stack
 * (API, queue, runner, signed callbacks), one at a time on an otherwise idle stack, timed from the
 * submit call to the moment the final verdict is visible through the API.
 *
 * `npm run bench:judge -- --burst`: 1,000 accepted submissions from 200 users sent at once, then
 * drained by one runner with two slots per core (BENCH_SLOTS to change): a job's slot waits on the
 * Worker (claim, final result) as long as it judges, and the other slot per core judges meanwhile. Prints the drain time,
 * the throughput and the submit-to-verdict latencies; every submission must reach a final verdict
 * (Accepted), or the run fails. Its last line is `judge burst throughput per s: X`.
 * BENCH_HOST as for bench:api (decision 14): `miniflare` (default) serves the deploy bundle with the
 * `[env.local]` bindings (D1, the queues and their push consumers, the LocalPullQueue objects) on one
 * Miniflare instance, without `wrangler dev`'s proxy worker and inspector, which every request of the
 * runner would cross twice; `wrangler` runs the burst on `wrangler dev` as `npm start` does.
 * The burst also prints the CPU each part used per submission (the Worker's process, the runner with
 * its compiler and boxes, the benchmark itself), which the machine's other load does not inflate as
 * much as the throughput; BENCH_RUNNER_NODE_OPTIONS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`)
 * is handed to the runner's Node.
 *
 * `npm run bench:judge -- --profile`: the Worker's CPU per call of each kind the burst makes (see profile()).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { ROLE_ID } from '../contract/roles';
import { api, registerAndLogin, submissionStatus } from '../tests/support/api-client';
import { hashPassword } from '../worker/lib/password';
import { signToken } from '../worker/lib/token';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLeanWorker, treeCpuByName, treeCpuSeconds } from './bench-host';
import { localQueueBasePath, type PulledMessage } from '../contract/api/judging';
import { QUEUE_NAMES, type JudgeJob } from '../contract/judge';
import { parseQueueMessage } from '../judge-runner/src/runner/job-loop';
import { decodeBody, QueueClient } from '../judge-runner/src/runner/queue-client';
import { WorkerClient } from '../judge-runner/src/runner/worker-client';
import { applyMigrations, LOCAL_FLEET, buildWeb, ensureDevVars, freePort, problemPid, queryLocalD1, seed, seedTestdata, startRunner, startScratchStack, webBuilt, type LocalSecrets } from './stack';

const SUBMISSIONS = 200;
const USERS = 10;
const A_PLUS_B = '#include <cstdio>\nint main() { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); return 0; }\n';
const FINAL = new Set([-4, -3, -2, -1, 0, 1, 2, 3, 4, 8]);

const BURST_SUBMISSIONS = 1000;
const BURST_USERS = 200;
/** Submit calls in flight at once while the burst is sent (a browser per user would send them all at once). */
const BURST_SENDERS = 50;
/**
 * How often the verdicts are polled: the latency is measured to this granularity. Each poll asks for
 * the 100 oldest submissions without a verdict (one call, as verdicts come roughly in order), so the
 * measuring takes little from the stack it measures; a verdict that came out of order is seen once
 * it is among them, which can only overstate its latency.
 */
const BURST_POLL_MS = 100;
/** A submission without a final verdict after this long counts as lost. */
const BURST_DEADLINE_MS = 600_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function serial(): Promise<void> {
  console.log('Starting a scratch stack…');
  const stack = await startScratchStack({ buildWeb: false });
  const runner = startRunner(stack.url, stack.secrets, { name: 'bench-runner', slots: os.availableParallelism(), log: 'quiet' });
  try {
    const pid = await problemPid(stack.url, 'P1000');
    // Several users, so the per-user submission rate limit never throttles the benchmark; teachers,
    // whom the submit captcha never stops (a learner sending this many a minute would be asked for one).
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) tokens.push(await registerAndLogin(stack.url, `bench${i}`));
    queryLocalD1(stack.stateDir, `INSERT INTO user_roles (user_id, role_id) SELECT id, ${ROLE_ID.teacher} FROM users WHERE username LIKE 'bench%'`);

    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < SUBMISSIONS; i++) {
      const t0 = performance.now();
      const res = await api<{ submitId: number }>(stack.url, 'POST', '/api/submit-problem-judge', { token: tokens[i % USERS], body: { pid, language: 'C++', code: A_PLUS_B } });
      if (res.status !== 200) throw new Error(`submission ${i} refused: ${res.body.msg}`);
      for (;;) {
        const { status } = await submissionStatus(stack.url, res.body.data.submitId);
        if (FINAL.has(status)) {
          if (status !== 0) throw new Error(`submission ${res.body.data.submitId} got status ${status}, expected Accepted`);
          break;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      latencies.push(performance.now() - t0);
    }
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`submissions: ${SUBMISSIONS}, all Accepted, in ${elapsed.toFixed(1)} s`);
    console.log(`throughput: ${(SUBMISSIONS / elapsed).toFixed(2)} submissions/s (one at a time)`);
    console.log(`first submission (compiles): ${latencies[0]!.toFixed(0)} ms`);
    console.log(`judge p50 latency ms: ${percentile(sorted, 50).toFixed(0)}`);
    console.log(`judge p95 latency ms: ${percentile(sorted, 95).toFixed(0)}`);
  } finally {
    await runner.stop();
    await stack.stop();
  }
}

interface BurstUser {
  id: string;
  sid: string;
}

/**
 * The burst's accounts, written into D1 with the demo data (registering 200 accounts through the API
 * would meet the per-IP registration and login limits): plain users, each with a live session row, so
 * the benchmark signs their tokens itself as a login would.
 */
async function burstAccounts(): Promise<{ users: BurstUser[]; sql: string }> {
  const hash = await hashPassword('burst-pass-1');
  const now = Math.floor(Date.now() / 1000);
  const users: BurstUser[] = [];
  const lines: string[] = [];
  for (let i = 0; i < BURST_USERS; i++) {
    const user = { id: `burst${String(i).padStart(27, '0')}`, sid: randomUUID().replaceAll('-', '') };
    users.push(user);
    lines.push(
      `INSERT INTO users (id, username, username_key, password_hash, email, nickname) VALUES ('${user.id}', 'burst${i}', 'burst${i}', '${hash}', 'burst${i}@example.com', 'Burst ${i}');`,
      `INSERT INTO user_roles (user_id, role_id) VALUES ('${user.id}', ${ROLE_ID.user});`,
      `INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('${user.sid}', '${user.id}', ${now}, ${now + 86_400});`,
    );
  }
  return { users, sql: `${lines.join('\n')}\n` };
}

/** Runs `count` calls of `task` with at most `width` in flight. */
async function pool(count: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
}

async function statuses(url: string, ids: number[]): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  for (let i = 0; i < ids.length; i += 100) {
    const res = await api<Record<number, { status: number }>>(url, 'POST', '/api/check-submissions-status', { body: { submitIds: ids.slice(i, i + 100) } });
    if (res.status !== 200) throw new Error(`status check refused: ${res.body.msg}`);
    for (const [id, row] of Object.entries(res.body.data)) seen.set(Number(id), row.status);
  }
  return seen;
}

const HOSTING: Record<string, string> = {
  miniflare: 'Miniflare, one workerd (deploy bundle, [env.local] bindings; no proxy worker or inspector)',
  wrangler: 'wrangler dev --env local (proxy worker + user worker, inspector, as npm start)',
};

/** A seeded stack on a fresh state directory, served as BENCH_HOST says. */
async function burstStack(host: string, extraSql: string, inspectorPort?: number): Promise<{ url: string; secrets: LocalSecrets; workerPids: number[]; stop: () => Promise<void> }> {
  if (host === 'wrangler') return { ...(await startScratchStack({ buildWeb: false, extraSql })), workerPids: [] };
  if (host !== 'miniflare') throw new Error(`BENCH_HOST must be miniflare or wrangler, not ${host}`);
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'hoj-stack-'));
  const secrets = ensureDevVars();
  if (!webBuilt()) buildWeb();
  applyMigrations(stateDir);
  await seed(stateDir, extraSql);
  const worker = await startLeanWorker(stateDir, await freePort(), { inspectorPort });
  const stop = async () => {
    await worker.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    await seedTestdata(worker.url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: worker.url, secrets, workerPids: worker.pids, stop };
}

/** CPU seconds used so far by the Worker's process (the lean host only), the runner with its boxes, and this process. */
function cpuNow(workerPids: number[], runnerPid: number | undefined): { worker: number; runner: number; bench: number } {
  const own = process.cpuUsage();
  return {
    worker: workerPids.length > 0 ? treeCpuSeconds(workerPids) : Number.NaN,
    runner: runnerPid === undefined ? Number.NaN : treeCpuSeconds([runnerPid]),
    bench: (own.user + own.system) / 1e6,
  };
}

/**
 * The burst runner's JUDGE_WORK_DIR (its job dirs and compile cache): a fresh directory on a tmpfs
 * (/dev/shm) when the host has one, as a judge host is set up (docs/judge-fleet.md), since every case
 * creates, fills and removes a run dir and on a disk file system that metadata work costs the runner
 * more CPU than the rest of a short case. BENCH_WORK_DIR=default keeps the runner's default
 * (<tmp>/hoj-judge); any other value is used as the directory.
 */
function burstWorkDir(): string | undefined {
  const chosen = process.env.BENCH_WORK_DIR;
  if (chosen === 'default') return undefined;
  if (chosen) return chosen;
  const mounts = readFileSync('/proc/self/mounts', 'utf8');
  const shm = mounts.split('\n').some((line) => line.split(' ')[1] === '/dev/shm' && line.split(' ')[2] === 'tmpfs');
  return shm ? mkdtempSync('/dev/shm/hoj-bench-judge-') : undefined;
}

async function burst(): Promise<void> {
  const slots = Number(process.env.BENCH_SLOTS ?? 2 * os.availableParallelism());
  const host = process.env.BENCH_HOST ?? 'miniflare';
  const accounts = await burstAccounts();
  console.log(`Starting a scratch stack with ${BURST_USERS} users…`);
  const stack = await burstStack(host, accounts.sql);
  const workDir = burstWorkDir();
  const runner = startRunner(stack.url, stack.secrets, {
    name: 'bench-runner',
    slots,
    log: 'quiet',
    extraEnv: { ...(workDir ? { JUDGE_WORK_DIR: workDir } : {}), ...(process.env.BENCH_RUNNER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_RUNNER_NODE_OPTIONS } : {}) },
  });
  let exitCode = 0;
  try {
    const pid = await problemPid(stack.url, 'P1000');
    const now = Math.floor(Date.now() / 1000);
    const tokens = await Promise.all(accounts.users.map((u) => signToken(stack.secrets.JWT_SECRET, u.id, u.sid, now)));
    // The runner announces its languages before anything is submitted (a submit checks them).
    for (let i = 0; ; i++) {
      const res = await api<{ name: string }[]>(stack.url, 'GET', '/api/languages', { query: { pid } });
      if (res.body.data?.some((l) => l.name === 'C++')) break;
      if (i > 600) throw new Error('the runner never announced C++');
      await new Promise((r) => setTimeout(r, 100));
    }

    const sentAt = new Map<number, number>();
    const doneAt = new Map<number, number>();
    const refused: string[] = [];
    const cpuAtStart = cpuNow(stack.workerPids, runner.child.pid);
    const runnerAtStart = treeCpuByName([runner.child.pid!]);
    const started = performance.now();
    let sending = true;
    const sent = pool(BURST_SUBMISSIONS, BURST_SENDERS, async (i) => {
      const t0 = performance.now();
      const res = await api<{ submitId: number }>(stack.url, 'POST', '/api/submit-problem-judge', { token: tokens[i % BURST_USERS], body: { pid, language: 'C++', code: A_PLUS_B } });
      if (res.status !== 200) refused.push(`submission ${i}: ${res.status} ${res.body.msg}`);
      else sentAt.set(res.body.data.submitId, t0);
    }).finally(() => (sending = false));

    // Poll the verdicts of everything sent and not yet final, until all are in or the deadline passes.
    const wrong: string[] = [];
    while (performance.now() - started < BURST_DEADLINE_MS) {
      const open = [...sentAt.keys()].filter((id) => !doneAt.has(id));
      if (!sending && open.length === 0) break;
      const seen = await statuses(stack.url, open.sort((a, b) => a - b).slice(0, 100));
      const at = performance.now();
      for (const [id, status] of seen) {
        if (!FINAL.has(status)) continue;
        doneAt.set(id, at);
        if (status !== 0) wrong.push(`submission ${id} got status ${status}, expected Accepted`);
      }
      await new Promise((r) => setTimeout(r, BURST_POLL_MS));
    }
    const cpuAtEnd = cpuNow(stack.workerPids, runner.child.pid);
    const runnerAtEnd = treeCpuByName([runner.child.pid!]);
    const byProcess = [...runnerAtEnd].map(([name, s]) => [name, ((s - (runnerAtStart.get(name) ?? 0)) / BURST_SUBMISSIONS) * 1000] as const).filter(([, ms]) => ms >= 0.05);
    console.log(`runner CPU ms per submission by process: ${byProcess.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}`);
    await sent;
    if (doneAt.size === 0) throw new Error(`no verdict arrived (${refused.length} submissions refused${refused[0] ? `, e.g. ${refused[0]}` : ''})`);
    const sendSeconds = (Math.max(...sentAt.values()) - started) / 1000;
    const drained = Math.max(...doneAt.values());
    const elapsed = (drained - started) / 1000;

    // Nothing lost: every submission the API took has a final verdict in D1, which is read again here.
    const final = await statuses(stack.url, [...sentAt.keys()]);
    const lost = [...sentAt.keys()].filter((id) => !FINAL.has(final.get(id) ?? 5));
    const accepted = [...final.values()].filter((s) => s === 0).length;
    const latencies = [...sentAt.entries()].filter(([id]) => doneAt.has(id)).map(([id, t0]) => doneAt.get(id)! - t0);
    const sorted = latencies.sort((a, b) => a - b);
    const throughput = doneAt.size / elapsed;

    console.log(`burst: ${BURST_SUBMISSIONS} submissions from ${BURST_USERS} users, ${BURST_SENDERS} submit calls in flight, one runner with ${slots} slot(s) on ${os.availableParallelism()} core(s)`);
    console.log(`hosting: ${HOSTING[host]}; runner work dir ${workDir ?? 'the default (<tmp>/hoj-judge)'}`);
    console.log(`submitted: ${sentAt.size} in ${sendSeconds.toFixed(1)} s (${refused.length} refused)`);
    console.log(`verdicts: ${doneAt.size} final, ${accepted} Accepted, ${lost.length} lost, ${wrong.length} not Accepted`);
    console.log(`drain time s: ${elapsed.toFixed(1)} (first submit call to last verdict seen; polled every ${BURST_POLL_MS} ms)`);
    console.log(`judge burst p50 latency ms: ${percentile(sorted, 50).toFixed(0)}`);
    console.log(`judge burst p95 latency ms: ${percentile(sorted, 95).toFixed(0)}`);
    console.log(`judge burst max latency ms: ${sorted[sorted.length - 1]!.toFixed(0)}`);
    const perSubmission = (key: keyof typeof cpuAtEnd) => (((cpuAtEnd[key] - cpuAtStart[key]) / doneAt.size) * 1000).toFixed(1);
    console.log(
      `CPU ms per submission: Worker (workerd, with D1 and the queues) ${perSubmission('worker')}, runner (with compiler and boxes) ${perSubmission('runner')}, benchmark ${perSubmission('bench')}; machine load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    for (const line of [...refused, ...wrong].slice(0, 10)) console.error(line);
    if (refused.length > 0 || lost.length > 0 || wrong.length > 0 || accepted !== BURST_SUBMISSIONS) {
      console.error(`FAILED: ${refused.length} refused, ${lost.length} lost, ${wrong.length} not Accepted`);
      exitCode = 1;
    }
    console.log(`judge burst throughput per s: ${throughput.toFixed(2)}`);
  } finally {
    await runner.stop();
    await stack.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }
  process.exitCode = exitCode;
}

/** A Chrome DevTools Protocol session with the Worker's isolate (Miniflare's inspector), for CPU profiles. */
async function openInspector(port: number): Promise<{ send: (method: string, params?: object) => Promise<unknown> }> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  if (!targets[0]) throw new Error('the Worker has no inspector target');
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 100 });
  return { send };
}

/**
 * `--profile`: the Worker's CPU per call of each kind a burst makes, on the lean host with nothing else
 * running against it. The runner only announces its languages and stops; this process then plays
 * the burst's parts one phase at a time (1,000 submit calls 50 at a time, the runner's pulls of both
 * queues, claims, final callbacks with an Accepted outcome of the claimed cases, batched acks, the
 * benchmark's status polls), and prints the Worker process's CPU for each phase per call. It judges
 * nothing: it measures what each call costs the Worker, not the judging. With BENCH_WORKER_PROFILE=<dir>
 * the Worker's isolate is profiled through Miniflare's inspector, one .cpuprofile per phase in <dir>
 * (the inspector itself costs some CPU, so the figures are then higher).
 */
async function profile(): Promise<void> {
  const accounts = await burstAccounts();
  console.log(`Starting a scratch stack with ${BURST_USERS} users…`);
  const profileDir = process.env.BENCH_WORKER_PROFILE;
  const inspectorPort = profileDir ? await freePort() : undefined;
  const stack = await burstStack('miniflare', accounts.sql, inspectorPort);
  try {
    const pid = await problemPid(stack.url, 'P1000');
    const inspector = inspectorPort ? await openInspector(inspectorPort) : null;
    const runner = startRunner(stack.url, stack.secrets, { name: 'bench-runner', slots: 2, log: 'quiet' });
    try {
      for (let i = 0; ; i++) {
        const res = await api<{ name: string }[]>(stack.url, 'GET', '/api/languages', { query: { pid } });
        if (res.body.data?.some((l) => l.name === 'C++')) break;
        if (i > 600) throw new Error('the runner never announced C++');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await runner.stop();
    }
    const now = Math.floor(Date.now() / 1000);
    const tokens = await Promise.all(accounts.users.map((u) => signToken(stack.secrets.JWT_SECRET, u.id, u.sid, now)));
    const worker = new WorkerClient(stack.url, LOCAL_FLEET, stack.secrets.JUDGE_FLEET_KEY);
    const queues = [QUEUE_NAMES.contest, QUEUE_NAMES.practice].map((name) => new QueueClient(`${stack.url}${localQueueBasePath(name)}`, stack.secrets.QUEUE_PULL_TOKEN));
    const cpu = () => treeCpuSeconds(stack.workerPids);
    const phase = async (name: string, calls: number, work: () => Promise<unknown>) => {
      if (inspector) await inspector.send('Profiler.start');
      const before = cpu();
      const t0 = performance.now();
      await work();
      const seconds = (performance.now() - t0) / 1000;
      const used = cpu() - before;
      if (inspector && profileDir) {
        const { profile } = (await inspector.send('Profiler.stop')) as { profile: unknown };
        writeFileSync(path.join(profileDir, `${name.split(' ')[0]}.cpuprofile`), JSON.stringify(profile));
      }
      console.log(`${name}: ${calls} calls in ${seconds.toFixed(1)} s, Worker CPU ${((used / calls) * 1000).toFixed(2)} ms per call (${((used / seconds) * 100).toFixed(0)}% of a core)`);
      return used;
    };
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await phase('idle 2 s', 1, () => sleep(2000));

    const ids: number[] = [];
    const submitCpu = await phase('submit', BURST_SUBMISSIONS, () =>
      pool(BURST_SUBMISSIONS, BURST_SENDERS, async (i) => {
        const res = await api<{ submitId: number }>(stack.url, 'POST', '/api/submit-problem-judge', { token: tokens[i % BURST_USERS], body: { pid, language: 'C++', code: A_PLUS_B } });
        if (res.status !== 200) throw new Error(`submission ${i} refused: ${res.body.msg}`);
        ids.push(res.body.data.submitId);
      }),
    );
    const deliveryCpu = await phase('queue delivery (push consumer into the pull queue, 3 s)', BURST_SUBMISSIONS, () => sleep(3000));

    const messages: { queue: QueueClient; message: PulledMessage }[] = [];
    let pulls = 0;
    const pullCpu = await phase('pull (4 at a time, contest queue first)', 2 * Math.ceil(BURST_SUBMISSIONS / 4), async () => {
      while (messages.length < BURST_SUBMISSIONS) {
        for (const queue of queues) {
          for (const message of await queue.pull(4, 600_000)) messages.push({ queue, message });
          pulls++;
        }
      }
    });
    const jobs: JudgeJob[] = [];
    const claimCpu = await phase('claim', messages.length, () =>
      pool(messages.length, 4, async (i) => {
        const parsed = parseQueueMessage(decodeBody(messages[i]!.message));
        if (parsed?.kind !== 'judge') throw new Error('not a judge job');
        const claim = await worker.claimJob('judge', String(parsed.submitId));
        if (!('job' in claim)) throw new Error(`claim skipped: ${claim.skip}`);
        jobs.push(claim.job);
      }),
    );
    const finalCpu = await phase('final callback', jobs.length, () =>
      pool(jobs.length, 4, async (i) => {
        const job = jobs[i]!;
        const cases = job.cases.map((c) => ({ index: c.index, status: 0, time: 1, memory: 1024, score: c.score, groupNum: c.groupNum, userOutput: '3\n', checkerMessage: null }));
        await worker.callback({ id: job.id, kind: job.kind, nonce: job.nonce, judger: 'bench-runner', phase: 'final', outcome: { status: 0, score: 100, time: 1, memory: 1024, errorMessage: null, cases } });
      }),
    );
    const ackCpu = await phase('ack (batches of 4)', Math.ceil(messages.length / 4), async () => {
      for (let i = 0; i < messages.length; i += 4) await messages[i]!.queue.ackAll(messages.slice(i, i + 4).map((m) => m.message.lease_id));
    });
    const pollCpu = await phase('status poll (100 ids)', 100, async () => {
      for (let i = 0; i < 100; i++) await statuses(stack.url, ids.slice(i * 10, i * 10 + 100));
    });
    const per = (x: number) => ((x / BURST_SUBMISSIONS) * 1000).toFixed(1);
    console.log(`pull calls made: ${pulls}`);
    console.log(
      `Worker CPU ms per submission: submit ${per(submitCpu)}, delivery ${per(deliveryCpu)}, pulls ${per(pullCpu)}, claim ${per(claimCpu)}, final ${per(finalCpu)}, acks ${per(ackCpu)} (polls: ${((pollCpu / 100) * 1000).toFixed(1)} ms per call of 100 ids)`,
    );
    console.log(`Worker CPU ms per submission, all but the polls: ${per(submitCpu + deliveryCpu + pullCpu + claimCpu + finalCpu + ackCpu)}`);
  } finally {
    await stack.stop();
  }
}

async function main(): Promise<void> {
  await (process.argv.includes('--profile') ? profile() : process.argv.includes('--burst') ? burst() : serial());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
