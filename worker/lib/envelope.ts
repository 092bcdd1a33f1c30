import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnvelope } from '../../contract/envelope';

export function envelope<T>(c: Context, status: ContentfulStatusCode, msg: string, data: T): Response {
  const body: ApiEnvelope<T> = { status, msg, data };
  return c.json(body, status);
}

export function ok<T>(c: Context, data: T, msg = 'success'): Response {
  return envelope(c, 200, msg, data);
}
