import type { Context } from 'hono';

/** The caller's address as Cloudflare reports it; local runs have none and share one bucket. */
export function clientIp(c: Context): string {
  return c.req.header('CF-Connecting-IP') ?? 'local';
}
