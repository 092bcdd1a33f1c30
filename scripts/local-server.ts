/**
 * The local server of `npm start` and the browser tests: the Worker on Miniflare (scripts/worker-host.ts)
 * in a process of its own (scripts/local-server-host.ts), supervised from here. No `wrangler dev`: its
 * proxy worker ended the whole dev server on an abandoned request (decision 32); see
 * docs/decisions/0042-local-stack-serving.md.
 *
 * Two layers bring the server back when it dies. Miniflare starts a crashed workerd again itself, on the
 * same port and state (the host reports each time). If the host process itself ends without being
 * asked, it is started again after a pause that doubles from 1 s to 30 s while it keeps dying and
 * starts over at 1 s once it has run for 5 minutes; there is no limit on how often.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { OFFLINE_ENV, ROOT } from './local-env';
import type { Reaper } from './reaper';
import type { HostOptions } from './worker-host';

export type HostRequest = { id: number } & ({ op: 'query' | 'exec' | 'sql'; sql: string } | { op: 'kv-put'; key: string; value: string } | { op: 'r2-keys'; prefix: string } | { op: 'reload'; bundleDir: string } | { op: 'r2-put'; key: string; base64: string; contentType: string; cacheControl?: string });
export type HostMessage = { type: 'ready'; url: string } | { type: 'failed'; message: string } | { type: 'runtime-restarted' } | { type: 'reply'; id: number; result?: unknown; error?: string };
type HostOp = HostRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The first words of the line printed when the supervisor starts the server again (scripts/soak-local.ts counts them). */
export const RESTART_NOTICE = 'The local server stopped unexpectedly';

/**
 * The pause before starting a dead server again: 1 s, doubling up to 30 s while starts keep failing,
 * back to 1 s once a start has stayed up for `quietMs`. Never gives up.
 */
export class RestartBackoff {
  private failures = 0;
  private startedAt = 0;

  constructor(
    private readonly firstMs = 1000,
    private readonly maxMs = 30_000,
    private readonly quietMs = 5 * 60_000,
  ) {}

  /** the server was started at `now` */
  started(now: number): void {
    this.startedAt = now;
  }

  /** the server died at `now`: how long to wait before starting it again */
  delayAfterDeath(now: number): number {
    if (now - this.startedAt >= this.quietMs) this.failures = 0;
    const delay = Math.min(this.maxMs, this.firstMs * 2 ** this.failures);
    this.failures += 1;
    return delay;
  }
}

export interface LocalServer {
  url: string;
  /** how often the supervisor started the host process again */
  readonly restarts: number;
  /** how often Miniflare started a crashed workerd again */
  readonly runtimeRestarts: number;
  /** the rows of one SQL statement */
  query: <T = Record<string, unknown>>(sql: string) => Promise<T[]>;
  /** runs SQL text of a statement a line (D1's exec) in one transaction */
  exec: (text: string) => Promise<void>;
  /** runs SQL text split as `wrangler d1 execute --file` splits it, in one transaction */
  sql: (text: string) => Promise<void>;
  kvPut: (key: string, value: string) => Promise<void>;
  r2Put: (key: string, body: Uint8Array, contentType: string, cacheControl?: string) => Promise<void>;
  /** the keys in the R2 bucket under `prefix` */
  r2Keys: (prefix: string) => Promise<string[]>;
  /** serves another bundle of the Worker from now on (and after any restart) */
  reload: (bundleDir: string) => Promise<void>;
  stop: () => Promise<void>;
}

export interface LocalServerOptions extends Omit<HostOptions, 'onRuntimeRestart'> {
  /** `inherit`: the Worker's console and Miniflare's warnings go to this console; `quiet`: kept, and shown when the server dies */
  log: 'inherit' | 'quiet';
  /** start the server again when it dies (npm start, the browser tests); benchmarks do not, so a crash shows in their numbers */
  supervise: boolean;
  reaper?: Reaper;
}

const HOST_SCRIPT = path.join(ROOT, 'scripts', 'local-server-host.ts');

/** Why a server did not start, in one sentence where Miniflare gave one (a port in use). */
export class ServerStartError extends Error {}

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const { log, supervise, reaper, ...hostOptions } = options;
  let output = '';
  let stopping = false;
  let restarts = 0;
  let runtimeRestarts = 0;
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const backoff = new RestartBackoff();
  let host: ChildProcess;
  let url = '';

  const launch = (): Promise<string> => {
    const child = spawn(process.execPath, ['--import', 'tsx', HOST_SCRIPT, JSON.stringify(hostOptions)], {
      cwd: ROOT,
      env: OFFLINE_ENV,
      // its own process group, which its workerd joins: one signal ends both
      detached: true,
      stdio: log === 'inherit' ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    host = child;
    backoff.started(Date.now());
    if (child.pid !== undefined) reaper?.watch(child.pid);
    const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return new Promise<string>((resolve, reject) => {
      child.on('message', (message: HostMessage) => {
        if (message.type === 'ready') resolve(message.url);
        else if (message.type === 'failed') reject(new ServerStartError(message.message));
        else if (message.type === 'runtime-restarted') runtimeRestarts += 1;
        else if (message.type === 'reply') {
          const call = pending.get(message.id);
          pending.delete(message.id);
          if (message.error !== undefined) call?.reject(new Error(message.error));
          else call?.resolve(message.result);
        }
      });
      child.once('exit', (code, signal) => {
        if (child.pid !== undefined) {
          // workerd may outlive its host and hold the port: end the whole group.
          signalGroup(child.pid, 'SIGKILL');
          reaper?.unwatch(child.pid);
        }
        for (const call of pending.values()) call.reject(new Error('the local server stopped'));
        pending.clear();
        reject(new ServerStartError(`the local server exited (${code ?? signal}) before it was ready${log === 'quiet' ? `:\n${output.slice(-4000)}` : ''}`));
        if (stopping || child !== host || !supervise || url === '') return;
        restarts += 1;
        const delay = backoff.delayAfterDeath(Date.now());
        process.stderr.write(`${RESTART_NOTICE} (${code ?? signal}); starting it again in ${delay / 1000} s (restart ${restarts})${log === 'quiet' ? `:\n${output.slice(-4000)}` : '.'}\n`);
        setTimeout(() => {
          if (stopping) return;
          launch().catch(() => undefined); // a start that fails ends in 'exit' again, which schedules the next one
        }, delay).unref();
      });
    });
  };

  try {
    url = await launch();
  } catch (error) {
    await stopHost();
    throw error;
  }

  async function stopHost(): Promise<void> {
    stopping = true;
    await stopGroup(host);
  }

  const call = (op: HostOp) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      host.send({ ...op, id }, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });

  return {
    url,
    get restarts() {
      return restarts;
    },
    get runtimeRestarts() {
      return runtimeRestarts;
    },
    query: async <T>(sql: string) => (await call({ op: 'query', sql })) as T[],
    exec: async (text) => void (await call({ op: 'exec', sql: text })),
    sql: async (text) => void (await call({ op: 'sql', sql: text })),
    kvPut: async (key, value) => void (await call({ op: 'kv-put', key, value })),
    r2Put: async (key, body, contentType, cacheControl) => void (await call({ op: 'r2-put', key, base64: Buffer.from(body).toString('base64'), contentType, cacheControl })),
    r2Keys: async (prefix) => (await call({ op: 'r2-keys', prefix })) as string[],
    reload: async (bundleDir) => {
      hostOptions.bundleDir = bundleDir;
      await call({ op: 'reload', bundleDir });
    },
    stop: stopHost,
  };
}

/** Ends a child started with detached: true and everything in its process group, waiting for the child to go. */
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

export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
