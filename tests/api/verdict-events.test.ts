import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../contract/api/submissions';
import { importFleetKey, signRequest, type JobFetchResult, type JudgeOutcome } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { onVerdict, type VerdictEvent } from '../../worker/submissions/verdict-events';
import { call, expectOk, grantRole, signUp, uidOf } from './support';

const FLEET_KEY = 'test-fleet-key-that-is-long-enough-0123456789';

async function signed(method: 'GET' | 'POST', path: string, body?: object) {
  const text = body ? JSON.stringify(body) : '';
  const headers = await signRequest('test', await importFleetKey(FLEET_KEY, 'sign'), method, path, text, Math.floor(Date.now() / 1000));
  return call(method, path, { headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? text : undefined });
}

async function createProblem(): Promise<{ pid: number; problemId: string }> {
  const problemId = `V${crypto.randomUUID().slice(0, 6)}`;
  const row = await env.DB.prepare('INSERT INTO problems (problem_id, title, type) VALUES (?, ?, 0) RETURNING id').bind(problemId, `Problem ${problemId}`).first<{ id: number }>();
  return { pid: row!.id, problemId };
}

function outcome(status: number): JudgeOutcome {
  return { status, score: status === 0 ? 100 : 0, time: 12, memory: 1024, errorMessage: null, cases: [] };
}

const heard: VerdictEvent[] = [];
let unsubscribe = onVerdict((event) => void heard.push(event));
afterEach(() => {
  heard.length = 0;
});

async function submitAndClaim(token: string, pid: number) {
  const submitted = expectOk(await call<SubmissionView>('POST', '/api/submit-problem-judge', { token, body: { pid, language: 'C++', code: 'int main(){}' } }));
  const claim = expectOk(await signed('GET', `/api/internal/judge/job?kind=judge&id=${submitted.submitId}`)) as JobFetchResult;
  if (!('job' in claim)) throw new Error(`expected a job, got ${claim.skip}`);
  return { submitId: submitted.submitId, job: claim.job };
}

describe('the verdict event', () => {
  it("is raised once for a runner's final result, and not for progress or a replay", async () => {
    const user = await signUp();
    const { pid, problemId } = await createProblem();
    const { submitId, job } = await submitAndClaim(user.token, pid);
    const base = { id: job.id, kind: 'judge', nonce: job.nonce, judger: 'r1' };
    expectOk(await signed('POST', '/api/internal/judge/callback', { ...base, phase: 'judging' }));
    expect(heard).toEqual([]);
    expect(expectOk(await signed('POST', '/api/internal/judge/callback', { ...base, phase: 'final', outcome: outcome(JUDGE_STATUS.accepted) }))).toEqual({ result: 'applied' });
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      submitId,
      uid: await uidOf(user.username),
      username: user.username,
      pid,
      displayPid: problemId,
      cid: 0,
      tid: null,
      gid: null,
      previousCountedStatus: null,
      status: JUDGE_STATUS.accepted,
      score: 100,
      time: 12,
      memory: 1024,
      source: 'runner',
    });
    const stored = await env.DB.prepare('SELECT judge_time AS t FROM submissions WHERE submit_id = ?').bind(submitId).first<{ t: number }>();
    expect(heard[0]!.judgeTime).toBe(stored!.t);

    expect(expectOk(await signed('POST', '/api/internal/judge/callback', { ...base, phase: 'final', outcome: outcome(JUDGE_STATUS.wrongAnswer) }))).toEqual({ result: 'ignored' });
    expect(heard).toHaveLength(1);
  });

  it('is raised once by a manual judgement and once by a cancel, with the status counted before', async () => {
    const user = await signUp();
    const admin = await signUp();
    await grantRole(admin.username, 'admin');
    const { pid } = await createProblem();
    const { submitId, job } = await submitAndClaim(user.token, pid);
    expectOk(await signed('POST', '/api/internal/judge/callback', { id: job.id, kind: 'judge', nonce: job.nonce, judger: 'r', phase: 'final', outcome: outcome(JUDGE_STATUS.wrongAnswer) }));
    heard.length = 0;

    expectOk(await call('GET', '/api/admin/judge/manual-judge', { token: admin.token, query: { submitId, status: JUDGE_STATUS.accepted } }));
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ submitId, previousCountedStatus: JUDGE_STATUS.wrongAnswer, status: JUDGE_STATUS.accepted, source: 'manual' });

    expectOk(await call('GET', '/api/admin/judge/cancel-judge', { token: admin.token, query: { submitId } }));
    expect(heard).toHaveLength(2);
    expect(heard[1]).toMatchObject({ submitId, previousCountedStatus: JUDGE_STATUS.accepted, status: JUDGE_STATUS.cancelled, score: null, source: 'cancel' });

    // A refused cancel changes nothing and raises nothing.
    expect((await call('GET', '/api/admin/judge/cancel-judge', { token: admin.token, query: { submitId } })).status).toBe(400);
    expect(heard).toHaveLength(2);
  });

  it('a failing listener never fails the verdict', async () => {
    unsubscribe();
    const off = onVerdict(() => {
      throw new Error('scoreboard down');
    });
    unsubscribe = onVerdict((event) => void heard.push(event));
    try {
      const user = await signUp();
      const { pid } = await createProblem();
      const { job } = await submitAndClaim(user.token, pid);
      expect(expectOk(await signed('POST', '/api/internal/judge/callback', { id: job.id, kind: 'judge', nonce: job.nonce, judger: 'r', phase: 'final', outcome: outcome(0) }))).toEqual({ result: 'applied' });
      expect(heard).toHaveLength(1);
    } finally {
      off();
    }
  });
});
