/** What `npm start` reads from its environment, kept apart from start.ts so it can be tested without starting anything. */
import path from 'node:path';
import { ROOT } from './local-env';

export const DEFAULT_PORT = 8787;

/** `PORT=9000 npm start` serves on 9000; unset or empty means 8787, anything else is refused. */
export function portFromEnv(env: Record<string, string | undefined>): number {
  const raw = env.PORT?.trim();
  if (!raw) return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new Error(`PORT must be a port number from 1 to 65535, not "${env.PORT}"`);
  return port;
}

/** `STATE_DIR=/tmp/hoj npm start` keeps the stack's data there (relative to the current folder); unset or empty means .wrangler/state. */
export function stateDirFromEnv(env: Record<string, string | undefined>, cwd = process.cwd()): string {
  const raw = env.STATE_DIR?.trim();
  return raw ? path.resolve(cwd, raw) : path.join(ROOT, '.wrangler', 'state');
}

/** `LOG_REQUESTS=1 npm start` prints every request, the judge's queue polling (a dozen a second) included; off by default. */
export function logRequestsFromEnv(env: Record<string, string | undefined>): boolean {
  const raw = env.LOG_REQUESTS?.trim().toLowerCase();
  return raw !== undefined && raw !== '' && raw !== '0' && raw !== 'false' && raw !== 'no';
}
