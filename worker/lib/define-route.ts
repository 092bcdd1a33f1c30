import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import type { Access, Endpoint, ResultOf } from '../../contract/api/endpoint';
import type { Deps } from '../deps';
import { isAdmin, isAdminRole, isSuperAdmin } from '../../contract/roles';
import { isLocalMode } from '../env';
import type { Principal } from '../accounts/sessions';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from './api-error';
import { ok } from './envelope';
import type { AppEnv } from './app-env';
import { checkQueueToken, verifyRunnerRequest } from '../judging/runner-auth';
import { auditFor, formSummary, NO_AUDIT, type AuditTrail } from '../admin/audit';
import { isAudited } from '../admin/rules';
import { clientIp } from './client-ip';
import { parseOrRefuse } from './validation';

type Parsed<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
type Caller<A extends Access> = A extends 'public' | 'runner' | 'queueConsumer' ? Principal | null : A extends 'user' | 'admin' | 'siteAdmin' | 'root' ? Principal : never;

export interface RouteInput<E extends Endpoint> {
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  principal: Caller<E['access']>;
  deps: Deps;
  /**
   * The audit log's recorder of this call (decision 36): every write of an admin or super-admin
   * entry is recorded after it succeeds; a use case adds the thing before and after, or puts the
   * record in its own batch. A no-op for every other call.
   */
  audit: AuditTrail;
}

/** A successful answer: the envelope's data, checked against the entry's response schema, and its message. */
export interface Reply<T> {
  data: T;
  msg?: string;
}

export function reply<T>(data: T, msg?: string): Reply<T> {
  return msg === undefined ? { data } : { data, msg };
}

/**
 * What a handler answers: a file or a foreign-shaped answer is a Response; an envelope call answers
 * a Reply typed by its entry's response schema (an envelope entry without one cannot be mounted).
 */
export type RouteResult<E extends Endpoint> = E extends { file: true } | { foreign: true } ? Response : E['response'] extends v.GenericSchema ? Reply<ResultOf<E>> : never;

export type RouteHandler<E extends Endpoint> = (c: Context<AppEnv>, input: RouteInput<E>) => Promise<RouteResult<E>> | RouteResult<E>;

function checkAccess(access: Access, principal: Principal | null): void {
  // Machine callers are checked against their credentials in defineRoute, not a session.
  if (access === 'public' || access === 'runner' || access === 'queueConsumer') return;
  if (!principal) throw unauthorized();
  if (access === 'admin' && !isAdminRole(principal.roles)) throw forbidden();
  if (access === 'siteAdmin' && !isAdmin(principal.roles)) throw forbidden();
  if (access === 'root' && !isSuperAdmin(principal.roles)) throw forbidden();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'The request body must be JSON (Content-Type: application/json)');
  try {
    return await c.req.json();
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/**
 * Mounts one endpoint of the contract: checks who is asking, validates the query and body
 * against the contract's schemas, then hands the parsed input to the handler.
 */
export function defineRoute<E extends Endpoint>(app: Hono<AppEnv>, endpoint: E, handler: RouteHandler<E>): void {
  app.on(endpoint.method, endpoint.path, async (c) => {
    if (endpoint.localOnly && !isLocalMode(c.env)) throw notFound(`No such API: ${endpoint.method} ${endpoint.path}`);
    const principal = c.get('principal');
    checkAccess(endpoint.access, principal);
    if (endpoint.access === 'queueConsumer') checkQueueToken(c);
    // A runner's signature covers the exact bytes, so the body is read as text and parsed after.
    const rawBody = endpoint.access === 'runner' ? await verifyRunnerRequest(c) : null;
    const query = endpoint.query ? parseOrRefuse(endpoint.query, c.req.query(), 'query') : undefined;
    const body = endpoint.body ? parseOrRefuse(endpoint.body, rawBody !== null ? parseJson(rawBody) : await readJson(c), 'body') : undefined;
    const deps = c.get('deps');
    // An audited multipart body is read here (Hono keeps it for the handler) so the record can name its files.
    const form = endpoint.multipartField && principal && isAudited(endpoint) ? await c.req.formData().catch(() => null) : null;
    const ip = clientIp(c);
    const audit = auditFor({ endpoint, principal, path: c.req.path, ip: ip === 'local' ? null : ip, query, body: form ? formSummary(form) : body, time: deps.clock.nowSeconds() });
    const result: Reply<unknown> | Response = await handler(c, { query, body, principal, deps, audit: audit ?? NO_AUDIT } as RouteInput<E>);
    await audit?.finish(deps.db);
    return result instanceof Response ? result : ok(c, result.data, result.msg);
  });
}
