import type { Hono } from 'hono';
import { JUDGING_ENDPOINTS as E } from '../../contract/api/judging';
import { sha256Hex, SIGNATURE_HEADERS } from '../../contract/judge';
import { ApiError, badRequest, notFound } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { applyCallback } from '../judging/apply-callback';
import { claimJob } from '../judging/claim-job';
import { recordHeartbeat } from '../judging/heartbeat';
import { languagesFor } from '../judging/languages';
import { isLocalQueueName, localQueue } from '../judging/local-queue';
import { submitTestRun, testRunResult } from '../judging/test-runs';

const HASH = /^[0-9a-f]{64}$/;
const TESTDATA_PREFIX = 'testdata/';

/** Languages and test runs, the runner-facing API (signed) and the local stand-in for the Queues HTTP pull API. */
export function judgingRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.languages, async (_c, { query, deps }) => reply(await languagesFor(deps, query)));

  defineRoute(app, E.submitProblemTestJudge, async (_c, { body, principal, deps }) => {
    await consumeRate(deps, RATE_RULES.testRunPerUser, principal.user.id);
    return reply(await submitTestRun(deps, principal, body), 'Submitted successfully');
  });

  defineRoute(app, E.getTestJudgeResult, async (_c, { query, principal, deps }) => reply(await testRunResult(deps, principal, query.testJudgeKey)));

  defineRoute(app, E.runnerJob, async (_c, { query, deps }) => reply(await claimJob(deps, query.kind, query.id)));

  defineRoute(app, E.runnerTestdata, async (c, { deps }) => {
    const hash = c.req.param('hash') ?? '';
    if (!HASH.test(hash)) throw badRequest('hash must be a sha-256 in hex');
    const object = await deps.files.get(TESTDATA_PREFIX + hash);
    if (!object) throw notFound('No such test file');
    return new Response(object.body, { headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(object.size) } });
  });

  defineRoute(app, E.runnerCallback, async (_c, { body, deps }) => {
    const result = await applyCallback(deps, body);
    return reply({ result }, result === 'applied' ? 'Accepted' : 'Already recorded');
  });

  defineRoute(app, E.runnerHeartbeat, async (c, { body, deps }) => {
    await recordHeartbeat(deps, c.req.header(SIGNATURE_HEADERS.fleet) ?? '', body);
    return reply(null);
  });

  // The pull emulator answers in the Cloudflare API's own shape, so the runner has one code path.
  defineRoute(app, E.queuePull, async (c, { body, deps }) => {
    const messages = await localQueue(requireLocalQueue(deps.env.LOCAL_QUEUE), queueNameOf(c.req.param('queue'))).pull(body.batch_size, body.visibility_timeout);
    return c.json({ success: true, errors: [], messages: [], result: { messages } });
  });

  defineRoute(app, E.queueAck, async (c, { body, deps }) => {
    const result = await localQueue(requireLocalQueue(deps.env.LOCAL_QUEUE), queueNameOf(c.req.param('queue'))).ack(body.acks ?? [], body.retries ?? []);
    return c.json({ success: true, errors: [], messages: [], result });
  });

  defineRoute(app, E.devTestdata, async (c, { deps }) => {
    const hash = c.req.param('hash') ?? '';
    if (!HASH.test(hash)) throw badRequest('hash must be a sha-256 in hex');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if ((await sha256Hex(bytes)) !== hash) throw badRequest('The content does not match its hash');
    await deps.files.put(TESTDATA_PREFIX + hash, bytes);
    return reply({ hash, size: bytes.length });
  });
}

function queueNameOf(param: string | undefined): string {
  if (!param || !isLocalQueueName(param)) throw notFound('No such queue');
  return param;
}

function requireLocalQueue<T>(binding: T | undefined): T {
  if (!binding) throw new ApiError(503, 'The local queue emulator is not bound');
  return binding;
}
