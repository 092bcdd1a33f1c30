import * as v from 'valibot';
import { JOB_KINDS } from '../judge';

/** Bodies of the runner-facing calls (signed by the runner's fleet key). */

const nonce = v.pipe(v.string('nonce is required'), v.minLength(8, 'nonce is too short'), v.maxLength(64, 'nonce is too long'));
const id = v.pipe(v.string('id is required'), v.nonEmpty('id is required'), v.maxLength(64, 'id is too long'));
const kind = v.picklist(JOB_KINDS, 'kind must be judge, test or compile');
const judger = v.pipe(v.string('judger is required'), v.nonEmpty('judger is required'), v.maxLength(100, 'judger is too long'));
const count = (field: string) => v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(0, `${field} must not be negative`));
const status = v.pipe(v.number('status must be a number'), v.integer('status must be a whole number'), v.minValue(-10, 'unknown status'), v.maxValue(10, 'unknown status'));
const shortText = v.nullable(v.pipe(v.string('must be text'), v.maxLength(70_000, 'text is too long')));

const CaseResultSchema = v.object({
  index: count('index'),
  status,
  time: count('time'),
  memory: count('memory'),
  score: count('score'),
  groupNum: v.nullable(count('groupNum')),
  userOutput: shortText,
  checkerMessage: shortText,
});

export const JudgeOutcomeSchema = v.object({
  status,
  score: count('score'),
  time: count('time'),
  memory: count('memory'),
  errorMessage: shortText,
  cases: v.pipe(v.array(CaseResultSchema, 'cases must be a list'), v.maxLength(10_000, 'too many cases')),
  inputRejected: v.optional(v.boolean('inputRejected must be true or false')),
});

export const JudgeCallbackBody = v.variant('phase', [
  v.object({ id, kind, nonce, judger, phase: v.picklist(['compiling', 'judging']) }),
  v.object({ id, kind, nonce, judger, phase: v.literal('final'), outcome: JudgeOutcomeSchema }),
]);

export const JudgeJobQuery = v.object({ kind, id });

const LanguageInfoSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(50)),
  description: v.pipe(v.string(), v.maxLength(200)),
  contentType: v.pipe(v.string(), v.maxLength(50)),
  compileCommand: v.pipe(v.string(), v.maxLength(1000)),
  template: v.pipe(v.string(), v.maxLength(10_000)),
  isSpj: v.boolean(),
});

export const RunnerHeartbeatBody = v.object({
  name: judger,
  slots: v.pipe(count('slots'), v.maxValue(1024, 'slots is too large')),
  languages: v.pipe(v.array(LanguageInfoSchema, 'languages must be a list'), v.maxLength(100, 'too many languages')),
});

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
export interface PulledMessage {
  body: string;
  id: string;
  timestamp_ms: number;
  attempts: number;
  lease_id: string;
  metadata: Record<string, string>;
}
