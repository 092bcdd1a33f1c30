/**
 * The Worker on one Miniflare instance, the way `npm start` and the benchmarks host it: the bundle
 * `wrangler deploy` would upload (for `[env.local]`), with the Miniflare options wrangler itself
 * derives from wrangler.toml (kept beside the bundle by scripts/worker-config.ts), persisted where
 * `wrangler dev --persist-to` keeps them. No proxy worker, no inspector, no request log unless asked
 * (docs/decisions/0014-api-bench-hosting-and-list-caches.md, 0042-local-stack-serving.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, type MiniflareOptions, type V4WorkerOptions } from 'miniflare';

/** What scripts/worker-config.ts keeps beside a bundle. */
export const WORKER_CONFIG_FILE = 'worker.json';
export interface CachedWorker {
  name: string;
  options: Omit<V4WorkerOptions, 'modulesRules'>;
}

/** The bundle's entry module in `outDir`. */
export function bundleEntry(outDir: string): string {
  const main = readdirSync(outDir).find((f) => f.endsWith('.js'));
  if (!main) throw new Error(`no Worker bundle in ${outDir}`);
  return path.join(outDir, main);
}

export interface HostOptions {
  /** a folder bundleWorker (scripts/build-cache.ts) wrote */
  bundleDir: string;
  persistTo: string;
  port: number;
  /** log every request (Miniflare's request log, at info level); otherwise warnings and the Worker's console only */
  logRequests?: boolean;
  inspectorPort?: number;
  /** called after Miniflare started a crashed workerd again */
  onRuntimeRestart?: () => void;
}

/** Miniflare's options for the Worker of `bundleDir` on `port`, its state under `<persistTo>/v3` as wrangler dev keeps it. */
export function workerMiniflareOptions(options: HostOptions): MiniflareOptions {
  const cached = JSON.parse(readFileSync(path.join(options.bundleDir, WORKER_CONFIG_FILE), 'utf8')) as CachedWorker;
  const worker: V4WorkerOptions = {
    ...cached.options,
    name: cached.name,
    modules: true,
    modulesRoot: options.bundleDir,
    scriptPath: bundleEntry(options.bundleDir),
  };
  // wrangler's own way of handing its options to this Miniflare version
  return convertV4MiniflareOptions({
    host: '127.0.0.1',
    port: options.port,
    ...(options.inspectorPort ? { inspectorPort: options.inspectorPort } : {}),
    log: new Log(options.logRequests ? LogLevel.INFO : LogLevel.WARN),
    logRequests: options.logRequests ?? false,
    // offline: no request.cf lookup, no telemetry
    cf: false,
    telemetry: { enabled: false },
    // wrangler dev keeps every resource under <persist-to>/v3/<plugin>
    resourcePersistencePath: path.join(options.persistTo, 'v3'),
    ...(options.onRuntimeRestart ? { unsafeHandleRuntimeRestart: options.onRuntimeRestart } : {}),
    workers: [worker],
  });
}
