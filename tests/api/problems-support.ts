import { env } from 'cloudflare:workers';
import type { PulledMessage } from '../../contract/api/judging';
import { importFleetKey, signRequest, type JobFetchResult, type JudgeJob, type JudgeOutcome, type LanguageInfo } from '../../contract/judge';
import { crc32 } from '../../worker/problems/testcase-zip';
import { call, expectOk, grantRole, request, signUp, uidOf } from './support';

/** Helpers of the problem-bank tests: problems, submissions and statuses written straight into D1. */

export const FLEET = 'test';
export const FLEET_KEY = 'test-fleet-key-that-is-long-enough-0123456789';

export async function signed(method: 'GET' | 'POST', path: string, body?: object) {
  const text = body ? JSON.stringify(body) : '';
  const key = await importFleetKey(FLEET_KEY, 'sign');
  const headers = await signRequest(FLEET, key, method, path, text, Math.floor(Date.now() / 1000));
  return call(method, path, { headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? text : undefined });
}

/** A runner heartbeat, so the Worker knows which languages the fleet judges. */
export async function announceLanguages(names: string[]): Promise<void> {
  const languages: LanguageInfo[] = names.map((name) => ({ name, description: `${name} compiler`, contentType: 'text/x-csrc', compileCommand: 'cc', template: '', isSpj: name.startsWith('C') }));
  expectOk(await signed('POST', '/api/internal/judge/heartbeat', { name: 'runner-1', slots: 2, languages }));
}

const QUEUE = { Authorization: 'Bearer test-queue-token', 'Content-Type': 'application/json' };

/** The local emulator's pull and ack paths of the contest queue, which carries checker compiles (decision 25). */
const CONTEST_QUEUE = '/api/internal/queues/hoj-contest-submissions/messages';

/** Pulls (as a runner, with the queue token) until a compile job's message arrives; other messages are left leased. */
export async function pullCompileMessage(): Promise<PulledMessage> {
  for (let i = 0; i < 200; i++) {
    const res = await request('POST', `${CONTEST_QUEUE}/pull`, { headers: QUEUE, body: { batch_size: 10, visibility_timeout: 60_000 } });
    const json = await res.json<{ result: { messages: PulledMessage[] } }>();
    const found = json.result.messages.find((m) => (JSON.parse(m.body) as { kind: string }).kind === 'compile');
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no compile job on the queue');
}

/** Claims a compile job with a signed GET, as a runner would. */
export async function claimCompileJob(key: string): Promise<JudgeJob> {
  const claim = expectOk(await signed('GET', `/api/internal/judge/job?kind=compile&id=${key}`)) as JobFetchResult;
  if (!('job' in claim)) throw new Error(`expected a compile job, got ${claim.skip}`);
  return claim.job;
}

export function compileOutcome(status: number, errorMessage: string | null = null): JudgeOutcome {
  return { status, score: 0, time: 0, memory: 0, errorMessage, cases: [] };
}

/** Reports a compile job's final outcome, signed, and acks its message. */
export async function finishCompileJob(job: JudgeJob, outcome: JudgeOutcome, message?: PulledMessage): Promise<unknown> {
  const result = expectOk(await signed('POST', '/api/internal/judge/callback', { id: job.id, kind: 'compile', nonce: job.nonce, judger: 'runner-1', phase: 'final', outcome }));
  if (message) await request('POST', `${CONTEST_QUEUE}/ack`, { headers: QUEUE, body: { acks: [{ lease_id: message.lease_id }] } });
  return result;
}

/**
 * Calls compile-spj or compile-interactive and plays the runner meanwhile: pulls the compile job,
 * claims it and reports `outcome`. Returns the endpoint's answer and the job the runner saw.
 */
export async function compileWithRunner<T = unknown>(token: string, mode: 'spj' | 'interactive', body: object, outcome: JudgeOutcome = compileOutcome(0)) {
  const answer = call<T>('POST', `/api/admin/problem/compile-${mode}`, { token, body });
  const message = await pullCompileMessage();
  const { key } = JSON.parse(message.body) as { key: string };
  const job = await claimCompileJob(key);
  await finishCompileJob(job, outcome, message);
  return { result: await answer, job, key };
}

let serial = 0;
export function uniqueProblemId(prefix = 'T'): string {
  serial += 1;
  return `${prefix}${serial}${crypto.randomUUID().slice(0, 6)}`;
}

export interface ProblemOptions {
  problemId?: string;
  title?: string;
  auth?: number;
  difficulty?: number;
  type?: 0 | 1;
  isRemote?: boolean;
  source?: string;
  openCaseResult?: boolean;
  codeShare?: boolean;
  judgeCaseMode?: string;
  createdBy?: string | null;
  cases?: { score?: number; groupNum?: number | null }[];
}

/** A problem row with its cases, written directly; returns its pid and display id. */
export async function insertProblem(options: ProblemOptions = {}): Promise<{ pid: number; problemId: string }> {
  const problemId = options.problemId ?? uniqueProblemId();
  const row = await env.DB.prepare(
    'INSERT INTO problems (problem_id, title, auth, difficulty, type, is_remote, source, open_case_result, code_share, judge_case_mode, created_by, input, output, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(
      problemId,
      options.title ?? `Problem ${problemId}`,
      options.auth ?? 1,
      options.difficulty ?? 0,
      options.type ?? 0,
      options.isRemote ? 1 : 0,
      options.source ?? null,
      options.openCaseResult === false ? 0 : 1,
      options.codeShare === false ? 0 : 1,
      options.judgeCaseMode ?? 'default',
      options.createdBy ?? null,
      'input text',
      'output text',
      'the statement',
    )
    .first<{ id: number }>();
  const pid = row!.id;
  const cases = options.cases ?? [{ score: 100 }];
  for (const [i, c] of cases.entries()) {
    await env.DB.prepare('INSERT INTO problem_cases (pid, idx, input_hash, output_hash, input_name, output_name, score, group_num) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(pid, i + 1, 'a'.repeat(64), 'b'.repeat(64), `${i + 1}.in`, `${i + 1}.out`, c.score ?? 0, c.groupNum ?? null)
      .run();
  }
  return { pid, problemId };
}

export async function insertTag(name: string, color = '#409eff', tcid: number | null = null): Promise<number> {
  const row = await env.DB.prepare('INSERT INTO tags (name, color, oj, tcid) VALUES (?, ?, ?, ?) RETURNING id').bind(name, color, 'ME', tcid).first<{ id: number }>();
  return row!.id;
}

export async function tagProblem(pid: number, tid: number): Promise<void> {
  await env.DB.prepare('INSERT INTO problem_tags (pid, tid) VALUES (?, ?)').bind(pid, tid).run();
}

export interface SubmissionOptions {
  pid: number;
  problemId: string;
  username: string;
  status?: number;
  score?: number | null;
  cid?: number;
  share?: boolean;
  code?: string;
  language?: string;
  cases?: object[];
}

/** A judged submission written directly, with the user's best status recomputed like a verdict would. */
export async function insertSubmission(options: SubmissionOptions): Promise<number> {
  const uid = await uidOf(options.username);
  const code = options.code ?? `code of ${options.username}`;
  const row = await env.DB.prepare(
    'INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, time, memory, cid, share, counted_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 10, 1024, ?, ?, ?) RETURNING submit_id',
  )
    .bind(options.pid, options.problemId, uid, options.username, code, options.language ?? 'C++', code.length, options.status ?? 0, options.score ?? null, options.cid ?? 0, options.share ? 1 : 0, options.status ?? 0)
    .first<{ submit_id: number }>();
  const submitId = row!.submit_id;
  if (options.cases) await env.DB.prepare('INSERT INTO submission_results (submit_id, cases) VALUES (?, ?)').bind(submitId, JSON.stringify(options.cases)).run();
  if ((options.cid ?? 0) === 0) {
    const best = await env.DB.prepare('SELECT status, score FROM user_problem_status WHERE uid = ? AND pid = ?').bind(uid, options.pid).first<{ status: number; score: number }>();
    const status = best?.status === 0 ? 0 : (options.status ?? 0);
    const score = Math.max(best?.score ?? 0, options.score ?? 0);
    await env.DB.prepare('INSERT OR REPLACE INTO user_problem_status (uid, pid, status, score) VALUES (?, ?, ?, ?)').bind(uid, options.pid, status, score).run();
  }
  return submitId;
}

export async function signUpAs(role: 'user' | 'admin' | 'root' | 'teacher') {
  const account = await signUp();
  if (role !== 'user') await grantRole(account.username, role);
  return account;
}

// ---- raw zip archives, including broken and hostile ones ------------------------------------

export interface RawEntry {
  name: string;
  data?: Uint8Array | string;
  deflate?: boolean;
  /** the uncompressed size written in the headers (defaults to the true size) */
  declaredSize?: number;
  /** "version made by": 3 << 8 marks a Unix archiver */
  madeBy?: number;
  externalAttributes?: number;
  flags?: number;
}

async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
}

/** A zip written byte by byte, so tests can make any header say anything. */
export async function rawZip(entries: RawEntry[]): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = typeof e.data === 'string' ? encoder.encode(e.data) : (e.data ?? new Uint8Array());
    const packed = e.deflate ? await deflateRaw(data) : data;
    const name = encoder.encode(e.name);
    const size = e.declaredSize ?? data.length;
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, e.flags ?? 0, true);
    local.setUint16(8, e.deflate ? 8 : 0, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, packed.length, true);
    local.setUint32(22, e.deflate ? size : packed.length, true);
    local.setUint16(26, name.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, e.madeBy ?? 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, e.flags ?? 0, true);
    central.setUint16(10, e.deflate ? 8 : 0, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, packed.length, true);
    central.setUint32(24, e.deflate ? size : packed.length, true);
    central.setUint16(28, name.length, true);
    central.setUint32(38, e.externalAttributes ?? 0, true);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), name, packed);
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + packed.length;
  }
  const directorySize = centrals.reduce((n, p) => n + p.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, new Uint8Array(end.buffer)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A multipart body with one file field. */
export function fileForm(bytes: Uint8Array<ArrayBuffer> | string, name = 'tests.zip', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new File([bytes], name));
  return form;
}

export async function testdataText(hash: string): Promise<string | null> {
  const object = await env.FILES.get(`testdata/${hash}`);
  return object ? object.text() : null;
}

