/** Where the repository is, and the environment every local tool runs in (kept apart so light processes need not load the seeds). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/** Wrangler must never phone home: no telemetry, no request.cf lookups. */
export const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
  PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
};
