import type { Hono } from 'hono';
import { sha256Hex, SIGNATURE_HEADERS } from '../../contract/judge';
import { ENDPOINTS } from '../../contract/endpoints';
import { database } from '../db/client';
import { ApiError, badRequest, notFound } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import { localQueue } from '../judging/local-queue';
import * as judging from '../judging/judging';

const HASH = /^[0-9a-f]{64}$/;
const TESTDATA_PREFIX = 'testdata/';

/** The runner-facing API (signed) and the local stand-in for the Queues HTTP pull API. */
export function internalRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.runnerJob, async (c, { query }) => ok(c, await judging.claimJob(database(c.env), query.kind, query.id)));

  defineRoute(app, ENDPOINTS.runnerTestdata, async (c) => {
    const hash = c.req.param('hash') ?? '';
    if (!HASH.test(hash)) throw badRequest('hash must be a sha-256 in hex');
    const object = await c.env.FILES.get(TESTDATA_PREFIX + hash);
    if (!object) throw notFound('No such test file');
    return new Response(object.body, { headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(object.size) } });
  });

  defineRoute(app, ENDPOINTS.runnerCallback, async (c, { body }) => {
    const result = await judging.applyCallback(database(c.env), body);
    return ok(c, { result }, result === 'applied' ? 'Accepted' : 'Already recorded');
  });

  defineRoute(app, ENDPOINTS.runnerHeartbeat, async (c, { body }) => {
    await judging.recordHeartbeat(database(c.env), c.req.header(SIGNATURE_HEADERS.fleet) ?? '', body);
    return ok(c, null);
  });

  // The pull emulator answers in the Cloudflare API's own shape, so the runner has one code path.
  defineRoute(app, ENDPOINTS.queuePull, async (c, { body }) => {
    const messages = await localQueue(requireLocalQueue(c.env.LOCAL_QUEUE)).pull(body.batch_size, body.visibility_timeout);
    return c.json({ success: true, errors: [], messages: [], result: { messages } });
  });

  defineRoute(app, ENDPOINTS.queueAck, async (c, { body }) => {
    const result = await localQueue(requireLocalQueue(c.env.LOCAL_QUEUE)).ack(body.acks ?? [], body.retries ?? []);
    return c.json({ success: true, errors: [], messages: [], result });
  });

  defineRoute(app, ENDPOINTS.devTestdata, async (c) => {
    const hash = c.req.param('hash') ?? '';
    if (!HASH.test(hash)) throw badRequest('hash must be a sha-256 in hex');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if ((await sha256Hex(bytes)) !== hash) throw badRequest('The content does not match its hash');
    await c.env.FILES.put(TESTDATA_PREFIX + hash, bytes);
    return ok(c, { hash, size: bytes.length });
  });
}

function requireLocalQueue<T>(binding: T | undefined): T {
  if (!binding) throw new ApiError(503, 'The local queue emulator is not bound');
  return binding;
}
