/**
 * The load side of the benchmarks that drive the local stack over HTTP (bench:scoreboard,
 * bench:training): simulated clients on their own keep-alive connections, the measured phase with
 * the server's CPU read from /proc, and the one-line summary of a phase.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { treeCpuSeconds } from './bench-host';
import { applyMigrations } from './stack';

/** The emulated D1's SQLite file under a state directory (written directly while no server runs). */
export function d1File(stateDir: string): string {
  const dir = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database file under ${dir}`);
  return path.join(dir, file);
}

/**
 * A state directory filled with a benchmark's data once and reused by later runs of the same sizes
 * (`wanted`, kept in `<name>.json` beside it; new migrations are applied to it first). A non-empty
 * directory this benchmark did not fill is refused.
 */
export function prepareFilledState(stateDir: string, name: string, wanted: Record<string, number>, fill: (d1File: string) => void): void {
  const marker = path.join(stateDir, `${name}.json`);
  if (existsSync(marker) && JSON.stringify(JSON.parse(readFileSync(marker, 'utf8'))) === JSON.stringify(wanted)) {
    console.log(`reusing the filled state in ${stateDir}`);
    applyMigrations(stateDir);
    return;
  }
  if (existsSync(stateDir) && readdirSync(stateDir).length > 0) throw new Error(`${stateDir} is not empty and holds no bench data of these sizes; point BENCH_STATE_DIR at a new directory`);
  mkdirSync(stateDir, { recursive: true });
  applyMigrations(stateDir);
  fill(d1File(stateDir));
  writeFileSync(marker, JSON.stringify(wanted));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface Answer {
  status: number;
  /** the start of the body (the whole of a short one) */
  body: string;
  bytes: number;
}

/** One simulated client: its own keep-alive connection, as a browser holds one. */
export function connect(url: string, whole = false): { send: (method: string, p: string, headers: Record<string, string>, body?: string) => Promise<Answer>; close: () => void } {
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, p: string, headers: Record<string, string>, body?: string, retried = false): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ agent, hostname, port, path: p, method, headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
        // The load generator shares the machine's cores with the server: it keeps the start of the
        // answer (enough to check the envelope's status) and only counts the rest.
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          if (whole || bytes === 0) chunks.push(c);
          bytes += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), bytes }));
        res.on('error', reject);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(send(method, p, headers, body, true));
        else reject(error);
      });
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export interface Phase {
  samples: number[];
  seconds: number;
  serverCpu: number;
  clientCpu: number;
  requests: number;
}

export type Call = (client: ReturnType<typeof connect>, n: number) => Promise<Answer>;

export async function drive(url: string, pids: number[], clients: number, seconds: number, warmupSeconds: number, call: Call, expected: number): Promise<Phase> {
  const connections = Array.from({ length: clients }, () => connect(url));
  const samples: number[] = [];
  let errors = 0;
  let firstError = '';
  const warmupEnd = Date.now() + warmupSeconds * 1000;
  const end = warmupEnd + seconds * 1000;
  const measured: { client?: NodeJS.CpuUsage; server?: number } = {};
  const startMeasuring = setTimeout(() => Object.assign(measured, { client: process.cpuUsage(), server: treeCpuSeconds(pids) }), warmupSeconds * 1000);
  const one = async (n: number) => {
    while (Date.now() < end) {
      const started = performance.now();
      const res = await call(connections[n]!, n);
      const elapsed = performance.now() - started;
      if (res.status !== expected || !res.body.startsWith(`{"status":${expected}`)) {
        errors++;
        firstError ||= `HTTP ${res.status} ${res.body.slice(0, 300)}`;
      } else if (Date.now() > warmupEnd) samples.push(elapsed);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => one(n)));
  clearTimeout(startMeasuring);
  const serverNow = treeCpuSeconds(pids);
  const clientNow = process.cpuUsage(measured.client);
  for (const c of connections) c.close();
  if (errors > 0) throw new Error(`${errors} requests failed, the first: ${firstError}`);
  return { samples, seconds, serverCpu: measured.server === undefined ? Number.NaN : serverNow - measured.server, clientCpu: (clientNow.user + clientNow.system) / 1e6, requests: samples.length };
}

export function describePhase(title: string, phase: Phase): { msPerReq: number; p95: number } {
  const sorted = [...phase.samples].sort((a, b) => a - b);
  const msPerReq = (phase.serverCpu / phase.requests) * 1000;
  const p95 = percentile(sorted, 95);
  console.log(
    `${title}: ${(phase.requests / phase.seconds).toFixed(0)} req/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms; server CPU ${msPerReq.toFixed(3)} ms/req (${((phase.serverCpu / phase.seconds) * 100).toFixed(0)}% of a core), load generator ${((phase.clientCpu / phase.requests) * 1000).toFixed(3)} ms/req`,
  );
  return { msPerReq, p95 };
}
