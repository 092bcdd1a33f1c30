import type { Context } from 'hono';
import { importFleetKey, SIGNATURE_HEADERS, verifyRequest } from '../../contract/judge';
import type { Env } from '../env';
import { ApiError, unauthorized } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';

const keyCache = new Map<string, CryptoKey>();

function fleetSecret(env: Env, fleet: string): string | null {
  if (!env.JUDGE_FLEET_KEYS) throw new ApiError(503, 'No judge fleet is configured on this server');
  try {
    const keys = JSON.parse(env.JUDGE_FLEET_KEYS) as Record<string, unknown>;
    const secret = keys[fleet];
    return typeof secret === 'string' && secret.length >= 32 ? secret : null;
  } catch {
    throw new ApiError(503, 'The judge fleet keys are misconfigured on this server');
  }
}

async function verifyKey(env: Env, fleet: string): Promise<CryptoKey | null> {
  const secret = fleetSecret(env, fleet);
  if (!secret) return null;
  const cacheKey = `${fleet}:${secret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = await importFleetKey(secret, 'verify');
    keyCache.set(cacheKey, key);
  }
  return key;
}

/**
 * Checks a runner's HMAC signature over method, path, timestamp and body hash (300 s window)
 * and returns the raw body it covered. Anything forged, stale or unsigned is a 401.
 */
export async function verifyRunnerRequest(c: Context<AppEnv>): Promise<string> {
  const fleet = c.req.header(SIGNATURE_HEADERS.fleet);
  const key = fleet ? await verifyKey(c.env, fleet) : null;
  const body = await c.req.text();
  const url = new URL(c.req.url);
  const genuine =
    key !== null &&
    (await verifyRequest(key, c.req.method, url.pathname + url.search, body, c.req.header(SIGNATURE_HEADERS.timestamp) ?? null, c.req.header(SIGNATURE_HEADERS.signature) ?? null, c.get('deps').clock.nowSeconds()));
  if (!genuine) throw unauthorized('The judge request signature is missing, forged or stale');
  return body;
}

/** The local queue emulator accepts the same bearer token a Cloudflare API token would be. */
export function checkQueueToken(c: Context<AppEnv>): void {
  const expected = c.env.QUEUE_PULL_TOKEN;
  if (!expected) throw new ApiError(503, 'The queue emulator has no token configured');
  const given = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!timingSafeEqualText(given, expected)) throw unauthorized('The queue token is missing or wrong');
}

function timingSafeEqualText(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
