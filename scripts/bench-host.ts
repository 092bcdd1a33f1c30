/**
 * Hosting the Worker for benchmarks without `wrangler dev`'s dev tooling in front of it.
 *
 * `wrangler dev` runs two workerd processes: one with its proxy worker (which holds requests while a
 * rebuild is in flight and relays the inspector) and one with the user worker, whose V8 inspector is
 * open to wrangler for source-mapped console output. Every request crosses both processes. The lean
 * host keeps the parts production has: the bundle `wrangler deploy` would upload, with the bindings
 * wrangler itself derives from wrangler.toml `[env.local]` (D1, KV, R2, the queue producer and
 * consumer, the LocalPullQueue object, assets, vars and .dev.vars secrets), on the same persisted
 * state directory, served by one Miniflare instance: one workerd, no proxy, no inspector, no
 * request log. See docs/decisions/0014-api-bench-hosting-and-list-caches.md.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { bundleWorker } from './build-cache';
import { workerMiniflareOptions } from './worker-host';

export interface LeanWorker {
  url: string;
  /** the workerd process serving it */
  pids: number[];
  stop: () => Promise<void>;
}

/** Serves a fresh bundle of the Worker with Miniflare on `port`, persisting to `persistTo` exactly where `wrangler dev --persist-to` does. */
export async function startLeanWorker(persistTo: string, port: number, options: { inspectorPort?: number } = {}): Promise<LeanWorker> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'hoj-bundle-'));
  try {
    await bundleWorker(outDir);
    // only for a profile (bench:judge --profile with BENCH_WORKER_PROFILE): the V8 inspector of the Worker's isolate
    const mf = new Miniflare(workerMiniflareOptions({ bundleDir: outDir, persistTo, port, inspectorPort: options.inspectorPort }));
    const url = (await mf.ready).origin;
    return {
      url,
      pids: childPids('workerd'),
      stop: async () => {
        await mf.dispose();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * CPU seconds (user + system) used so far by `pids` and all their descendants, from /proc (Linux),
 * including descendants that already ended and were waited for (their parent's cutime and cstime).
 */
export function treeCpuSeconds(pids: number[]): number {
  const ticks = 100; // USER_HZ on Linux
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // fields after the parenthesised command name: state ppid … utime(14) stime(15)
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticks });
    } catch {
      // the process ended while we looked
    }
  }
  const wanted = new Set(pids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of stats) {
      if (wanted.has(pid) || !wanted.has(s.ppid)) continue;
      wanted.add(pid);
      grew = true;
    }
  }
  let total = 0;
  for (const pid of wanted) total += stats.get(pid)?.cpu ?? 0;
  return total;
}

/** treeCpuSeconds split by command name (comm), the ended descendants counted with their parent. */
export function treeCpuByName(pids: number[]): Map<string, number> {
  const stats = new Map<number, { ppid: number; cpu: number; name: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      stats.set(Number(entry), { ppid: Number(fields[1]), name, cpu: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100 });
    } catch {
      // gone
    }
  }
  const wanted = new Set(pids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of stats) {
      if (wanted.has(pid) || !wanted.has(s.ppid)) continue;
      wanted.add(pid);
      grew = true;
    }
  }
  const byName = new Map<string, number>();
  for (const pid of wanted) {
    const s = stats.get(pid);
    if (s) byName.set(s.name, (byName.get(s.name) ?? 0) + s.cpu);
  }
  return byName;
}

/** Child processes of this one running `comm` (Miniflare's workerd). */
export function childPids(comm: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      const ppid = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && name === comm) found.push(Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}
