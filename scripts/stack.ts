/**
 * The local stack, shared by `npm start` and the browser tests: build the SPA and the Worker bundle when
 * their sources changed, serve the Worker on Miniflare (scripts/local-server.ts), apply D1 migrations,
 * seed demo data, run a judge runner. Benchmarks and the judge's fault tests reuse parts of it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpointUrl, type ResultOf } from '../contract/api/endpoint';
import { ENDPOINTS } from '../contract/endpoints';
import type { ApiEnvelope } from '../contract/envelope';
import { seedSql } from './seed';
import { seedContestsSql } from './seed-contests';
import { seedExamsSql } from './seed-exams';
import { seedTrainingsSql } from './seed-trainings';
import { USER_HOME_EPOCH_KEY } from '../worker/home/rules';
import { TESTDATA_PREFIX } from '../worker/problems/testcase-zip-store';
import { ACTIVITY_SEEDED_SQL, activityKey, seedActivitySql } from './seed-activity';
import { seedCommunitySql } from './seed-community';
import { seedCourseImages, seedCoursesSql } from './seed-courses';
import { seedGroupsSql } from './seed-groups';
import { seedVipSql } from './seed-vip';
import { seedHonorSql } from './seed-honor';
import { seedProblems, uploadTestdata } from './seed-problems';
import { wranglerDevArgs, type StackLog } from './wrangler-dev-args';
import { buildIfChanged, bundleWorker, cachedWorkerBundle, WEB_INPUTS } from './build-cache';
import { BIN, OFFLINE_ENV, ROOT } from './local-env';
import { signalGroup, startLocalServer, stopGroup, type LocalServer } from './local-server';
import { startReaper, type Reaper } from './reaper';
import { startHourlyPush } from './hourly-push';

export { OFFLINE_ENV, ROOT, stopGroup };

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

/** Builds the web app unless web/dist was built from the same sources (build-cache.ts); answers whether it built. */
export function buildWebIfChanged(onBuild: () => void = () => undefined): boolean {
  return buildIfChanged(ROOT, 'web', WEB_INPUTS, webBuilt, () => {
    onBuild();
    buildWeb();
  });
}

/** The Worker bundle of the current sources, made only when they changed (build-cache.ts). */
export function workerBundle(onBuild: () => void = () => undefined): Promise<{ dir: string; built: boolean }> {
  return cachedWorkerBundle(ROOT, (outDir) => {
    onBuild();
    return bundleWorker(outDir);
  });
}

/** With `wrangler d1 migrations apply --local`, for a stack whose server is not running (benchmarks). */
export function applyMigrations(persistTo: string): void {
  run(path.join(BIN, 'wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--env', 'local', '--persist-to', persistTo], 'applying D1 migrations', true);
}

/** The demo accounts and problems (and `extraSql`, e.g. a benchmark's accounts): what a first run seeds. */
async function accountsAndProblemsSql(extraSql = ''): Promise<string> {
  return `${await seedSql()}${(await seedProblems()).sql.join('\n')}\n${extraSql}`;
}

/** Writes the demo accounts and problems (and `extraSql`) into a stack's D1 before its server starts (benchmarks, scratch stacks). */
export async function seed(persistTo: string, extraSql = ''): Promise<void> {
  executeSqlFile(persistTo, 'seed', await accountsAndProblemsSql(extraSql), 'seeding demo data');
}

export interface RunningStack {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts `wrangler dev` on `port`, for what still measures or exercises it (`BENCH_HOST=wrangler`, the
 * judge's fault tests); `npm start` and the browser tests serve through startLocalServer instead.
 */
export async function startWrangler(persistTo: string, port: number, log: StackLog): Promise<RunningStack> {
  // A quiet stack (tests, benchmarks) may run beside another one: its inspector takes a free port.
  const inspectorPort = log === 'quiet' ? await freePort() : undefined;
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(path.join(BIN, 'wrangler'), wranglerDevArgs({ persistTo, port, log, inspectorPort }), {
    cwd: ROOT,
    env: OFFLINE_ENV,
    detached: true,
    stdio: log === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopping = false;
  child.once('exit', (code, signal) => {
    // A stack that dies under a test says why, instead of leaving only refused connections.
    if (!stopping) process.stderr.write(`wrangler dev on port ${port} exited unexpectedly (${code ?? signal})${log === 'quiet' ? `:\n${output.slice(-4000)}` : '.'}\n`);
  });
  const stop = async () => {
    stopping = true;
    await stopGroup(child);
  };
  try {
    await waitUntilReady(`${url}/api/get-website-config`, child, 90_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`);
  }
  return { url, child, stop };
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

/** The D1 migrations (migrations/*.sql) in the order wrangler applies them. */
function migrationFiles(): string[] {
  return readdirSync(path.join(ROOT, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/**
 * Applies the migrations the running server's D1 lacks, as `wrangler d1 migrations apply --local`
 * does: the same `d1_migrations` table, and each file with its row in one batch. Answers their names.
 */
export async function applyMigrationsTo(server: LocalServer): Promise<string[]> {
  await server.query(`CREATE TABLE IF NOT EXISTS "d1_migrations"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`);
  const applied = new Set((await server.query<{ name: string }>('SELECT name FROM "d1_migrations" ORDER BY id')).map((r) => r.name));
  const missing = migrationFiles().filter((name) => !applied.has(name));
  for (const name of missing) {
    const text = readFileSync(path.join(ROOT, 'migrations', name), 'utf8');
    await server.sql(`${text}\nINSERT INTO "d1_migrations" (name)\nvalues ('${name.replaceAll("'", "''")}');`);
  }
  return missing;
}

/** True when the database has no account yet: the first run, which gets the demo accounts and problems. */
export async function isFirstRun(server: LocalServer): Promise<boolean> {
  const [row] = await server.query<{ n: number }>('SELECT count(*) AS n FROM users');
  return (row?.n ?? 0) === 0;
}

/**
 * The demo data that every start makes sure of, in order (each seed may use what an earlier one wrote),
 * each idempotent: a start adds what is missing and moves what runs on the clock (the running contest
 * and exam, the days of practice that passed; `practised` holds the practice already there, as
 * activityKey). Each text has a statement a line, for D1's exec.
 */
export async function demoSeeds(now: number, practised: ReadonlySet<string>): Promise<{ label: string; sql: string }[]> {
  return [
    // The running contest (scripts/seed-contests.ts) is moved forward on every start.
    { label: 'the demo contests', sql: await seedContestsSql(now) },
    { label: 'the demo question banks and choose exams', sql: seedExamsSql(now) },
    // after the exams, whose paper it attaches
    { label: 'the demo trainings', sql: seedTrainingsSql() },
    // after the trainings, whose categories their homework uses
    { label: 'the demo groups', sql: seedGroupsSql(now) },
    // after the groups, whose public club it uses
    { label: 'the demo discussions, announcements and messages', sql: seedCommunitySql(now) },
    { label: 'the demo VIP orders', sql: seedVipSql(now) },
    { label: 'the demo courses, intensive training and livestream link', sql: seedCoursesSql(now) },
    { label: 'the demo honor roll', sql: seedHonorSql(now) },
    // last, once every other seed wrote its submissions and trainings; only the days not seeded yet
    { label: 'the demo practice activity', sql: seedActivitySql(now, practised) },
  ];
}

/** Writes the demo data through the running server: the SQL seeds, the course pictures into R2, and a new home epoch. */
export async function seedDemo(server: LocalServer, say: (line: string) => void = () => undefined): Promise<void> {
  const practised = await server.query<{ uid: string; submit_time: number }>(ACTIVITY_SEEDED_SQL);
  for (const seed of await demoSeeds(nowSeconds(), new Set(practised.map((r) => activityKey(r.uid, r.submit_time))))) {
    if (seed.sql === '') continue;
    say(`Seeding ${seed.label}…`);
    await server.exec(seed.sql).catch((error: Error) => {
      throw new Error(`seeding ${seed.label} failed: ${error.message}`);
    });
  }
  for (const image of seedCourseImages()) await server.r2Put(image.key, Buffer.from(image.svg), 'image/svg+xml', 'public, max-age=31536000, immutable');
  // The seeds wrote D1 behind the Worker's back: a new epoch makes every kept user home stale (worker/home/home-documents.ts).
  await server.kvPut(USER_HOME_EPOCH_KEY, `seed-${Date.now()}`);
}

/** Test files of the demo problems go into the running stack's R2 (idempotent: stored by hash); with `server`, only those not there yet. */
export async function seedTestdata(url: string, server?: LocalServer): Promise<void> {
  const stored = new Set(server ? await server.r2Keys(TESTDATA_PREFIX) : []);
  await uploadTestdata(url, (await seedProblems()).files.filter((f) => !stored.has(TESTDATA_PREFIX + f.hash)));
}

export interface RunningRunner {
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * One judge runner for the local stack, judging through the Worker's pull-queue emulator.
 * Output goes to this console, prefixed, unless quiet. A runner on the local stack. Runners that may share the host at the same time (the browser tests'
 * runner runs through the whole test run) take box uids of their own with `uidBase`: two launchers
 * on one uid would clean up each other's boxes.
 */
export function startRunner(url: string, secrets: LocalSecrets, options: { name: string; slots?: number; uidBase?: number; log: 'inherit' | 'quiet'; extraEnv?: Record<string, string>; reaper?: Reaper }): RunningRunner {
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
  const pid = child.pid;
  if (pid !== undefined) {
    options.reaper?.watch(pid);
    child.once('exit', () => {
      // tsx's node and a judging hoj-box may still be in the group
      signalGroup(pid, 'SIGKILL');
      options.reaper?.unwatch(pid);
    });
  }
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

/**
 * Watches the Worker's sources (worker/, contract/, wrangler.toml): a change is bundled (build-cache.ts)
 * and served by the running server, which keeps its port, state and connections' clients; a bundle that
 * fails leaves the last one serving. The web app is built at start only, as before.
 */
function reloadOnChange(server: LocalServer, servedDir: string, say: (line: string) => void): { stop: () => void } {
  let served = servedDir;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const rebuild = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const bundle = await workerBundle(() => say("The Worker's sources changed: bundling…"));
      if (bundle.dir !== served) {
        await server.reload(bundle.dir);
        served = bundle.dir;
        say('Serving the new Worker bundle.');
      }
    } catch (error) {
      say(`The Worker was not reloaded (the last bundle keeps serving): ${(error as Error).message}`);
    } finally {
      running = false;
      if (again) {
        again = false;
        void rebuild();
      }
    }
  };
  const changed = (_event: string, name: string | null) => {
    if (name && /\.test\.tsx?$/.test(name)) return;
    clearTimeout(timer);
    // editors write a file in several steps: bundle once they are done
    timer = setTimeout(() => void rebuild(), 300);
  };
  const trees = [watchTree(path.join(ROOT, 'worker'), changed), watchTree(path.join(ROOT, 'contract'), changed)];
  const toml = watch(path.join(ROOT, 'wrangler.toml'), changed);
  return {
    stop: () => {
      clearTimeout(timer);
      toml.close();
      for (const tree of trees) tree.close();
    },
  };
}

/**
 * Watches every folder under `root`, each on its own. Node's recursive watch on Linux follows files, and
 * loses one that an editor saves by writing a new file over it (`sed -i`, many editors); a folder's watch
 * sees that as any other change. A folder made later is watched from its first event.
 */
function watchTree(root: string, changed: (event: string, name: string | null) => void): { close: () => void } {
  const watchers = new Map<string, FSWatcher>();
  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    try {
      watchers.set(
        dir,
        watch(dir, (event, name) => {
          if (name) {
            const full = path.join(dir, name);
            if (existsSync(full) && statSync(full).isDirectory()) add(full);
          }
          changed(event, name);
        }),
      );
      for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) add(path.join(dir, entry.name));
    } catch {
      // removed meanwhile
    }
  };
  add(root);
  return { close: () => watchers.forEach((w) => w.close()) };
}

export interface LocalStack {
  url: string;
  server: LocalServer;
  runner: RunningRunner;
  /** whether this start found no account and seeded the demo accounts and problems */
  firstRun: boolean;
  stop: () => Promise<void>;
}

export interface LocalStackOptions {
  stateDir: string;
  port: number;
  /** `inherit`: npm start's console; `quiet`: the browser tests */
  log: 'inherit' | 'quiet';
  /** every demo seed (npm start), or only the accounts and problems (the browser tests make their own data) */
  demo: boolean;
  runnerName: string;
  /** log every request, the judge's queue polling included (LOG_REQUESTS=1 npm start) */
  logRequests?: boolean;
  /** npm start: also end when npm or tsx above it is killed (scripts/reaper.ts) */
  watchAncestors?: boolean;
  /** npm start: bundle and serve the Worker again when its sources change, as wrangler dev did */
  reloadOnChange?: boolean;
  /** the release of the caller's claim on the port and state folder (scripts/stack-lock.ts), called when the stack stops */
  release: () => void;
  say?: (line: string) => void;
}

/**
 * The whole local stack, once the caller claimed its port and state folder (claimStack): builds what
 * changed, serves the Worker (started again whenever it dies), migrates, seeds, stores the demo test
 * data, and runs a judge runner. Everything it starts ends with this process, however it ends
 * (scripts/reaper.ts).
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const say = options.say ?? (() => undefined);
  const { release } = options;
  const reaper = startReaper({ watchAncestors: options.watchAncestors ?? false });
  let server: LocalServer | undefined;
  let runner: RunningRunner | undefined;
  let hourlyPush: { stop: () => void } | undefined;
  let watcher: { stop: () => void } | undefined;
  const stop = async () => {
    hourlyPush?.stop();
    watcher?.stop();
    await Promise.all([runner?.stop(), server?.stop()]);
    release();
  };
  try {
    const secrets = ensureDevVars();
    say(buildWebIfChanged(() => say('Building the web app…')) ? 'Built the web app.' : 'The web app is up to date.');
    const bundle = await workerBundle(() => say('Bundling the Worker…'));
    const where = options.stateDir.startsWith(ROOT + path.sep) ? path.relative(ROOT, options.stateDir) : options.stateDir;
    say(`Starting the Worker (D1, KV, R2, queues and Durable Objects emulated on disk under ${where})…`);
    server = await startLocalServer({ bundleDir: bundle.dir, persistTo: options.stateDir, port: options.port, logRequests: options.logRequests, log: options.log, supervise: true, reaper });
    const applied = await applyMigrationsTo(server);
    if (applied.length > 0) say(`Applied ${applied.length} database migration(s).`);
    const firstRun = await isFirstRun(server);
    if (firstRun) {
      say('First run: seeding the demo accounts and problems…');
      await server.sql(await accountsAndProblemsSql());
    }
    if (options.demo) await seedDemo(server, say);
    await seedTestdata(server.url, server);
    say('Starting a judge runner (one slot per core)…');
    runner = startRunner(server.url, secrets, { name: options.runnerName, log: options.log, reaper });
    // Nothing fires cron triggers locally: the hourly notification push is called from here (scripts/hourly-push.ts).
    hourlyPush = startHourlyPush(server.url, options.log === 'inherit' ? say : undefined);
    if (options.reloadOnChange) watcher = reloadOnChange(server, bundle.dir, say);
    return { url: server.url, server, runner, firstRun, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
