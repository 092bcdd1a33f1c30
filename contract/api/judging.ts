import * as v from 'valibot';
import { JOB_KINDS, JobFetchResult, JudgeCallback, LanguageInfo, RunnerHeartbeat } from '../judge';
import { submissionCode } from '../rules/submissions';
import { defineEndpoints } from './endpoint';
import { queryInt } from './fields';

/**
 * The judging area: the languages the fleet offers, test runs on custom input, the runner-facing
 * calls (signed by a runner's fleet key) and the local stand-in for the Queues HTTP pull API.
 * The judge protocol's own shapes (jobs, outcomes, callbacks, heartbeats) live in contract/judge.ts.
 */

export const TEST_INPUT_MAX_LENGTH = 1000;

/** The `language` field of a submission or a test run. */
export const submissionLanguage = v.pipe(v.string('language is required'), v.trim(), v.nonEmpty('language is required'), v.maxLength(50, 'language is too long'));
const pid = v.pipe(v.number('pid must be a number'), v.integer('pid must be a whole number'), v.minValue(1, 'pid must be positive'));

export const SubmitTestJudgeBody = v.object({
  pid,
  language: submissionLanguage,
  code: submissionCode,
  type: v.optional(v.picklist(['public', 'contest', 'group'], 'type must be public, contest or group')),
  userInput: v.pipe(v.string('userInput is required'), v.maxLength(TEST_INPUT_MAX_LENGTH, `The test input must be at most ${TEST_INPUT_MAX_LENGTH} characters`)),
  expectedOutput: v.optional(v.nullable(v.pipe(v.string('expectedOutput must be a string'), v.maxLength(TEST_INPUT_MAX_LENGTH * 10, 'expectedOutput is too long')))),
  mode: v.optional(v.nullable(v.string('mode must be a string'))),
  isRemoteJudge: v.optional(v.boolean('isRemoteJudge must be true or false')),
});

export const TestJudgeResultQuery = v.object({
  testJudgeKey: v.pipe(v.string('testJudgeKey is required'), v.trim(), v.nonEmpty('testJudgeKey is required'), v.maxLength(64, 'testJudgeKey is too long')),
});

export const LanguagesQuery = v.object({
  all: v.optional(v.picklist(['true', 'false'], 'all must be true or false')),
  pid: v.optional(queryInt('pid', 1, Number.MAX_SAFE_INTEGER)),
});

/** `get-test-judge-result` (part 1 §3 "Test-run result"). */
export const TestJudgeResult = v.object({
  status: v.number(),
  time: v.nullable(v.number()),
  memory: v.nullable(v.number()),
  stderr: v.nullable(v.string()),
  userInput: v.string(),
  expectedOutput: v.nullable(v.string()),
  userOutput: v.nullable(v.string()),
  problemJudgeMode: v.picklist(['default', 'spj', 'interactive']),
  /**
   * The interactor of an interactive problem did not accept userInput as a test (it exited with its
   * "fail" code): status is then System Error, but the input, not the judge, is at fault.
   */
  inputRejected: v.boolean(),
});
export type TestJudgeResult = v.InferOutput<typeof TestJudgeResult>;

export const JudgeJobQuery = v.object({ kind: v.picklist(JOB_KINDS, 'kind must be judge, test or compile'), id: v.pipe(v.string('id is required'), v.nonEmpty('id is required'), v.maxLength(64, 'id is too long')) });

export const CallbackResult = v.object({ result: v.picklist(['applied', 'ignored']) });
export type CallbackResult = v.InferOutput<typeof CallbackResult>;

/** The Cloudflare Queues HTTP pull API, as the local emulator serves it. */
export const QueuePullBody = v.object({
  batch_size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'batch_size must be 1 to 100'), v.maxValue(100, 'batch_size must be 1 to 100'))),
  visibility_timeout: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'visibility_timeout must be positive'), v.maxValue(12 * 3600 * 1000, 'visibility_timeout is at most 12 hours'))),
});

const lease = v.pipe(v.string('lease_id is required'), v.nonEmpty('lease_id is required'), v.maxLength(200, 'lease_id is too long'));
export const QueueAckBody = v.object({
  acks: v.optional(v.pipe(v.array(v.object({ lease_id: lease })), v.maxLength(100, 'at most 100 acks'))),
  retries: v.optional(v.pipe(v.array(v.object({ lease_id: lease, delay_seconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(43_200))) })), v.maxLength(100, 'at most 100 retries'))),
});

/** What the pull call returns per message (Cloudflare's field names). */
export const PulledMessage = v.object({
  body: v.string(),
  id: v.string(),
  timestamp_ms: v.number(),
  attempts: v.number(),
  lease_id: v.string(),
  metadata: v.record(v.string(), v.string()),
});
export type PulledMessage = v.InferOutput<typeof PulledMessage>;

/** The `result` of a pull, in the Queues API's answer `{ success, errors, messages, result }`. */
export const QueuePullResult = v.object({ messages: v.array(PulledMessage) });
export type QueuePullResult = v.InferOutput<typeof QueuePullResult>;

/** The `result` of an ack. */
export const QueueAckResult = v.object({ ackCount: v.number(), retryCount: v.number(), warnings: v.array(v.string()) });
export type QueueAckResult = v.InferOutput<typeof QueueAckResult>;

/**
 * The queue API's answer around a result. Cloudflare's own pull API has the same shape, so the
 * runner has one code path for both.
 */
export interface ForeignQueueAnswer<T> {
  success: boolean;
  errors: unknown[];
  messages: unknown[];
  result: T;
}

/**
 * The pull API's own paths, relative to a queue's base URL: Cloudflare's
 * `…/accounts/<account>/queues/<queue>` or the local emulator's `localQueueBasePath(name)`.
 */
export const QUEUE_API_PATHS = { pull: '/messages/pull', ack: '/messages/ack' } as const;
/**
 * The local emulator's base URL of one queue, under the Worker (its entries are
 * JUDGING_ENDPOINTS.queuePull and queueAck); `name` is the queue's name in wrangler.toml.
 */
export function localQueueBasePath(name: string): string {
  return `/api/internal/queues/${encodeURIComponent(name)}`;
}

export const DevTestdataResult = v.object({ hash: v.string(), size: v.number() });

export const JUDGING_ENDPOINTS = defineEndpoints({
  submitProblemTestJudge: { method: 'POST', path: '/api/submit-problem-test-judge', summary: 'Run code on custom input (never stored as a submission); returns a key', access: 'user', body: SubmitTestJudgeBody, response: v.string() },
  getTestJudgeResult: { method: 'GET', path: '/api/get-test-judge-result', summary: 'Result of a test run, for 1 s polling', access: 'user', query: TestJudgeResultQuery, response: TestJudgeResult },
  languages: { method: 'GET', path: '/api/languages', summary: 'Languages the judge fleet can judge now', access: 'public', query: LanguagesQuery, response: v.array(LanguageInfo) },
  runnerJob: { method: 'GET', path: '/api/internal/judge/job', summary: 'A runner fetches the job behind a queue message', access: 'runner', query: JudgeJobQuery, response: JobFetchResult },
  runnerTestdata: { method: 'GET', path: '/api/internal/judge/testdata/:hash', summary: 'A runner fetches a test file by its sha-256', access: 'runner', file: true },
  runnerCallback: { method: 'POST', path: '/api/internal/judge/callback', summary: 'A runner reports progress or the final result', access: 'runner', body: JudgeCallback, response: CallbackResult },
  runnerHeartbeat: { method: 'POST', path: '/api/internal/judge/heartbeat', summary: 'A runner announces itself and its languages', access: 'runner', body: RunnerHeartbeat, response: v.null() },
  queuePull: { method: 'POST', path: '/api/internal/queues/:queue/messages/pull', summary: 'Local emulator of the Queues HTTP pull API: lease messages', access: 'queueConsumer', body: QueuePullBody, localOnly: true, foreign: true },
  queueAck: { method: 'POST', path: '/api/internal/queues/:queue/messages/ack', summary: 'Local emulator of the Queues HTTP pull API: ack or retry leases', access: 'queueConsumer', body: QueueAckBody, localOnly: true, foreign: true },
  devTestdata: { method: 'PUT', path: '/api/dev/testdata/:hash', summary: 'Store a test file by its sha-256 (seeding in local mode)', access: 'public', localOnly: true, response: DevTestdataResult },
});
