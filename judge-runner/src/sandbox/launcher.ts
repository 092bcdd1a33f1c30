/**
 * The runner's side of the sandbox: builds the launcher (judge-runner/sandbox/, C) when needed,
 * checks that the host can sandbox at all, and runs boxes through one launcher process per slot.
 * Each slot owns a uid (uidBase + slot): concurrent boxes never share a uid or a cgroup.
 */
import { execFile, spawn } from 'node:child_process';
import { lchownSync, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectCgroup, hasV2Root, V2_ROOT, type ProbeResult } from './cgroup-probe';
import { LauncherProcess } from './launcher-process';
import { boxArgs, errorResult, parseResultLine, unsendable } from './protocol';
import type { BoxResult, BoxSpec, Sandbox } from './types';

export type { ProbeResult } from './cgroup-probe';

const SOURCE_DIR = fileURLToPath(new URL('../../sandbox/', import.meta.url));
const BUILD_DIR = path.join(SOURCE_DIR, 'build');
export const LAUNCHER_PATH = path.join(BUILD_DIR, 'hoj-box');

/** The default first box uid: far from login users, below nobody (65534). */
export const DEFAULT_UID_BASE = 60000;

/**
 * Room for a run's files in its private work area (a tmpfs at /box), MB, unless configured
 * (JUDGE_BOX_DISK_MB): twice the smallest output limit, under the default memory limit (256 MB),
 * since the area's pages count against the run's memory.
 */
export const DEFAULT_BOX_DISK_MB = 128;

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

function cc(args: string[]): Promise<CompileOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn('cc', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (output = (output + chunk).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error('The sandbox launcher cannot be built because no C compiler (cc) is installed.') : error),
    );
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function buildLauncher(): Promise<string> {
  const sources = (await readdir(SOURCE_DIR)).filter((name) => /\.[ch]$/.test(name)).map((name) => path.join(SOURCE_DIR, name));
  const newestSource = Math.max(...(await Promise.all(sources.map(async (file) => (await stat(file)).mtimeMs))));
  const built = await stat(LAUNCHER_PATH).catch(() => null);
  if (built && built.mtimeMs >= newestSource) return LAUNCHER_PATH;

  await mkdir(BUILD_DIR, { recursive: true });
  // built beside and renamed into place: a concurrent runner never executes half a binary
  const temporary = path.join(BUILD_DIR, `.hoj-box-${process.pid}-${Date.now()}`);
  const args = ['-O2', '-Wall', '-Wextra', '-Werror', '-o', temporary, ...sources.filter((file) => file.endsWith('.c'))];
  try {
    // static when this host has a static libc: faster to start, nothing to resolve at exec
    const outcome = (await cc(['-static', ...args])).ok ? { ok: true, output: '' } : await cc(args);
    if (!outcome.ok) throw new Error(`The sandbox launcher does not compile: ${outcome.output.trim()}`);
    await rename(temporary, LAUNCHER_PATH);
  } finally {
    await rm(temporary, { force: true });
  }
  return LAUNCHER_PATH;
}

let building: Promise<string> | null = null;

/** The launcher binary, compiled with `cc` when it is missing or older than its sources. */
export function ensureLauncher(): Promise<string> {
  building ??= buildLauncher().catch((error: unknown) => {
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
        args.push(...boxArgs({ ...spec, limits: { ...spec.limits, diskKb: spec.limits.diskKb ?? this.diskKb } }, slots[i]!.uid));
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
 * A sandbox for this host, or an error saying in one sentence why the host cannot sandbox.
 * `slots` boxes run at once (default: one per CPU; at least two, for an interactive pair), with
 * uids uidBase … uidBase + slots - 1. Each box's files live in a private work area of `diskMb`
 * (default DEFAULT_BOX_DISK_MB) unless its limits say otherwise.
 */
export async function createSandbox(options: { uidBase?: number; slots?: number; diskMb?: number } = {}): Promise<LocalSandbox> {
  const probe = await probeSandbox();
  if (!probe.ok) throw new Error(probe.reason);
  const binary = await ensureLauncher();
  const uidBase = options.uidBase ?? DEFAULT_UID_BASE;
  const slots = Math.max(2, Math.floor(options.slots ?? os.availableParallelism()));
  if (!Number.isInteger(uidBase) || uidBase < 1000 || uidBase + slots > 65534) throw new Error(`The box uids ${uidBase}…${uidBase + slots - 1} are out of range.`);
  const diskMb = options.diskMb ?? DEFAULT_BOX_DISK_MB;
  if (!(diskMb > 0)) throw new Error(`The work-area cap of ${diskMb} MB is not positive.`);
  return new LauncherSandbox(binary, probe.cgroup, uidBase, slots, Math.ceil(diskMb * 1024));
}
