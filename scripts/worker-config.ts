/**
 * `tsx scripts/worker-config.ts <bundle folder>` writes <bundle folder>/worker.json: the Worker's
 * Miniflare options as wrangler itself derives them from wrangler.toml `[env.local]` (D1, KV, R2, the
 * queue producers and consumers, the Durable Objects, assets with `run_worker_first`, vars and
 * .dev.vars secrets) and its name. Run when a bundle is made (scripts/build-cache.ts), so the local
 * server's process does not load wrangler (seconds of CPU) on every start.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { ROOT } from './local-env';
import { WORKER_CONFIG_FILE, type CachedWorker } from './worker-host';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: tsx scripts/worker-config.ts <bundle folder>');
const config = unstable_readConfig({ config: path.join(ROOT, 'wrangler.toml'), env: 'local' });
// The bundle is one ES module, so the rules for importing other file types do not apply.
const { modulesRules: _rules, ...options } = unstable_getMiniflareWorkerOptions(config, 'local').workerOptions;
// Durable Object storage is keyed by the worker's name, so it must be the one wrangler dev uses.
const worker: CachedWorker = { name: config.name, options };
writeFileSync(path.join(outDir, WORKER_CONFIG_FILE), JSON.stringify(worker), { mode: 0o600 });
