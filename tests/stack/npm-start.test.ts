/**
 * `npm start` as a user runs it (docs/decisions/0042-local-stack-serving.md): a second start on a port
 * or state folder in use refuses in one sentence without touching anything, and whatever ends
 * `npm start` (SIGKILL of npm, SIGKILL of the node process under it, SIGTERM) ends its server, its
 * workerd and its judge runner too, freeing the port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/local-env';
import { LOCK_FILE, portFree } from '../../scripts/stack-lock';
import { freePort } from '../../scripts/stack';

interface Started {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Box uids of its own: a browser test's runner may judge on this host meanwhile. */
const RUNNER_ENV = { JUDGE_BOX_UID_BASE: '62000' };

const scratch = mkdtempSync(path.join(tmpdir(), 'hoj-npm-start-'));
const stateDir = path.join(scratch, 'state');
let port: number;
const running: ChildProcess[] = [];

function npmStart(env: { PORT: number; STATE_DIR: string }): Started {
  // its own process group, as a terminal gives a job; the test kills single processes of it
  const npm = spawn('npm', ['start'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...RUNNER_ENV, PORT: String(env.PORT), STATE_DIR: env.STATE_DIR } });
  running.push(npm);
  let output = '';
  npm.stdout.on('data', (d: Buffer) => (output += d.toString()));
  npm.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  return { npm, output: () => output, exited };
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number, output = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs / 1000} s\n${output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function startReady(): Promise<Started> {
  const started = npmStart({ PORT: port, STATE_DIR: stateDir });
  await until('npm start ready', () => /Ready in [\d.]+ s/.test(started.output()), 540_000, started.output);
  return started;
}

/** The live processes under `root` (its descendants, found through /proc), with their command lines. */
function tree(root: number): { pid: number; cmd: string }[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone
    }
  }
  const found: { pid: number; cmd: string }[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        found.push({ pid: child, cmd: readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ') });
      } catch {
        continue;
      }
      visit(child);
    }
  };
  visit(root);
  return found;
}

function alive(pid: number): boolean {
  try {
    // a zombie has no command line left: it is dead and waits for its parent
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The stack's processes under npm: the start script, the server, its workerd and the runner must all be there. */
function stackProcesses(npmPid: number): { start: number; all: number[] } {
  const processes = tree(npmPid);
  const find = (what: RegExp) => processes.find((p) => what.test(p.cmd))?.pid;
  // the node process tsx runs start.ts in (not tsx's own launcher above it)
  const start = find(/--import \S*tsx\S*loader\.mjs scripts\/start\.ts/);
  const server = find(/scripts\/local-server-host\.ts/);
  const workerd = find(/workerd serve/);
  const runner = find(/judge-runner\/src\/runner\/main\.ts/);
  expect({ start, server, workerd, runner }).toEqual({ start: expect.any(Number), server: expect.any(Number), workerd: expect.any(Number), runner: expect.any(Number) });
  return { start: start!, all: processes.map((p) => p.pid) };
}

async function expectAllGone(pids: number[], output: () => string): Promise<void> {
  await until('every process of the stack gone', () => pids.every((pid) => !alive(pid)), 30_000, () => `${output()}\nstill alive: ${pids.filter(alive).join(', ')}`);
  await expect(portFree(port)).resolves.toBeUndefined();
}

beforeAll(async () => {
  port = await freePort();
});

afterAll(async () => {
  for (const npm of running) {
    if (npm.pid !== undefined && npm.exitCode === null) {
      try {
        process.kill(npm.pid, 'SIGTERM');
      } catch {
        // gone
      }
    }
  }
  await new Promise((r) => setTimeout(r, 3000));
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm start', () => {
  it('refuses a second start on its port or its state folder in one sentence, and dies with npm killed by SIGKILL', async () => {
    const first = await startReady();

    const otherState = path.join(scratch, 'other-state');
    const samePort = npmStart({ PORT: port, STATE_DIR: otherState });
    expect(await samePort.exited).toBe(1);
    expect(samePort.output()).toContain(`Port ${port} is already in use (another npm start?): stop what serves there, or choose another with PORT=9000 npm start.`);
    expect(existsSync(otherState)).toBe(false);

    const sameState = npmStart({ PORT: await freePort(), STATE_DIR: stateDir });
    expect(await sameState.exited).toBe(1);
    expect(sameState.output()).toMatch(new RegExp(`The state folder ${stateDir} is in use by another local stack \\(pid \\d+, port ${port}\\): stop that one first, or choose another with STATE_DIR=<folder> npm start\\.`));
    // neither refused start reached the build, the server or the seeds
    for (const refused of [samePort, sameState]) expect(refused.output()).not.toMatch(/Building|Starting the Worker|Seeding|Ready/);

    const { all } = stackProcesses(first.npm.pid!);
    process.kill(first.npm.pid!, 'SIGKILL');
    await expectAllGone(all, first.output);
    // npm's death reached start.ts through the reaper's watch, so it stopped in order and let go of the state folder
    expect(first.output()).toContain('Stopping…');
    expect(existsSync(path.join(stateDir, LOCK_FILE))).toBe(false);
  }, 600_000);

  // The lock this one leaves behind is stale: the next start takes it over.
  it('dies with the node process under npm killed by SIGKILL', async () => {
    const started = await startReady();
    const { start, all } = stackProcesses(started.npm.pid!);
    process.kill(start, 'SIGKILL');
    await expectAllGone(all, started.output);
  }, 300_000);

  it('stops everything on SIGTERM and exits', async () => {
    const started = await startReady();
    const { all } = stackProcesses(started.npm.pid!);
    process.kill(started.npm.pid!, 'SIGTERM');
    await started.exited;
    await expectAllGone(all, started.output);
    expect(existsSync(path.join(stateDir, LOCK_FILE))).toBe(false);
  }, 300_000);
});
