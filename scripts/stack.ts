/**
 * The local stack, shared by `npm start` and the browser tests: build the SPA, apply D1
 * migrations, seed demo data, run `wrangler dev --env local` offline, wait until it answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointUrl, type ResultOf } from '../contract/api/endpoint';
import { ENDPOINTS } from '../contract/endpoints';
import type { ApiEnvelope } from '../contract/envelope';
import { seedSql } from './seed';
import { seedContestsSql } from './seed-contests';
import { seedExamsSql } from './seed-exams';
import { seedTrainingsSql } from './seed-trainings';
import { USER_HOME_EPOCH_KEY } from '../worker/home/rules';
import { seedActivitySql } from './seed-activity';
import { seedCommunitySql } from './seed-community';
import { seedCourseImages, seedCoursesSql } from './seed-courses';
import { seedGroupsSql } from './seed-groups';
import { seedVipSql } from './seed-vip';
import { seedHonorSql } from './seed-honor';
import { seedProblems, uploadTestdata } from './seed-problems';
import { wranglerDevArgs, type StackLog } from './wrangler-dev-args';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');

/** Wrangler must never phone home: no telemetry, no request.cf lookups. */
export const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
  PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
};

function run(command: string, args: string[], label: string, quiet = false, env: NodeJS.ProcessEnv = OFFLINE_ENV): string {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', stdio: quiet ? 'pipe' : ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
  }
  return result.stdout ?? '';
}

export interface LocalSecrets {
  JWT_SECRET: string;
  /** the local fleet's HMAC key, also written into JUDGE_FLEET_KEYS for the Worker */
  JUDGE_FLEET_KEY: string;
  QUEUE_PULL_TOKEN: string;
  /** the local fake payment provider's signing key (decision 37) */
  FAKE_PAYMENT_SECRET: string;
}

export const LOCAL_FLEET = 'local';

/**
 * Local secrets live in .dev.vars (git-ignored), which wrangler dev reads; each missing one is
 * made at random on first run. The runner gets its fleet key and queue token from the same file.
 */
export function ensureDevVars(): LocalSecrets {
  const file = path.join(ROOT, '.dev.vars');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '') : [];
  const read = (name: string) => lines.find((l) => l.startsWith(`${name}=`))?.slice(name.length + 1).replace(/^'(.*)'$/, '$1');
  const secrets: LocalSecrets = {
    JWT_SECRET: read('JWT_SECRET') ?? randomBytes(32).toString('hex'),
    JUDGE_FLEET_KEY: read('JUDGE_FLEET_KEY') ?? randomBytes(32).toString('hex'),
    QUEUE_PULL_TOKEN: read('QUEUE_PULL_TOKEN') ?? randomBytes(24).toString('hex'),
    FAKE_PAYMENT_SECRET: read('FAKE_PAYMENT_SECRET') ?? randomBytes(32).toString('hex'),
  };
  const wanted: Record<string, string> = {
    ...secrets,
    JUDGE_FLEET_KEYS: `'${JSON.stringify({ [LOCAL_FLEET]: secrets.JUDGE_FLEET_KEY })}'`,
  };
  const kept = lines.filter((l) => !Object.keys(wanted).some((k) => l.startsWith(`${k}=`)));
  writeFileSync(file, `${[...kept, ...Object.entries(wanted).map(([k, val]) => `${k}=${val}`)].join('\n')}\n`, { mode: 0o600 });
  return secrets;
}

/** Whether web/dist holds a built app (wrangler.toml serves it as [assets]). */
export function webBuilt(): boolean {
  return existsSync(path.join(ROOT, 'web', 'dist', 'index.html'));
}

/**
 * Always the production build. Vite bundles for whatever NODE_ENV it inherits, and vitest sets
 * NODE_ENV=test: the browser tests then ran React's development build, whose StrictMode mounts
 * every screen twice (its first queries cancelled and sent again).
 */
export function buildWeb(): void {
  run(path.join(BIN, 'vite'), ['build', '--logLevel', 'warn'], 'building the web app', false, { ...OFFLINE_ENV, NODE_ENV: 'production' });
}

export function applyMigrations(persistTo: string): void {
  run(path.join(BIN, 'wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--env', 'local', '--persist-to', persistTo], 'applying D1 migrations', true);
}

/** True when the database has no account yet: the first run, which gets the demo data. */
export function isFirstRun(persistTo: string): boolean {
  const out = run(
    path.join(BIN, 'wrangler'),
    ['d1', 'execute', 'DB', '--local', '--env', 'local', '--persist-to', persistTo, '--command', 'SELECT count(*) AS n FROM users', '--json'],
    'reading the database',
    true,
  );
  const [result] = JSON.parse(out) as { results: { n: number }[] }[];
  return (result?.results[0]?.n ?? 0) === 0;
}

/** Writes the demo data (and `extraSql`, e.g. a benchmark's accounts) into a stack's D1 before it starts. */
export async function seed(persistTo: string, extraSql = ''): Promise<void> {
  executeSqlFile(persistTo, 'seed', `${await seedSql()}${(await seedProblems()).sql.join('\n')}\n${extraSql}`, 'seeding demo data');
}

export interface RunningStack {
  url: string;
  /** the wrangler process serving now (a new one after a restart) */
  readonly child: ChildProcess;
  /** settles when the stack is gone for good: stopped, or dead and not restarted (its exit code) */
  gone: Promise<number | null>;
  stop: () => Promise<void>;
}

/** How many times a supervised stack is started again before it is given up (decision 32). */
const MAX_RESTARTS = 5;

/**
 * Starts `wrangler dev` on `port`. With `restartOnCrash`, a wrangler that dies under load (a known
 * wrangler bug: a request the browser abandons can end the whole dev server, decision 32) is started
 * again on the same port and state, so one aborted request does not take every later test or page down.
 */
export async function startWrangler(persistTo: string, port: number, log: StackLog, { restartOnCrash = false } = {}): Promise<RunningStack> {
  // A quiet stack (tests, benchmarks) may run beside another one: its inspector takes a free port.
  const inspectorPort = log === 'quiet' ? await freePort() : undefined;
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let stopping = false;
  let restarts = 0;
  let settle: (code: number | null) => void = () => undefined;
  const gone = new Promise<number | null>((resolve) => (settle = resolve));

  const launch = (): ChildProcess => {
    const started = spawn(path.join(BIN, 'wrangler'), wranglerDevArgs({ persistTo, port, log, inspectorPort }), {
      cwd: ROOT,
      env: OFFLINE_ENV,
      detached: true,
      stdio: log === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    started.once('exit', (code, signal) => {
      if (stopping) return settle(code);
      // A stack that dies under a test says why, instead of leaving only refused connections.
      process.stderr.write(`wrangler dev on port ${port} exited unexpectedly (${code ?? signal})${log === 'quiet' ? `:\n${output.slice(-4000)}` : '.'}\n`);
      if (!restartOnCrash || restarts >= MAX_RESTARTS) return settle(code);
      restarts += 1;
      // workerd may outlive its wrangler and hold the port: end the whole old group first.
      if (started.pid !== undefined) signalGroup(started.pid, 'SIGKILL');
      process.stderr.write(`Starting wrangler dev again on port ${port} (restart ${restarts} of ${MAX_RESTARTS}).\n`);
      child = launch();
      waitUntilReady(`${url}/api/get-website-config`, child, 90_000).catch((error: unknown) => {
        process.stderr.write(`wrangler dev did not come back: ${(error as Error).message}\n`);
      });
    });
    return started;
  };

  let child = launch();
  const stop = async () => {
    stopping = true;
    await stopGroup(child);
    settle(child.exitCode);
  };
  try {
    await waitUntilReady(`${url}/api/get-website-config`, child, 90_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`);
  }
  return {
    url,
    get child() {
      return child;
    },
    gone,
    stop,
  };
}

async function waitUntilReady(probe: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const res = await fetch(probe);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`wrangler dev did not answer ${probe} within ${timeoutMs / 1000} s`);
}

/** Ends wrangler and the workerd it started (its own process group), waiting for them to go. */
export function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      signalGroup(pid, 'SIGKILL');
      resolve();
    });
    signalGroup(pid, 'SIGTERM');
  });
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Runs SQL text against the local D1 (through a temporary file: a seed is too long for --command). */
function executeSqlFile(persistTo: string, name: string, sqlText: string, label: string): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoj-seed-'));
  const file = path.join(dir, `${name}.sql`);
  try {
    writeFileSync(file, sqlText);
    run(path.join(BIN, 'wrangler'), ['d1', 'execute', 'DB', '--local', '--env', 'local', '--persist-to', persistTo, '--file', file, '--yes'], label, true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The demo contests (scripts/seed-contests.ts), on every start: idempotent, and the running one kept running. */
export async function seedContests(persistTo: string): Promise<void> {
  executeSqlFile(persistTo, 'contests', await seedContestsSql(nowSeconds()), 'seeding demo contests');
}

export function seedExams(persistTo: string): void {
  executeSqlFile(persistTo, 'exams', seedExamsSql(nowSeconds()), 'seeding demo question banks and exams');
}

/** The demo trainings (scripts/seed-trainings.ts), on every start after the contests (and the exams, whose paper it attaches): idempotent. */
export function seedTrainings(persistTo: string): void {
  executeSqlFile(persistTo, 'trainings', seedTrainingsSql(), 'seeding demo trainings');
}

/** The demo groups (scripts/seed-groups.ts), on every start after the trainings (whose categories their homework uses): idempotent. */
export function seedGroups(persistTo: string): void {
  executeSqlFile(persistTo, 'groups', seedGroupsSql(nowSeconds()), 'seeding demo groups');
}

/** The demo community (scripts/seed-community.ts): after the groups, whose public club it uses. */
export function seedCommunity(persistTo: string): void {
  executeSqlFile(persistTo, 'community', seedCommunitySql(nowSeconds()), 'seeding the demo community');
}

/** The demo VIP membership and orders (scripts/seed-vip.ts), on every start after the accounts: idempotent. */
export function seedVip(persistTo: string): void {
  executeSqlFile(persistTo, 'vip', seedVipSql(nowSeconds()), 'seeding the demo VIP orders');
}

/**
 * The demo courses, intensive-training team and livestream link (scripts/seed-courses.ts), and their
 * pictures put into the local R2 bucket in one `wrangler r2 bulk put`: idempotent, on every start.
 */
export function seedCourses(persistTo: string): void {
  executeSqlFile(persistTo, 'courses', seedCoursesSql(nowSeconds()), 'seeding the demo courses');
  const dir = mkdtempSync(path.join(tmpdir(), 'hoj-seed-'));
  try {
    const pairs = seedCourseImages().map((image, i) => {
      const picture = path.join(dir, `${i}.svg`);
      writeFileSync(picture, image.svg);
      return { key: image.key, file: picture };
    });
    const list = path.join(dir, 'pictures.json');
    writeFileSync(list, JSON.stringify(pairs));
    run(
      path.join(BIN, 'wrangler'),
      ['r2', 'bulk', 'put', 'hoj-files', '--filename', list, '--content-type', 'image/svg+xml', '--cache-control', 'public, max-age=31536000, immutable', '--local', '--env', 'local', '--persist-to', persistTo, '--force'],
      'storing the demo course pictures',
      true,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The demo honor roll of this month (scripts/seed-honor.ts): after the demo accounts; idempotent. */
export function seedHonor(persistTo: string): void {
  executeSqlFile(persistTo, 'honor', seedHonorSql(nowSeconds()), 'seeding the demo honor roll');
}

/** The demo activity (scripts/seed-activity.ts): last, once every other seed wrote its submissions and trainings. */
export function seedActivity(persistTo: string): void {
  executeSqlFile(persistTo, 'activity', seedActivitySql(nowSeconds()), 'seeding the demo activity');
  // The seeds wrote D1 behind the Worker's back: a new epoch makes every kept user home stale (worker/home/home-documents.ts).
  run(path.join(BIN, 'wrangler'), ['kv', 'key', 'put', USER_HOME_EPOCH_KEY, `seed-${Date.now()}`, '--binding', 'CACHE', '--local', '--env', 'local', '--persist-to', persistTo], 'forgetting the kept user homes', true);
}

/** Test files of the demo problems go into the running stack's R2 (idempotent: stored by hash). */
export async function seedTestdata(url: string): Promise<void> {
  await uploadTestdata(url, (await seedProblems()).files);
}

export interface RunningRunner {
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * One judge runner for the local stack, judging through the Worker's pull-queue emulator.
 * Output goes to this console, prefixed, unless quiet.
 */
/**
 * A runner on the local stack. Runners that may share the host at the same time (the browser tests'
 * runner runs through the whole test run) take box uids of their own with `uidBase`: two launchers
 * on one uid would clean up each other's boxes.
 */
export function startRunner(url: string, secrets: LocalSecrets, options: { name: string; slots?: number; uidBase?: number; log: 'inherit' | 'quiet'; extraEnv?: Record<string, string> }): RunningRunner {
  const child = spawn(path.join(BIN, 'tsx'), [path.join(ROOT, 'judge-runner', 'src', 'runner', 'main.ts')], {
    cwd: ROOT,
    detached: true,
    stdio: options.log === 'inherit' ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    env: {
      ...OFFLINE_ENV,
      JUDGE_WORKER_URL: url,
      JUDGE_FLEET: LOCAL_FLEET,
      JUDGE_FLEET_KEY: secrets.JUDGE_FLEET_KEY,
      JUDGE_QUEUE_TOKEN: secrets.QUEUE_PULL_TOKEN,
      JUDGE_RUNNER_NAME: options.name,
      ...(options.slots ? { JUDGE_SLOTS: String(options.slots) } : {}),
      ...(options.uidBase ? { JUDGE_BOX_UID_BASE: String(options.uidBase) } : {}),
      ...options.extraEnv,
    },
  });
  return { child, stop: () => stopGroup(child) };
}

export interface ScratchStack {
  url: string;
  secrets: LocalSecrets;
  stateDir: string;
  /** stops and starts wrangler on the same state, as a redeploy or crash would */
  restartWorker: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A whole local stack on a free port and a temporary state directory, seeded, without a runner:
 * for benchmarks and fault tests that start and kill runners themselves. It needs nothing an
 * earlier command made: the web app is built when missing, the database migrated and seeded
 * (`extraSql` goes in with the demo data, before wrangler dev has the database open).
 */
export async function startScratchStack(options: { buildWeb: boolean; extraSql?: string }): Promise<ScratchStack> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'hoj-stack-'));
  const secrets = ensureDevVars();
  // wrangler dev refuses to start without the [assets] directory, which a fresh clone lacks: a
  // caller that does not need a fresh build (the judge fault tests) still gets one built then.
  if (options.buildWeb || !webBuilt()) buildWeb();
  applyMigrations(stateDir);
  await seed(stateDir, options.extraSql);
  const port = await freePort();
  let worker = await startWrangler(stateDir, port, 'quiet');
  await seedTestdata(worker.url);
  return {
    url: worker.url,
    secrets,
    stateDir,
    restartWorker: async () => {
      await worker.stop();
      worker = await startWrangler(stateDir, port, 'quiet');
    },
    stop: async () => {
      await worker.stop();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Runs one SQL statement against a stack's local D1 (also while wrangler dev runs) and answers its rows; for tests and benchmarks. */
export function queryLocalD1<T>(persistTo: string, sql: string): T[] {
  const out = run(path.join(BIN, 'wrangler'), ['d1', 'execute', 'DB', '--local', '--env', 'local', '--persist-to', persistTo, '--command', sql, '--json'], 'reading the database', true);
  const [result] = JSON.parse(out) as { results: T[] }[];
  return result?.results ?? [];
}

/** The numeric id of a seeded problem, read from the stack's D1. */
/**
 * The numeric id of a seeded problem, asked of the running stack: reading the stack's D1 files
 * with `wrangler d1 execute` while wrangler dev has them open can drop the dev server's connections.
 */
export async function problemPid(url: string, problemId: string): Promise<number> {
  const res = await fetch(`${url}${endpointUrl(ENDPOINTS.getProblemDetail, {}, { problemId })}`);
  const body = (await res.json()) as ApiEnvelope<ResultOf<typeof ENDPOINTS.getProblemDetail>>;
  if (body.status !== 200) throw new Error(`no seeded problem ${problemId}: ${body.msg}`);
  return body.data.problem.id;
}
