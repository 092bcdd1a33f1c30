/**
 * The judge protocol: what the Worker and the judge-runner fleet agree on.
 *
 * Flow: the Worker sends `QueueMessage` (ids only) to the "submissions" queue; a runner pulls it
 * (Cloudflare Queues HTTP pull API, or the Worker's local emulator of it), fetches the job with
 * a signed GET, reports progress and the result with signed POSTs, and acks the message only
 * after the final callback was accepted. Every runner→Worker request is signed (see `signRequest`).
 */
import { JUDGE_STATUS } from './judge-status';

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

/** A message on the submissions queue: ids only, never code or data (128 KB message limit). */
export type QueueMessage = { kind: 'judge'; submitId: number } | { kind: 'test'; key: string } | { kind: 'compile'; key: string };

/** What a runner can be asked to do: judge a submission, run a test, or only compile a checker/interactor. */
export const JOB_KINDS = ['judge', 'test', 'compile'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** One test case as the runner sees it: contents by content hash, fetched once and cached. */
export interface JobCase {
  index: number;
  /** sha-256 hex of the input file */
  input: string;
  /** sha-256 hex of the expected output file */
  output: string;
  score: number;
  groupNum: number | null;
}

export interface JobProgram {
  language: string;
  code: string;
}

/**
 * Everything the runner needs to judge one submission or test run, or to compile one checker.
 * A compile job (kind 'compile') carries the checker or interactor as `program`, the files to
 * compile it with as `problem.judgeExtraFile`, no cases, and ends in status 0 (compiled) or -2
 * (compile error, the compiler's message in errorMessage); nothing is run.
 */
export interface JudgeJob {
  kind: JobKind;
  /** submission id, the test-run key, or the checker fingerprint of a compile job */
  id: string;
  /** fresh for every attempt: callbacks must echo it, so a stale attempt's results change nothing */
  nonce: string;
  program: JobProgram;
  problem: {
    /** ms */
    timeLimit: number;
    /** MB */
    memoryLimit: number;
    /** MB */
    stackLimit: number;
    type: 0 | 1;
    judgeMode: JudgeMode;
    judgeCaseMode: JudgeCaseMode;
    isRemoveEndBlank: boolean;
    isFileIO: boolean;
    ioReadFileName: string | null;
    ioWriteFileName: string | null;
    /** file name → content, placed beside the user's program */
    userExtraFile: Record<string, string> | null;
    /** file name → content, placed beside the checker or interactor */
    judgeExtraFile: Record<string, string> | null;
    /** checker (spj) or interactor source */
    checker: JobProgram | null;
  };
  /** judge runs: the problem's cases; test runs: one case built from the user's input */
  cases: JobCase[];
  /** test runs only: the user's input and optional expected output, inline */
  testInput?: { input: string; expectedOutput: string | null };
}

/** Answer to a job fetch: the job, or why there is nothing to do (already final, cancelled, gone). */
export type JobFetchResult = { job: JudgeJob } | { skip: string };

export interface CaseResult {
  index: number;
  status: number;
  /** ms of CPU */
  time: number;
  /** KB */
  memory: number;
  score: number;
  groupNum: number | null;
  /**
   * The first bytes of the user's output and of the checker's message, for openCaseResult.
   * A test run (kind 'test') has one case whose userOutput is the program's stdout and whose
   * checkerMessage is its stderr.
   */
  userOutput: string | null;
  checkerMessage: string | null;
}

export interface JudgeOutcome {
  status: number;
  score: number;
  /** max CPU ms over cases */
  time: number;
  /** max KB over cases */
  memory: number;
  /** compiler output on CE (capped at 64 KB), system error text on SE, "Output Limit Exceeded" on OLE */
  errorMessage: string | null;
  cases: CaseResult[];
  /**
   * Test runs of an interactive problem only: the interactor failed on the user's input (status is
   * then a system error), i.e. the input is not a valid test for this problem's interactor.
   */
  inputRejected?: boolean;
}

/** Body of POST /api/internal/judge/callback. */
export type JudgeCallback =
  | { id: string; kind: JobKind; nonce: string; phase: 'compiling' | 'judging'; judger: string }
  | { id: string; kind: JobKind; nonce: string; phase: 'final'; judger: string; outcome: JudgeOutcome };

/** A runner's announcement of itself, POST /api/internal/judge/heartbeat. */
export interface RunnerHeartbeat {
  name: string;
  slots: number;
  languages: LanguageInfo[];
}

/** A judge language as `GET /api/languages` lists it (part 3 §3.4: name, description, contentType, isSpj). */
export interface LanguageInfo {
  name: string;
  description: string;
  /** the editor mode, e.g. text/x-c++src */
  contentType: string;
  compileCommand: string;
  template: string;
  isSpj: boolean;
}

export const FINAL_STATUSES: ReadonlySet<number> = new Set([
  JUDGE_STATUS.accepted,
  JUDGE_STATUS.wrongAnswer,
  JUDGE_STATUS.presentationError,
  JUDGE_STATUS.compileError,
  JUDGE_STATUS.timeLimitExceeded,
  JUDGE_STATUS.memoryLimitExceeded,
  JUDGE_STATUS.runtimeError,
  JUDGE_STATUS.systemError,
  JUDGE_STATUS.partialAccepted,
  JUDGE_STATUS.cancelled,
]);

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
