/**
 * The judge protocol: what the Worker and the judge-runner fleet agree on.
 *
 * Flow: the Worker sends `QueueMessage` (ids only) to the contest or the practice queue (decision
 * 25); a runner pulls it (Cloudflare Queues HTTP pull API, or the Worker's local emulator of it),
 * fetches the job with a signed GET, reports progress (a phase once it lasted 100 ms, decision 28)
 * and the result with signed POSTs, and acks the message only after the final callback was accepted. Every runner→Worker request is signed (see `signRequest`).
 */
import * as v from 'valibot';

export const JUDGE_MODES = ['default', 'spj', 'interactive'] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

export const JUDGE_CASE_MODES = ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'] as const;
export type JudgeCaseMode = (typeof JUDGE_CASE_MODES)[number];

/** Problem type: 0 ACM (all or nothing), 1 OI (points per case). */
export const PROBLEM_TYPE = { acm: 0, oi: 1 } as const;

/** Defaults for a new problem (part 3 §3.4, §9). */
export const PROBLEM_DEFAULTS = {
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  totalScore: 100,
  judgeMode: 'default' as JudgeMode,
  judgeCaseMode: 'default' as JudgeCaseMode,
  isRemoveEndBlank: true,
  spjLanguage: 'C',
} as const;

/**
 * Which queue a job waits on (decision 25). Cloudflare Queues have no priorities, so there are two
 * queues: contest submissions go to the contest queue, which runners drain before the practice one.
 */
export const JOB_PRIORITIES = ['contest', 'practice'] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

/** The queue names of wrangler.toml (the local emulator serves each under its name). */
export const QUEUE_NAMES = { contest: 'hoj-contest-submissions', practice: 'hoj-submissions' } as const satisfies Record<JobPriority, string>;

/** A submission's priority: one made in a contest (cid > 0) is judged before the public bank's. */
export function priorityOfSubmission(cid: number | null | undefined): JobPriority {
  return cid && cid > 0 ? 'contest' : 'practice';
}

/**
 * A message on a judge queue: ids only, never code or data (128 KB message limit). `priority`
 * picks the queue it is sent to (JobQueue.send); the runner learns it again from the queue it
 * pulled from and does not need it.
 */
export type QueueMessage = ({ kind: 'judge'; submitId: number } | { kind: 'test'; key: string } | { kind: 'compile'; key: string }) & { priority: JobPriority };

/** What a runner can be asked to do: judge a submission, run a test, or only compile a checker/interactor. */
export const JOB_KINDS = ['judge', 'test', 'compile'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

const count = (field: string) => v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(0, `${field} must not be negative`));
const status = v.pipe(v.number('status must be a number'), v.integer('status must be a whole number'), v.minValue(-10, 'unknown status'), v.maxValue(10, 'unknown status'));
const shortText = v.nullable(v.pipe(v.string('must be text'), v.maxLength(70_000, 'text is too long')));
const nonce = v.pipe(v.string('nonce is required'), v.minLength(8, 'nonce is too short'), v.maxLength(64, 'nonce is too long'));
const jobId = v.pipe(v.string('id is required'), v.nonEmpty('id is required'), v.maxLength(64, 'id is too long'));
const jobKind = v.picklist(JOB_KINDS, 'kind must be judge, test or compile');
const judger = v.pipe(v.string('judger is required'), v.nonEmpty('judger is required'), v.maxLength(100, 'judger is too long'));

/**
 * The protocol's shapes exist once, as valibot schemas: the Worker validates the runner's bodies
 * against them and declares its answers with them, and the runner uses the types inferred from
 * them under the same names.
 */

/** One test case as the runner sees it: contents by content hash, fetched once and cached. */
export const JobCase = v.object({
  index: v.number(),
  /** sha-256 hex of the input file */
  input: v.string(),
  /** sha-256 hex of the expected output file */
  output: v.string(),
  score: v.number(),
  groupNum: v.nullable(v.number()),
});
export type JobCase = v.InferOutput<typeof JobCase>;

export const JobProgram = v.object({
  language: v.string(),
  code: v.string(),
});
export type JobProgram = v.InferOutput<typeof JobProgram>;

/**
 * Everything the runner needs to judge one submission or test run, or to compile one checker.
 * A compile job (kind 'compile') carries the checker or interactor as `program`, the files to
 * compile it with as `problem.judgeExtraFile`, no cases, and ends in status 0 (compiled) or -2
 * (compile error, the compiler's message in errorMessage); nothing is run.
 */
export const JudgeJob = v.object({
  kind: v.picklist(JOB_KINDS),
  /** submission id, the test-run key, or the checker fingerprint of a compile job */
  id: v.string(),
  /** fresh for every attempt: callbacks must echo it, so a stale attempt's results change nothing */
  nonce: v.string(),
  program: JobProgram,
  problem: v.object({
    /** ms */
    timeLimit: v.number(),
    /** MB */
    memoryLimit: v.number(),
    /** MB */
    stackLimit: v.number(),
    type: v.picklist([0, 1]),
    judgeMode: v.picklist(JUDGE_MODES),
    judgeCaseMode: v.picklist(JUDGE_CASE_MODES),
    isRemoveEndBlank: v.boolean(),
    isFileIO: v.boolean(),
    ioReadFileName: v.nullable(v.string()),
    ioWriteFileName: v.nullable(v.string()),
    /** file name → content, placed beside the user's program */
    userExtraFile: v.nullable(v.record(v.string(), v.string())),
    /** file name → content, placed beside the checker or interactor */
    judgeExtraFile: v.nullable(v.record(v.string(), v.string())),
    /** checker (spj) or interactor source */
    checker: v.nullable(JobProgram),
  }),
  /** judge runs: the problem's cases; test runs: one case built from the user's input */
  cases: v.array(JobCase),
  /** test runs only: the user's input and optional expected output, inline */
  testInput: v.optional(v.object({ input: v.string(), expectedOutput: v.nullable(v.string()) })),
});
export type JudgeJob = v.InferOutput<typeof JudgeJob>;

/** Answer to a job fetch: the job, or why there is nothing to do (already final, cancelled, gone). */
export const JobFetchResult = v.union([v.object({ job: JudgeJob }), v.object({ skip: v.string() })]);
export type JobFetchResult = v.InferOutput<typeof JobFetchResult>;

export const CaseResult = v.object({
  index: count('index'),
  status,
  /** ms of CPU */
  time: count('time'),
  /** KB */
  memory: count('memory'),
  score: count('score'),
  groupNum: v.nullable(count('groupNum')),
  /**
   * The first bytes of the user's output and of the checker's message, for openCaseResult.
   * A test run (kind 'test') has one case whose userOutput is the program's stdout and whose
   * checkerMessage is its stderr.
   */
  userOutput: shortText,
  checkerMessage: shortText,
});
export type CaseResult = v.InferOutput<typeof CaseResult>;

export const JudgeOutcome = v.object({
  status,
  score: count('score'),
  /** max CPU ms over cases */
  time: count('time'),
  /** max KB over cases */
  memory: count('memory'),
  /** compiler output on CE (capped at 64 KB), system error text on SE, "Output Limit Exceeded" on OLE */
  errorMessage: shortText,
  cases: v.pipe(v.array(CaseResult, 'cases must be a list'), v.maxLength(10_000, 'too many cases')),
  /**
   * Test runs of an interactive problem only: the interactor failed on the user's input (status is
   * then a system error), i.e. the input is not a valid test for this problem's interactor.
   */
  inputRejected: v.optional(v.boolean('inputRejected must be true or false')),
});
export type JudgeOutcome = v.InferOutput<typeof JudgeOutcome>;

/** Body of the runner's callback (JUDGING_ENDPOINTS.runnerCallback): progress, or the final outcome. */
export const JudgeCallback = v.variant('phase', [
  v.object({ id: jobId, kind: jobKind, nonce, judger, phase: v.picklist(['compiling', 'judging']) }),
  v.object({ id: jobId, kind: jobKind, nonce, judger, phase: v.literal('final'), outcome: JudgeOutcome }),
]);
export type JudgeCallback = v.InferOutput<typeof JudgeCallback>;

/** A judge language as `GET /api/languages` lists it (part 3 §3.4: name, description, contentType, isSpj). */
export const LanguageInfo = v.object({
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(50)),
  description: v.pipe(v.string(), v.maxLength(200)),
  /** the editor mode, e.g. text/x-c++src */
  contentType: v.pipe(v.string(), v.maxLength(50)),
  compileCommand: v.pipe(v.string(), v.maxLength(1000)),
  template: v.pipe(v.string(), v.maxLength(10_000)),
  isSpj: v.boolean(),
});
export type LanguageInfo = v.InferOutput<typeof LanguageInfo>;

/** A runner's announcement of itself (JUDGING_ENDPOINTS.runnerHeartbeat). */
export const RunnerHeartbeat = v.object({
  name: judger,
  slots: v.pipe(count('slots'), v.maxValue(1024, 'slots is too large')),
  languages: v.pipe(v.array(LanguageInfo, 'languages must be a list'), v.maxLength(100, 'too many languages')),
});
export type RunnerHeartbeat = v.InferOutput<typeof RunnerHeartbeat>;

export { FINAL_STATUSES } from './rules/submissions';

export const SIGNATURE_HEADERS = {
  fleet: 'X-Judge-Fleet',
  timestamp: 'X-Judge-Timestamp',
  signature: 'X-Judge-Signature',
} as const;

/** How far a signed request's timestamp may be from the Worker's clock. */
export const SIGNATURE_WINDOW_SECONDS = 300;

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(data: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return hex(await crypto.subtle.digest('SHA-256', bytes));
}

/** The signed text: method, path (with query), timestamp and the body's hash, one per line. */
export async function canonicalRequest(method: string, pathWithQuery: string, timestamp: number, body: string | Uint8Array<ArrayBuffer>): Promise<string> {
  return `${method.toUpperCase()}\n${pathWithQuery}\n${timestamp}\n${await sha256Hex(body)}`;
}

export function importFleetKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** Headers a runner adds to a request: HMAC-SHA256 of the canonical request with its fleet's key. */
export async function signRequest(fleet: string, key: CryptoKey, method: string, pathWithQuery: string, body: string | Uint8Array<ArrayBuffer>, nowSeconds: number): Promise<Record<string, string>> {
  const text = await canonicalRequest(method, pathWithQuery, nowSeconds, body);
  const signature = hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  return { [SIGNATURE_HEADERS.fleet]: fleet, [SIGNATURE_HEADERS.timestamp]: String(nowSeconds), [SIGNATURE_HEADERS.signature]: signature };
}

function unhex(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/.test(text)) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Whether a request's signature is genuine and fresh; `crypto.subtle.verify` compares in constant time. */
export async function verifyRequest(key: CryptoKey, method: string, pathWithQuery: string, body: string | Uint8Array<ArrayBuffer>, timestampHeader: string | null, signatureHeader: string | null, nowSeconds: number): Promise<boolean> {
  const timestamp = Number(timestampHeader);
  if (!timestampHeader || !Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_WINDOW_SECONDS) return false;
  const signature = signatureHeader ? unhex(signatureHeader) : null;
  if (!signature) return false;
  const text = await canonicalRequest(method, pathWithQuery, timestamp, body);
  return crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(text));
}
