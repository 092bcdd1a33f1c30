import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PulledMessage } from '../../contract/api/judging';
import type { SubmissionDetail, SubmissionView } from '../../contract/api/submissions';
import type { TestJudgeResult } from '../../contract/api/judging';
import { importFleetKey, signRequest, type JobFetchResult, type JudgeOutcome, type LanguageInfo } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { call, expectOk, expectRefused, grantRole, request, signUp, uniqueName } from './support';

const FLEET = 'test';
const FLEET_KEY = 'test-fleet-key-that-is-long-enough-0123456789';
const QUEUE = { Authorization: 'Bearer test-queue-token' };
/** The local emulator's pull API of each judge queue (decision 25). */
const PRACTICE_QUEUE = '/api/internal/queues/hoj-submissions/messages';
const CONTEST_QUEUE = '/api/internal/queues/hoj-contest-submissions/messages';

async function signed(method: 'GET' | 'POST', path: string, body?: object, options: { key?: string; at?: number } = {}) {
  const text = body ? JSON.stringify(body) : '';
  const key = await importFleetKey(options.key ?? FLEET_KEY, 'sign');
  const headers = await signRequest(FLEET, key, method, path, text, options.at ?? Math.floor(Date.now() / 1000));
  return call(method, path, { headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? text : undefined });
}

let problemCount = 0;
async function createProblem(type: 0 | 1 = 0): Promise<number> {
  problemCount++;
  const problemId = `T${problemCount}${crypto.randomUUID().slice(0, 4)}`;
  const row = await env.DB.prepare('INSERT INTO problems (problem_id, title, type) VALUES (?, ?, ?) RETURNING id').bind(problemId, `Problem ${problemId}`, type).first<{ id: number }>();
  await env.DB.prepare('INSERT INTO problem_cases (pid, idx, input_hash, output_hash, input_name, output_name, score) VALUES (?, 1, ?, ?, ?, ?, 100)')
    .bind(row!.id, 'a'.repeat(64), 'b'.repeat(64), '1.in', '1.out')
    .run();
  return row!.id;
}

async function heartbeat(languages: string[]) {
  const langs: LanguageInfo[] = languages.map((name) => ({ name, description: name, contentType: 'text/x-c++src', compileCommand: 'g++', template: '', isSpj: false }));
  expectOk(await signed('POST', '/api/internal/judge/heartbeat', { name: 'runner-1', slots: 2, languages: langs }));
}

async function pullFrom(queue: string, batchSize = 10, visibility = 60_000): Promise<PulledMessage[]> {
  const res = await request('POST', `${queue}/pull`, { headers: { ...QUEUE, 'Content-Type': 'application/json' }, body: { batch_size: batchSize, visibility_timeout: visibility } });
  return (await res.json<{ result: { messages: PulledMessage[] } }>()).result.messages;
}

/** Pulls until the submission's message arrives through the local push consumer. */
async function pullJob(queue = PRACTICE_QUEUE): Promise<PulledMessage> {
  for (let i = 0; i < 100; i++) {
    const messages = await pullFrom(queue);
    if (messages.length > 0) return messages[0]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no message on the queue');
}

/** Pulls a queue (leasing what it passes over) until a message with this body arrives. */
async function pullUntil(queue: string, body: object, visibility = 60_000): Promise<PulledMessage> {
  for (let i = 0; i < 100; i++) {
    const found = (await pullFrom(queue, 10, visibility)).find((m) => m.body === JSON.stringify(body));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no message ${JSON.stringify(body)} on ${queue}`);
}

function outcome(status: number, score = status === 0 ? 100 : 0): JudgeOutcome {
  return { status, score, time: 12, memory: 1024, errorMessage: null, cases: [{ index: 1, status, time: 12, memory: 1024, score, groupNum: null, userOutput: '3', checkerMessage: null }] };
}

async function problemCounters(pid: number) {
  return env.DB.prepare('SELECT total_count AS total, ac_count AS ac, wa_count AS wa FROM problems WHERE id = ?').bind(pid).first<{ total: number; ac: number; wa: number }>();
}

async function submitAndClaim(token: string, pid: number) {
  const submitted = expectOk(await call<SubmissionView>('POST', '/api/submit-problem-judge', { token, body: { pid, language: 'C++', code: 'int main(){}' } }));
  const message = await pullJob();
  expect(JSON.parse(message.body)).toEqual({ kind: 'judge', submitId: submitted.submitId, priority: 'practice' });
  const claim = expectOk(await signed('GET', `/api/internal/judge/job?kind=judge&id=${submitted.submitId}`)) as JobFetchResult;
  if (!('job' in claim)) throw new Error(`expected a job, got ${claim.skip}`);
  return { submitId: submitted.submitId, job: claim.job, message };
}

describe('submitting and judging', () => {
  it('stores the submission as pending, queues only its id, and the claimed job carries the problem and cases', async () => {
    const user = await signUp();
    const pid = await createProblem();
    const { submitId, job } = await submitAndClaim(user.token, pid);
    expect(job).toMatchObject({ kind: 'judge', id: String(submitId), program: { language: 'C++', code: 'int main(){}' }, problem: { timeLimit: 1000, memoryLimit: 256, stackLimit: 128, judgeMode: 'default' } });
    expect(job.cases).toEqual([{ index: 1, input: 'a'.repeat(64), output: 'b'.repeat(64), score: 100, groupNum: null }]);
    const detail = expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { token: user.token, query: { submitId } }));
    expect(detail.submission.status).toBe(JUDGE_STATUS.pending);
  });

  it('moves through compiling and judging to the final verdict, and counts it once', async () => {
    const user = await signUp();
    const pid = await createProblem();
    const { submitId, job } = await submitAndClaim(user.token, pid);
    expectOk(await signed('POST', '/api/internal/judge/callback', { id: job.id, kind: 'judge', nonce: job.nonce, judger: 'r1', phase: 'compiling' }));
    let status = expectOk(await call<Record<number, { status: number }>>('POST', '/api/check-submissions-status', { body: { submitIds: [submitId] } }));
    expect(status[submitId]!.status).toBe(JUDGE_STATUS.compiling);
    expectOk(await signed('POST', '/api/internal/judge/callback', { id: job.id, kind: 'judge', nonce: job.nonce, judger: 'r1', phase: 'judging' }));
    const final = { id: job.id, kind: 'judge', nonce: job.nonce, judger: 'r1', phase: 'final', outcome: outcome(JUDGE_STATUS.accepted) };
    expect(expectOk(await signed('POST', '/api/internal/judge/callback', final))).toEqual({ result: 'applied' });
    status = expectOk(await call('POST', '/api/check-submissions-status', { body: { submitIds: [submitId] } }));
    expect(status[submitId]).toMatchObject({ status: 0, score: 100, time: 12, memory: 1024 });
    expect(await problemCounters(pid)).toEqual({ total: 1, ac: 1, wa: 0 });

    // A replayed final result, even with another outcome, changes nothing.
    expect(expectOk(await signed('POST', '/api/internal/judge/callback', { ...final, outcome: outcome(JUDGE_STATUS.wrongAnswer) }))).toEqual({ result: 'ignored' });
    expect(await problemCounters(pid)).toEqual({ total: 1, ac: 1, wa: 0 });
    const solved = await env.DB.prepare('SELECT status FROM user_problem_status WHERE pid = ?').bind(pid).first<{ status: number }>();
    expect(solved?.status).toBe(0);
  });

  it('refuses forged, foreign-key, stale and unsigned callbacks with 401', async () => {
    const user = await signUp();
    const pid = await createProblem();
    const { job } = await submitAndClaim(user.token, pid);
    const final = { id: job.id, kind: 'judge', nonce: job.nonce, judger: 'r1', phase: 'final', outcome: outcome(0) };
    expectRefused(await signed('POST', '/api/internal/judge/callback', final, { key: 'some-other-fleet-key-of-good-length-000' }), 401);
    expectRefused(await signed('POST', '/api/internal/judge/callback', final, { at: Math.floor(Date.now() / 1000) - 301 }), 401);
    expectRefused(await call('POST', '/api/internal/judge/callback', { body: final }), 401);
    const headers = await signRequest(FLEET, await importFleetKey(FLEET_KEY, 'sign'), 'POST', '/api/internal/judge/callback', JSON.stringify(final), Math.floor(Date.now() / 1000));
    const tampered = JSON.stringify({ ...final, outcome: outcome(JUDGE_STATUS.wrongAnswer) });
    expectRefused(await call('POST', '/api/internal/judge/callback', { headers: { ...headers, 'Content-Type': 'application/json' }, body: tampered }), 401);
    expect(await problemCounters(pid)).toEqual({ total: 0, ac: 0, wa: 0 });
  });

  it('hands a redelivered job a new nonce, so the lost attempt can no longer report', async () => {
    const user = await signUp();
    const pid = await createProblem();
    const { job: first } = await submitAndClaim(user.token, pid);
    const second = expectOk(await signed('GET', `/api/internal/judge/job?kind=judge&id=${first.id}`)) as JobFetchResult;
    if (!('job' in second)) throw new Error('expected the job again');
    expect(second.job.nonce).not.toBe(first.nonce);
    expectRefused(await signed('POST', '/api/internal/judge/callback', { id: first.id, kind: 'judge', nonce: first.nonce, judger: 'old', phase: 'judging' }), 409);
    expect(expectOk(await signed('POST', '/api/internal/judge/callback', { id: first.id, kind: 'judge', nonce: first.nonce, judger: 'old', phase: 'final', outcome: outcome(-1) }))).toEqual({ result: 'ignored' });
    expectOk(await signed('POST', '/api/internal/judge/callback', { id: first.id, kind: 'judge', nonce: second.job.nonce, judger: 'new', phase: 'final', outcome: outcome(0) }));
    expect(await problemCounters(pid)).toEqual({ total: 1, ac: 1, wa: 0 });
    // Once final, a further claim is skipped.
    expect(expectOk(await signed('GET', `/api/internal/judge/job?kind=judge&id=${first.id}`))).toHaveProperty('skip');
  });

  it('keeps counters exact across rejudge, manual judge and cancel', async () => {
    const user = await signUp();
    const admin = await signUp();
    await grantRole(admin.username, 'admin');
    const pid = await createProblem();
    const { submitId, job, message } = await submitAndClaim(user.token, pid);
    await request('POST', `${PRACTICE_QUEUE}/ack`, { headers: { ...QUEUE, 'Content-Type': 'application/json' }, body: { acks: [{ lease_id: message.lease_id }] } });
    expectOk(await signed('POST', '/api/internal/judge/callback', { id: job.id, kind: 'judge', nonce: job.nonce, judger: 'r', phase: 'final', outcome: outcome(-1) }));
    expect(await problemCounters(pid)).toEqual({ total: 1, ac: 0, wa: 1 });

    expectRefused(await call('GET', '/api/admin/judge/rejudge', { token: user.token, query: { submitId } }), 403);
    expectOk(await call('GET', '/api/admin/judge/rejudge', { token: admin.token, query: { submitId } }));
    await pullJob();
    const again = expectOk(await signed('GET', `/api/internal/judge/job?kind=judge&id=${submitId}`)) as JobFetchResult;
    if (!('job' in again)) throw new Error('expected the rejudge job');
    expectOk(await signed('POST', '/api/internal/judge/callback', { id: job.id, kind: 'judge', nonce: again.job.nonce, judger: 'r', phase: 'final', outcome: outcome(0) }));
    expect(await problemCounters(pid)).toEqual({ total: 1, ac: 1, wa: 0 });

    expectRefused(await call('GET', '/api/admin/judge/manual-judge', { token: admin.token, query: { submitId, status: JUDGE_STATUS.pending } }), 400, 'This status cannot be set by hand');
    expectOk(await call('GET', '/api/admin/judge/manual-judge', { token: admin.token, query: { submitId, status: JUDGE_STATUS.wrongAnswer } }));
    expect(await problemCounters(pid)).toEqual({ total: 1, ac: 0, wa: 1 });

    expectOk(await call('GET', '/api/admin/judge/cancel-judge', { token: admin.token, query: { submitId } }));
    expect(await problemCounters(pid)).toEqual({ total: 0, ac: 0, wa: 0 });
    expectRefused(await call('GET', '/api/admin/judge/cancel-judge', { token: admin.token, query: { submitId } }), 400, 'The submission is already cancelled');
    const detail = expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { token: user.token, query: { submitId } }));
    expect(detail.submission.status).toBe(JUDGE_STATUS.cancelled);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM user_problem_status WHERE pid = ?').bind(pid).first('n')).toBe(0);
  });

  it('validates submissions: code rules, unknown problem, language not judged', async () => {
    const user = await signUp();
    const pid = await createProblem();
    await heartbeat(['C', 'C++']);
    expectRefused(await call('POST', '/api/submit-problem-judge', { token: user.token, body: { pid, language: 'C++', code: '   ' } }), 400, 'Code can not be empty');
    expectRefused(await call('POST', '/api/submit-problem-judge', { token: user.token, body: { pid, language: 'C++', code: 'x'.repeat(65536) } }), 400, 'Code Length can not exceed 65535');
    expectRefused(await call('POST', '/api/submit-problem-judge', { token: user.token, body: { pid: 999_999, language: 'C++', code: 'x' } }), 404, 'The problem does not exist');
    expectRefused(await call('POST', '/api/submit-problem-judge', { token: user.token, body: { pid, language: 'Brainfuck', code: 'x' } }), 400, 'The language Brainfuck is not available for this problem');
    expectRefused(await call('POST', '/api/submit-problem-judge', { body: { pid, language: 'C++', code: 'x' } }), 401);
    const languages = expectOk(await call<LanguageInfo[]>('GET', '/api/languages'));
    expect(languages.map((l) => l.name)).toEqual(['C', 'C++']);
  });

  it('runs an online test without storing a submission, and only its owner reads the result', async () => {
    const user = await signUp();
    const other = await signUp();
    const pid = await createProblem();
    expectRefused(await call('POST', '/api/submit-problem-test-judge', { token: user.token, body: { pid, language: 'C++', code: 'x', userInput: 'y'.repeat(1001) } }), 400, 'The test input must be at most 1000 characters');
    const key = expectOk(await call<string>('POST', '/api/submit-problem-test-judge', { token: user.token, body: { pid, language: 'C++', code: 'int main(){}', userInput: '1 2' } }));
    expect(JSON.parse((await pullJob()).body)).toEqual({ kind: 'test', key, priority: 'practice' });
    const claim = expectOk(await signed('GET', `/api/internal/judge/job?kind=test&id=${key}`)) as JobFetchResult;
    if (!('job' in claim)) throw new Error('expected the test job');
    expect(claim.job.testInput).toEqual({ input: '1 2', expectedOutput: null });
    let result = expectOk(await call<TestJudgeResult>('GET', '/api/get-test-judge-result', { token: user.token, query: { testJudgeKey: key } }));
    expect(result.status).toBe(JUDGE_STATUS.pending);
    const done = outcome(0);
    done.cases[0]!.checkerMessage = 'warning: nothing';
    expectOk(await signed('POST', '/api/internal/judge/callback', { id: key, kind: 'test', nonce: claim.job.nonce, judger: 'r', phase: 'final', outcome: done }));
    result = expectOk(await call<TestJudgeResult>('GET', '/api/get-test-judge-result', { token: user.token, query: { testJudgeKey: key } }));
    expect(result).toMatchObject({ status: 0, userOutput: '3', stderr: 'warning: nothing', userInput: '1 2', problemJudgeMode: 'default' });
    expectRefused(await call('GET', '/api/get-test-judge-result', { token: other.token, query: { testJudgeKey: key } }), 404);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM submissions WHERE pid = ?').bind(pid).first('n')).toBe(0);
  });

  it("passes on that the interactor did not accept a test run's input", async () => {
    const user = await signUp();
    const pid = await createProblem();
    const key = expectOk(await call<string>('POST', '/api/submit-problem-test-judge', { token: user.token, body: { pid, language: 'C++', code: 'int main(){}', userInput: '' } }));
    expect(JSON.parse((await pullJob()).body)).toEqual({ kind: 'test', key, priority: 'practice' });
    const claim = expectOk(await signed('GET', `/api/internal/judge/job?kind=test&id=${key}`)) as JobFetchResult;
    if (!('job' in claim)) throw new Error('expected the test job');
    const refused = { ...outcome(JUDGE_STATUS.systemError), errorMessage: 'The interactor did not accept this input as a test (exit code 3): cannot read the test', inputRejected: true };
    expectOk(await signed('POST', '/api/internal/judge/callback', { id: key, kind: 'test', nonce: claim.job.nonce, judger: 'r', phase: 'final', outcome: refused }));
    const result = expectOk(await call<TestJudgeResult>('GET', '/api/get-test-judge-result', { token: user.token, query: { testJudgeKey: key } }));
    expect(result).toMatchObject({ status: JUDGE_STATUS.systemError, inputRejected: true });
  });

  it('shows code to the owner and admins only, unless shared', async () => {
    const owner = await signUp();
    const stranger = await signUp({ username: uniqueName('s') });
    const pid = await createProblem();
    const submitted = expectOk(await call<SubmissionView>('POST', '/api/submit-problem-judge', { token: owner.token, body: { pid, language: 'C++', code: 'secret code' } }));
    const mine = expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { token: owner.token, query: { submitId: submitted.submitId } }));
    expect(mine.submission.code).toBe('secret code');
    const theirs = expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { token: stranger.token, query: { submitId: submitted.submitId } }));
    expect(theirs.submission.code).toBeNull();
    const anonymous = expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId: submitted.submitId } }));
    expect(anonymous.submission.code).toBeNull();
  });

  it('resubmits only a failed sending, and only for its owner', async () => {
    const owner = await signUp();
    const other = await signUp();
    const pid = await createProblem();
    const submitted = expectOk(await call<SubmissionView>('POST', '/api/submit-problem-judge', { token: owner.token, body: { pid, language: 'C++', code: 'x' } }));
    expectRefused(await call('GET', '/api/resubmit', { token: owner.token, query: { submitId: submitted.submitId } }), 400, 'Only a submission whose sending failed can be resubmitted');
    await env.DB.prepare('UPDATE submissions SET status = 10 WHERE submit_id = ?').bind(submitted.submitId).run();
    expectRefused(await call('GET', '/api/resubmit', { token: other.token, query: { submitId: submitted.submitId } }), 403);
    const again = expectOk(await call<SubmissionView>('GET', '/api/resubmit', { token: owner.token, query: { submitId: submitted.submitId } }));
    expect(again.status).toBe(JUDGE_STATUS.pending);
  });

  it('serves test files by hash to signed runners only', async () => {
    const hash = 'c'.repeat(64);
    await env.FILES.put(`testdata/${hash}`, 'hello');
    const path = `/api/internal/judge/testdata/${hash}`;
    expect((await request('GET', path)).status).toBe(401);
    const headers = await signRequest(FLEET, await importFleetKey(FLEET_KEY, 'sign'), 'GET', path, '', Math.floor(Date.now() / 1000));
    const res = await request('GET', path, { headers });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello');
  });
});

describe('contest submissions before practice ones', () => {
  it('queues a contest submission on the contest queue, so a runner that serves it first judges it before practice jobs queued earlier', async () => {
    const user = await signUp();
    const admin = await signUp();
    await grantRole(admin.username, 'admin');
    const pid = await createProblem();
    // Earlier tests of this file leave practice messages behind: lease them away for the rest of the file.
    while ((await pullFrom(PRACTICE_QUEUE, 100, 3_600_000)).length > 0);

    // A practice submission is waiting when a contest one arrives. There is no contests area yet, so
    // the contest submission's row goes straight into D1 and an admin's rejudge puts it on a queue.
    const practice = expectOk(await call<SubmissionView>('POST', '/api/submit-problem-judge', { token: user.token, body: { pid, language: 'C++', code: 'practice' } }));
    const practiceBody = { kind: 'judge', submitId: practice.submitId, priority: 'practice' };
    // The push consumer hands messages over asynchronously: see the practice job on its queue (a
    // 1 ms lease, so it is waiting again at once) before the contest job is sent.
    const seen = await pullUntil(PRACTICE_QUEUE, practiceBody, 1);
    const contestId = (await env.DB.prepare("INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, cid) SELECT id, problem_id, ?, ?, 'contest', 'C++', 7, -1, 7 FROM problems WHERE id = ? RETURNING submit_id")
      .bind(practice.uid, practice.username, pid)
      .first<number>('submit_id'))!;
    expectOk(await call('GET', '/api/admin/judge/rejudge', { token: admin.token, query: { submitId: contestId } }));

    // A runner with one free slot asks the contest queue first: it gets the contest job, and the
    // practice job (queued earlier) is still waiting on its own queue for the next free slot.
    const first = await pullUntil(CONTEST_QUEUE, { kind: 'judge', submitId: contestId, priority: 'contest' });
    expect(first.attempts).toBe(1);
    const next = await pullUntil(PRACTICE_QUEUE, practiceBody);
    expect(next).toMatchObject({ id: seen.id, attempts: 2 });
    expect(next.timestamp_ms).toBeLessThanOrEqual(first.timestamp_ms);
    expect(await pullFrom(CONTEST_QUEUE, 100)).toEqual([]);

    // A rejudge keeps each submission on its own queue.
    expectOk(await call('GET', '/api/admin/judge/rejudge', { token: admin.token, query: { submitId: practice.submitId } }));
    await pullUntil(PRACTICE_QUEUE, { kind: 'judge', submitId: practice.submitId, priority: 'practice' });
    expect(await pullFrom(CONTEST_QUEUE, 100)).toEqual([]);
  });
});

describe('the local pull-queue emulator', () => {
  it('needs the queue token', async () => {
    expectRefused(await call('POST', `${PRACTICE_QUEUE}/pull`, { body: {} }), 401);
    expectRefused(await call('POST', `${CONTEST_QUEUE}/pull`, { body: {} }), 401);
  });

  it('serves only the judge queues', async () => {
    expectRefused(await call('POST', '/api/internal/queues/hoj-other/messages/pull', { headers: QUEUE, body: {} }), 404, 'No such queue');
  });

  it('hides a leased message until its visibility timeout, redelivers it with one more attempt, and drops it on ack', async () => {
    const user = await signUp();
    const pid = await createProblem();
    const pullWith = (visibility: number) => pullFrom(PRACTICE_QUEUE, 10, visibility);
    // Earlier tests of this file leave messages behind: lease them away for the rest of the file.
    while ((await pullWith(3_600_000)).length > 0);
    expectOk(await call('POST', '/api/submit-problem-judge', { token: user.token, body: { pid, language: 'C++', code: 'x' } }));
    let first: PulledMessage | undefined;
    for (let i = 0; i < 100 && !first; i++) {
      first = (await pullWith(200))[0];
      if (!first) await new Promise((r) => setTimeout(r, 50));
    }
    expect(first?.attempts).toBe(1);
    expect(await pullWith(200)).toEqual([]);
    await new Promise((r) => setTimeout(r, 250));
    const [again] = await pullWith(60_000);
    expect(again).toMatchObject({ id: first!.id, attempts: 2 });
    const ack = await request('POST', `${PRACTICE_QUEUE}/ack`, { headers: { ...QUEUE, 'Content-Type': 'application/json' }, body: { acks: [{ lease_id: again!.lease_id }] } });
    expect((await ack.json<{ result: { ackCount: number } }>()).result.ackCount).toBe(1);
  });
});
