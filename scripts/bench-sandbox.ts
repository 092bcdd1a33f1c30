/**
 * What the sandbox costs a short run: a trivial C program (compiled once) run 1,000 times through
 * the launcher (createSandbox().run) and 1,000 times as a bare child_process.spawn. The two kinds
 * alternate, so that whatever else the machine does weighs on both alike. Prints the median
 * milliseconds per run of each, what a 1 MB stdin file adds (a second round alternating runs with
 * and without one: the launcher hands stdin over as a sealed memfd copy, so that the program never
 * sees the host file), what two parts of every box add, measured apart with the launcher's own code
 * (scripts/bench-sandbox-costs.c): the fresh network namespace of each run and the seccomp allow list
 * (installing it, and a call through it); and, last,
 * `sandbox overhead ratio: X` (launcher ÷ bare, without stdin, as the bare spawn has none).
 *
 *   npx tsx scripts/bench-sandbox.ts [runs]      (root, cgroups: like the judge itself)
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The part of judge-runner/src/sandbox/launcher.ts used here (that project is built on its own). */
interface BenchSandbox {
  run(spec: {
    workDir: string;
    argv: string[];
    env: Record<string, string>;
    stdinFile?: string;
    stdoutFile: string;
    stderrFile: string;
    limits: Record<'cpuMs' | 'wallMs' | 'memoryKb' | 'stackKb' | 'processes' | 'fileSizeKb' | 'stdoutBytes' | 'stderrBytes', number>;
  }): Promise<{ verdict: string; error?: string }>;
  close(): Promise<void>;
}
interface SandboxModule {
  createSandbox(options?: { slots?: number }): Promise<BenchSandbox>;
}

const RUNS = Number(process.argv[2] ?? 1000);
const STDIN_BYTES = 1 << 20;
const WARM_UP = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function bare(binary: string, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [], { cwd, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the bare program exited with ${code}`))));
  });
}

async function timed(action: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

/** "name with without" lines of bench-sandbox-costs (nanoseconds) */
async function partCosts(dir: string, runs: number): Promise<Map<string, [number, number]>> {
  const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const binary = path.join(dir, 'costs');
  await promisify(execFile)('cc', ['-O2', '-I', here('../judge-runner/sandbox'), '-o', binary, here('./bench-sandbox-costs.c'), here('../judge-runner/sandbox/seccomp.c')]);
  const { stdout } = await promisify(execFile)(binary, [String(runs)]);
  return new Map(stdout.trim().split('\n').map((line) => {
    const [name, withNs, withoutNs] = line.split(' ');
    return [name!, [Number(withNs), Number(withoutNs)]];
  }));
}

const ms = (ns: number) => (ns / 1e6).toFixed(3);
const us = (ns: number) => (ns / 1e3).toFixed(2);

const launcherModule = new URL('../judge-runner/src/sandbox/launcher.ts', import.meta.url).href;
const { createSandbox } = (await import(launcherModule)) as SandboxModule;

const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-sandbox-'));
const workDir = path.join(dir, 'box');
try {
  await mkdir(workDir);
  await writeFile(path.join(dir, 'trivial.c'), 'int main(){return 0;}\n');
  await writeFile(path.join(dir, 'input'), Buffer.alloc(STDIN_BYTES, '7 '));
  await promisify(execFile)('cc', ['-O2', '-o', path.join(workDir, 'trivial'), path.join(dir, 'trivial.c')]);

  const sandbox = await createSandbox({ slots: 2 });
  const spec = {
    workDir,
    argv: ['./trivial'],
    env: { PATH: '/usr/bin:/bin' },
    stdoutFile: path.join(dir, 'stdout'),
    stderrFile: path.join(dir, 'stderr'),
    limits: { cpuMs: 1000, wallMs: 3000, memoryKb: 65536, stackKb: 8192, processes: 16, fileSizeKb: 1024, stdoutBytes: 1 << 20, stderrBytes: 1 << 16 },
  };
  const boxed = async (stdinFile?: string) => {
    const result = await sandbox.run(stdinFile ? { ...spec, stdinFile } : spec);
    if (result.verdict !== 'ok') throw new Error(`a sandboxed run ended with ${result.verdict}: ${result.error ?? ''}`);
  };
  try {
    for (let i = 0; i < WARM_UP; i++) {
      await boxed();
      await bare(path.join(workDir, 'trivial'), workDir);
    }
    const launcherMs: number[] = [];
    const bareMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      launcherMs.push(await timed(() => boxed()));
      bareMs.push(await timed(() => bare(path.join(workDir, 'trivial'), workDir)));
    }
    // then the stdin copy on its own, against runs without one at the same time
    const plainMs: number[] = [];
    const stdinMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      plainMs.push(await timed(() => boxed()));
      stdinMs.push(await timed(() => boxed(path.join(dir, 'input'))));
    }
    const launcherMedian = median(launcherMs);
    const stdinMedian = median(stdinMs);
    const bareMedian = median(bareMs);
    console.log(`${RUNS} runs each, alternating, on ${os.availableParallelism()} CPU(s), load average ${os.loadavg()[0]!.toFixed(2)}`);
    console.log(`launcher median: ${launcherMedian.toFixed(3)} ms per run`);
    console.log(`launcher median with a ${STDIN_BYTES >> 20} MB stdin file: ${stdinMedian.toFixed(3)} ms per run (its memfd copy: ${(stdinMedian - median(plainMs)).toFixed(3)} ms)`);
    console.log(`bare spawn median: ${bareMedian.toFixed(3)} ms per run`);
    const parts = await partCosts(dir, RUNS);
    const [netWith, netWithout] = parts.get('netns')!;
    console.log(`fresh network namespace: +${ms(netWith - netWithout)} ms per run (a clone with the box's namespaces: ${ms(netWith)} ms with CLONE_NEWNET, ${ms(netWithout)} ms without; medians; a served launcher makes it after answering the previous run)`);
    const [filterWith, filterWithout] = parts.get('filter')!;
    const [cachedWith, cachedWithout] = parts.get('cached-call')!;
    const [checkedWith, checkedWithout] = parts.get('checked-call')!;
    console.log(
      `seccomp allow list: +${ms(filterWith - filterWithout)} ms per run to install (a fork that installs it: ${ms(filterWith)} ms, without: ${ms(filterWithout)} ms), ` +
        `+${us(cachedWith - cachedWithout)} µs per allowed call (getppid ${us(cachedWith)} µs, without ${us(cachedWithout)} µs), ` +
        `+${us(checkedWith - checkedWithout)} µs per call whose argument it reads (fcntl ${us(checkedWith)} µs, without ${us(checkedWithout)} µs)`,
    );
    console.log(`sandbox overhead ratio: ${(launcherMedian / bareMedian).toFixed(2)}`);
  } finally {
    await sandbox.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
