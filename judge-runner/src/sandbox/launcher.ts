/**
 * The runner's side of the sandbox: builds the launcher (judge-runner/sandbox/, C) when needed,
 * checks that the host can sandbox at all, and runs boxes through one launcher process per slot.
 * Each slot owns a uid (uidBase + slot): concurrent boxes never share a uid or a cgroup.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { constants, lchownSync, readdirSync } from 'node:fs';
import { access, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectCgroup, hasV2Root, V2_ROOT, type ProbeResult } from './cgroup-probe';
import { LauncherProcess } from './launcher-process';
import { boxArgs, errorResult, parseResultLine, unsendable } from './protocol';
import type { BoxResult, BoxSpec, Sandbox } from './types';

export type { ProbeResult } from './cgroup-probe';

export const LAUNCHER_SOURCE_DIR = fileURLToPath(new URL('../../sandbox/', import.meta.url));
const BUILD_DIR = path.join(LAUNCHER_SOURCE_DIR, 'build');
const BINARY_NAME = 'hoj-box';
export const LAUNCHER_PATH = path.join(BUILD_DIR, BINARY_NAME);

/** The default first box uid: far from login users, below nobody (65534). */
export const DEFAULT_UID_BASE = 60000;

/**
 * Room for a run's files in its private work area (a tmpfs at /box), MB, unless configured
 * (JUDGE_BOX_DISK_MB): twice the smallest output limit, under the default memory limit (256 MB),
 * since the area's pages count against the run's memory.
 */
export const DEFAULT_BOX_DISK_MB = 128;

/**
 * Cores per box (JUDGE_BOX_CPUS): a box gets this many cores' worth of CPU time per second, and this
 * many cores where the host has cpuset, however many threads it starts. One by default: a run's
 * CPU time counts all its threads, so a second core would only buy a threaded program wall time,
 * taken from its neighbours; with one slot per core, the slots then never compete.
 */
export const DEFAULT_BOX_CPUS = 1;

/** Cores per box from the environment (JUDGE_BOX_CPUS, a positive integer), else the default. */
export function boxCpusFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.JUDGE_BOX_CPUS;
  if (text === undefined || text === '') return DEFAULT_BOX_CPUS;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1024) throw new Error(`JUDGE_BOX_CPUS must be a whole number of cores from 1 to 1024, not "${text}".`);
  return value;
}

/** The first box uid from the environment (JUDGE_BOX_UID_BASE), else the default; the runner and the CLI both read it. */
export function boxUidBaseFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.JUDGE_BOX_UID_BASE;
  if (text === undefined || text === '') return DEFAULT_UID_BASE;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1000) throw new Error(`JUDGE_BOX_UID_BASE must be a uid of 1000 or more, not "${text}".`);
  return value;
}

/** The work-area cap from the environment (JUDGE_BOX_DISK_MB, a positive number of MB), else the default. */
export function boxDiskMbFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.JUDGE_BOX_DISK_MB;
  if (text === undefined || text === '') return DEFAULT_BOX_DISK_MB;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`JUDGE_BOX_DISK_MB must be a positive number of MB, not "${text}".`);
  return value;
}

interface CompileOutcome {
  ok: boolean;
  output: string;
}

/**
 * The C compiler as an absolute path, looked up once on the absolute directories of PATH: a build
 * never runs whatever `cc` a later PATH (or a relative entry such as `.`) would find.
 */
async function findCompiler(): Promise<string> {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (!path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, 'cc');
    if (await access(candidate, constants.X_OK).then(() => true, () => false)) return candidate;
  }
  throw new Error('The sandbox launcher cannot be built because no C compiler (cc) is installed.');
}

let compiler: Promise<string> | null = null;

function cc(compilerPath: string, args: string[]): Promise<CompileOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(compilerPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (output = (output + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const CFLAGS = ['-O2', '-Wall', '-Wextra', '-Werror'];

/**
 * What the binary is built from: the compiler (its real file, so that switching compilers rebuilds),
 * the flags, and every source's name and contents. File dates say nothing (a checkout, a copy or an
 * archive sets them at will), so the build is redone whenever this hash differs from the one stored
 * beside the binary.
 */
async function sourceHash(compilerPath: string, sources: string[]): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`${await realpath(compilerPath)}\0${CFLAGS.join(' ')}\0`);
  for (const file of sources) {
    const text = await readFile(file);
    hash.update(`${path.basename(file)}\0${text.length}\0`).update(text);
  }
  return hash.digest('hex');
}

/**
 * Builds the launcher of `sourceDir` into `buildDir` unless the binary there was built from exactly
 * these sources (its hash, in `hoj-box.sha256` beside it). Returns the binary's path.
 */
export async function buildLauncher(sourceDir: string, buildDir: string): Promise<string> {
  compiler ??= findCompiler().catch((error: unknown) => {
    compiler = null;
    throw error;
  });
  const compilerPath = await compiler;
  const sources = (await readdir(sourceDir))
    .filter((name) => /\.[ch]$/.test(name))
    .sort()
    .map((name) => path.join(sourceDir, name));
  const binary = path.join(buildDir, BINARY_NAME);
  const hashFile = `${binary}.sha256`;
  const wanted = await sourceHash(compilerPath, sources);
  const built = await stat(binary).catch(() => null);
  if (built && (await readFile(hashFile, 'utf8').catch(() => '')).trim() === wanted) return binary;

  await mkdir(buildDir, { recursive: true });
  // built beside and renamed into place: a concurrent runner never executes half a binary
  const temporary = path.join(buildDir, `.${BINARY_NAME}-${process.pid}-${Date.now()}`);
  const args = [...CFLAGS, '-o', temporary, ...sources.filter((file) => file.endsWith('.c'))];
  try {
    // static when this host has a static libc: faster to start, nothing to resolve at exec
    const outcome = (await cc(compilerPath, ['-static', ...args])).ok ? { ok: true, output: '' } : await cc(compilerPath, args);
    if (!outcome.ok) throw new Error(`The sandbox launcher does not compile: ${outcome.output.trim()}`);
    await rename(temporary, binary);
    // the hash last: a build cut short leaves a stale hash, and the next start builds again
    await writeFile(`${temporary}.sha256`, `${wanted}\n`);
    await rename(`${temporary}.sha256`, hashFile);
  } finally {
    await rm(temporary, { force: true });
    await rm(`${temporary}.sha256`, { force: true });
  }
  return binary;
}

let building: Promise<string> | null = null;

/** The launcher binary, compiled with `cc` when it is missing or was built from other sources. */
export function ensureLauncher(): Promise<string> {
  building ??= buildLauncher(LAUNCHER_SOURCE_DIR, BUILD_DIR).catch((error: unknown) => {
    building = null;
    throw error;
  });
  return building;
}

/** CAP_SYS_ADMIN (bit 21 of CapEff) is what creating namespaces and mounts takes. */
function hasSysAdmin(status: string): boolean {
  const hex = /^CapEff:\s*([0-9a-f]+)$/m.exec(status)?.[1];
  return hex !== undefined && (BigInt(`0x${hex}`) & (1n << 21n)) !== 0n;
}

/** Can this host run boxes? When not, why, in one sentence. */
export async function probeSandbox(): Promise<ProbeResult> {
  if (process.getuid?.() !== 0) return { ok: false, reason: 'The judge must run as root to create namespaces and cgroups.' };
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  if (!hasSysAdmin(status)) return { ok: false, reason: 'The judge runs as root but without CAP_SYS_ADMIN (an unprivileged container?), so it cannot create namespaces.' };
  const mounts = await readFile('/proc/self/mounts', 'utf8').catch(() => '');
  const controllers = hasV2Root(mounts) ? await readFile(path.join(V2_ROOT, 'cgroup.controllers'), 'utf8').catch(() => null) : null;
  return detectCgroup(mounts, controllers);
}

/** How many entries of a work dir are handed to the box uid: a fresh dir has a few. */
const CHOWN_ENTRIES = 1000;

/**
 * The box uid must own its work dir (and what the runner put there) to write into it. Only the
 * top level, and never through a symlink: a previous box may have left anything in there.
 */
function handOver(workDir: string, uid: number): void {
  lchownSync(workDir, uid, uid);
  const entries = readdirSync(workDir, { withFileTypes: true });
  for (const entry of entries.slice(0, CHOWN_ENTRIES)) {
    if (!entry.isSymbolicLink()) lchownSync(path.join(workDir, entry.name), uid, uid);
  }
}

interface Slot {
  uid: number;
  launcher: LauncherProcess;
  busy: boolean;
}

export interface LocalSandbox extends Sandbox {
  /** Ends the launcher processes and removes what a killed launcher may have left (cgroups). */
  close(): Promise<void>;
}

class LauncherSandbox implements LocalSandbox {
  private readonly slots: Slot[];
  private readonly waiting: { count: number; take: (slots: Slot[]) => void }[] = [];

  constructor(
    private readonly binary: string,
    private readonly cgroup: 'v1' | 'v2',
    uidBase: number,
    slotCount: number,
    private readonly diskKb: number,
    private readonly cpus: number,
  ) {
    this.slots = Array.from({ length: slotCount }, (_, i) => ({ uid: uidBase + i, launcher: new LauncherProcess(binary, cgroup), busy: false }));
  }

  async run(spec: BoxSpec): Promise<BoxResult> {
    const [slot] = await this.acquire(1);
    try {
      return (await this.send([spec], [slot!]))[0]!;
    } finally {
      this.release([slot!]);
    }
  }

  async runInteractive(solution: Omit<BoxSpec, 'stdinFile' | 'stdoutFile'>, interactor: Omit<BoxSpec, 'stdinFile' | 'stdoutFile'>): Promise<{ solution: BoxResult; interactor: BoxResult }> {
    const slots = await this.acquire(2);
    try {
      const [solutionResult, interactorResult] = await this.send([solution, interactor], slots);
      return { solution: solutionResult!, interactor: interactorResult! };
    } finally {
      this.release(slots);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.launcher.close()));
    const args = ['--cgroup', this.cgroup, '--cleanup', ...this.slots.map((slot) => String(slot.uid))];
    await new Promise<void>((resolve, reject) => execFile(this.binary, args, (error) => (error ? reject(error) : resolve())));
  }

  /** One run of one box or an interactive pair, on the first slot's launcher. */
  private async send(specs: Omit<BoxSpec, 'stdinFile' | 'stdoutFile'>[], slots: Slot[]): Promise<BoxResult[]> {
    const failed = (message: string) => specs.map(() => errorResult(message));
    const args: string[] = [];
    try {
      specs.forEach((spec, i) => {
        handOver(spec.workDir, slots[i]!.uid);
        if (i > 0) args.push('--box');
        args.push(...boxArgs({ ...spec, limits: { ...spec.limits, diskKb: spec.limits.diskKb ?? this.diskKb } }, slots[i]!.uid), '--cpus', String(this.cpus));
      });
    } catch (error) {
      return failed(`cannot prepare the work dir: ${(error as Error).message}`);
    }
    const problem = unsendable(args);
    if (problem) return failed(problem);
    try {
      return (await slots[0]!.launcher.request(args, specs.length)).map(parseResultLine);
    } catch (error) {
      return failed((error as Error).message);
    }
  }

  private acquire(count: number): Promise<Slot[]> {
    return new Promise((take) => {
      this.waiting.push({ count, take });
      this.grant();
    });
  }

  private release(slots: Slot[]): void {
    for (const slot of slots) slot.busy = false;
    this.grant();
  }

  /** First come, first served: a pair waiting for two slots is not overtaken by single runs. */
  private grant(): void {
    while (this.waiting.length > 0) {
      const free = this.slots.filter((slot) => !slot.busy);
      const next = this.waiting[0]!;
      if (free.length < next.count) return;
      this.waiting.shift();
      const taken = free.slice(0, next.count);
      for (const slot of taken) slot.busy = true;
      next.take(taken);
    }
  }
}

/**
 * The launcher's own word on this host (`--check`): what the probe cannot see from here, such as
 * swap that the memory cgroup cannot limit. Throws the reason in one sentence.
 */
function checkHost(binary: string, cgroup: 'v1' | 'v2'): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(binary, ['--cgroup', cgroup, '--check'], (error, stdout) => {
      if (!error) return resolve();
      const reason = stdout.trim() ? parseResultLine(stdout.trim().split('\n')[0]!).error : error.message;
      reject(new Error(`The sandbox cannot run boxes on this host: ${reason}.`));
    });
  });
}

/**
 * A sandbox for this host, or an error saying in one sentence why the host cannot sandbox.
 * `slots` boxes run at once (default: one per CPU; at least two, for an interactive pair), with
 * uids uidBase … uidBase + slots - 1. Each box's files live in a private work area of `diskMb`
 * (default DEFAULT_BOX_DISK_MB) unless its limits say otherwise, and it gets `cpus` cores
 * (default DEFAULT_BOX_CPUS).
 */
export async function createSandbox(options: { uidBase?: number; slots?: number; diskMb?: number; cpus?: number } = {}): Promise<LocalSandbox> {
  const probe = await probeSandbox();
  if (!probe.ok) throw new Error(probe.reason);
  const binary = await ensureLauncher();
  await checkHost(binary, probe.cgroup);
  const uidBase = options.uidBase ?? DEFAULT_UID_BASE;
  const slots = Math.max(2, Math.floor(options.slots ?? os.availableParallelism()));
  if (!Number.isInteger(uidBase) || uidBase < 1000 || uidBase + slots > 65534) throw new Error(`The box uids ${uidBase}…${uidBase + slots - 1} are out of range.`);
  const diskMb = options.diskMb ?? DEFAULT_BOX_DISK_MB;
  if (!(diskMb > 0)) throw new Error(`The work-area cap of ${diskMb} MB is not positive.`);
  const cpus = options.cpus ?? DEFAULT_BOX_CPUS;
  if (!Number.isInteger(cpus) || cpus < 1) throw new Error(`${cpus} cores per box is not a positive whole number.`);
  return new LauncherSandbox(binary, probe.cgroup, uidBase, slots, Math.ceil(diskMb * 1024), cpus);
}
