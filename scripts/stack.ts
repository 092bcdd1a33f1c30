/**
 * The local stack, shared by `npm start` and the browser tests: build the SPA, apply D1
 * migrations, seed demo data, run `wrangler dev --env local` offline, wait until it answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedSql } from './seed';

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

function run(command: string, args: string[], label: string, quiet = false): string {
  const result = spawnSync(command, args, { cwd: ROOT, env: OFFLINE_ENV, encoding: 'utf8', stdio: quiet ? 'pipe' : ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
  }
  return result.stdout ?? '';
}

/** Local secrets live in .dev.vars (git-ignored); a random signing key is made on first run. */
export function ensureDevVars(): void {
  const file = path.join(ROOT, '.dev.vars');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^JWT_SECRET=.{32,}$/m.test(current)) return;
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}JWT_SECRET=${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
}

export function buildWeb(): void {
  run(path.join(BIN, 'vite'), ['build', '--logLevel', 'warn'], 'building the web app');
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

export async function seed(persistTo: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoj-seed-'));
  const file = path.join(dir, 'seed.sql');
  try {
    writeFileSync(file, await seedSql());
    run(path.join(BIN, 'wrangler'), ['d1', 'execute', 'DB', '--local', '--env', 'local', '--persist-to', persistTo, '--file', file, '--yes'], 'seeding demo data', true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface RunningStack {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export async function startWrangler(persistTo: string, port: number, log: 'inherit' | 'quiet'): Promise<RunningStack> {
  const child = spawn(
    path.join(BIN, 'wrangler'),
    ['dev', '--env', 'local', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistTo, '--show-interactive-dev-session=false', '--log-level', 'warn'],
    { cwd: ROOT, env: OFFLINE_ENV, detached: true, stdio: log === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = () => stopGroup(child);
  const url = `http://127.0.0.1:${port}`;
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
