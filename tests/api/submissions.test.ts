import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionDetail, SubmissionView } from '../../contract/api/submissions';
import type { AllCaseResult } from '../../contract/api/submissions';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { insertProblem, insertSubmission, signUpAs } from './problems-support';
import { call, expectOk, expectRefused, type Account, type Session } from './support';

/** Submission lists, code visibility and sharing, and case results (part 1 §2, §4, §6). */

type Caller = Account & Session;
let owner: Caller;
let other: Caller;
let admin: Caller;
let problem: { pid: number; problemId: string };

beforeAll(async () => {
  owner = await signUpAs('user');
  other = await signUpAs('user');
  admin = await signUpAs('admin');
  problem = await insertProblem({ difficulty: 2 });
});

async function list(query: Record<string, string | number | boolean>, token?: string) {
  return expectOk(await call<Page<SubmissionView>>('GET', '/api/get-submission-list', { query, token }));
}

describe('get-submission-list', () => {
  it('filters by username, problemID (exact or part), status and onlyMine, newest first, without code', async () => {
    const a = await insertProblem();
    const b = await insertProblem();
    const ids = [
      await insertSubmission({ pid: a.pid, problemId: a.problemId, username: owner.username, status: JUDGE_STATUS.wrongAnswer }),
      await insertSubmission({ pid: a.pid, problemId: a.problemId, username: owner.username, status: JUDGE_STATUS.accepted }),
      await insertSubmission({ pid: b.pid, problemId: b.problemId, username: owner.username, status: JUDGE_STATUS.accepted }),
      await insertSubmission({ pid: a.pid, problemId: a.problemId, username: other.username, status: JUDGE_STATUS.accepted }),
    ];
    const mine = await list({ username: owner.username });
    expect(mine.records.map((r) => r.submitId)).toEqual([ids[2], ids[1], ids[0]]);
    expect(mine).toMatchObject({ total: 3, current: 1, size: 15 });
    expect(mine.records.every((r) => r.code === null)).toBe(true);
    expect(mine.records[0]).toMatchObject({ pid: b.pid, displayPid: b.problemId, displayId: b.problemId, title: `Problem ${b.problemId}`, username: owner.username, status: 0, language: 'C++', cid: 0 });
    expect((await list({ username: owner.username.toUpperCase() })).total).toBe(3);
    expect((await list({ problemID: a.problemId, completeProblemID: true })).records.map((r) => r.submitId)).toEqual([ids[3], ids[1], ids[0]]);
    expect((await list({ problemID: a.problemId.slice(1), completeProblemID: false, username: owner.username })).records.map((r) => r.submitId)).toEqual([ids[1], ids[0]]);
    expect((await list({ problemID: a.problemId, completeProblemID: true, status: JUDGE_STATUS.accepted })).records.map((r) => r.submitId)).toEqual([ids[3], ids[1]]);
    expect((await list({ onlyMine: true, status: JUDGE_STATUS.accepted }, owner.token)).records.map((r) => r.submitId)).toEqual([ids[2], ids[1]]);
    expect((await list({ onlyMine: true, username: other.username }, owner.token)).total).toBe(0);
    expect((await list({ username: 'nobody-here' })).records).toEqual([]);
    expect((await list({ problemID: 'NO-SUCH-PROBLEM', completeProblemID: true })).total).toBe(0);
    const paged = await list({ username: owner.username, limit: 2, currentPage: 2 });
    expect(paged.records.map((r) => r.submitId)).toEqual([ids[0]]);
    expect(paged.total).toBe(3);
    const firstOfTwo = await list({ username: owner.username, limit: 2 });
    expect(firstOfTwo.total).toBe(3);
  });

  it('counts a prolific user beyond the exact-count bound', async () => {
    const prolific = await signUpAs('user');
    await insertSubmission({ pid: problem.pid, problemId: problem.problemId, username: prolific.username });
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1004)
       INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, cid) SELECT pid, display_pid, uid, username, code, language, length, status, 0 FROM submissions, n WHERE username = ?`,
    )
      .bind(prolific.username)
      .run();
    const page = await list({ username: prolific.username });
    expect(page.records).toHaveLength(15);
    expect(page.total).toBe(1005);
  });

  it('needs sign-in for onlyMine, and refuses contests, groups and bad filters', async () => {
    expectRefused(await call('GET', '/api/get-submission-list', { query: { onlyMine: true } }), 401, 'Please_login_first');
    expectRefused(await call('GET', '/api/get-submission-list', { query: { contestID: 3 } }), 404, 'The contest does not exist');
    expectRefused(await call('GET', '/api/get-submission-list', { query: { gid: 3 } }), 404, 'The group does not exist');
    expectRefused(await call('GET', '/api/get-submission-list', { query: { status: 42 } }), 400, 'status must be at most 10');
    expectRefused(await call('GET', '/api/get-submission-list', { query: { onlyMine: 'maybe' } }), 400, 'onlyMine must be true or false');
    expect((await list({ contestID: 0, beforeContestSubmit: false, containsEnd: true, status: '' })).current).toBe(1);
  });

  it('leaves contest submissions out of the public list', async () => {
    const contestant = await signUpAs('user');
    await insertSubmission({ pid: problem.pid, problemId: problem.problemId, username: contestant.username, cid: 7 });
    const publicOne = await insertSubmission({ pid: problem.pid, problemId: problem.problemId, username: contestant.username });
    expect((await list({ username: contestant.username })).records.map((r) => r.submitId)).toEqual([publicOne]);
  });

  it('computes the OI rank score as score × 0.1 + difficulty × 2, rounded', async () => {
    const oi = await insertProblem({ type: 1, difficulty: 3 });
    const player = await signUpAs('user');
    await insertSubmission({ pid: oi.pid, problemId: oi.problemId, username: player.username, status: JUDGE_STATUS.partialAccepted, score: 45 });
    expect((await list({ username: player.username })).records[0]).toMatchObject({ score: 45, oiRankScore: 11 });
  });
});

describe('code visibility and sharing', () => {
  it('shows code to the owner and admins, to others only when shared on a problem that allows it', async () => {
    const submitId = await insertSubmission({ pid: problem.pid, problemId: problem.problemId, username: owner.username, code: 'my secret code' });
    const detail = (token?: string) => call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId }, token });
    expect(expectOk(await detail(owner.token)).submission.code).toBe('my secret code');
    expect(expectOk(await detail(admin.token)).submission.code).toBe('my secret code');
    expect(expectOk(await detail(other.token)).submission.code).toBeNull();
    expect(expectOk(await detail()).submission.code).toBeNull();

    expectRefused(await call('PUT', '/api/submission', { token: other.token, body: { submitId, share: true } }), 403, 'Only the owner of a submission may share or unshare its code');
    expectRefused(await call('PUT', '/api/submission', { token: admin.token, body: { submitId, share: true } }), 403);
    expectRefused(await call('PUT', '/api/submission', { body: { submitId, share: true } }), 401);
    expectRefused(await call('PUT', '/api/submission', { token: owner.token, body: { submitId, share: true, uid: 'someone-else' } }), 403);
    const shared = await call<SubmissionView>('PUT', '/api/submission', { token: owner.token, body: { submitId, share: true } });
    expect(expectOk(shared).share).toBe(true);
    expect(shared.body.msg).toBe('Shared_successfully');
    expect(expectOk(await detail(other.token)).submission.code).toBe('my secret code');
    expect(expectOk(await detail()).submission.code).toBe('my secret code');
    const unshared = await call('PUT', '/api/submission', { token: owner.token, body: { submitId, share: false } });
    expect(unshared.body.msg).toBe('Cancel_Sharing_Successfully');
    expect(expectOk(await detail(other.token)).submission.code).toBeNull();
    expectRefused(await call('PUT', '/api/submission', { token: owner.token, body: { submitId: 99_999_999, share: true } }), 404);
    expectRefused(await call('PUT', '/api/submission', { token: owner.token, body: { submitId, share: 'yes' } }), 400, 'share must be true or false');
  });

  it('never shares contest code, nor code of a problem that forbids sharing', async () => {
    const contestSubmission = await insertSubmission({ pid: problem.pid, problemId: problem.problemId, username: owner.username, cid: 9, code: 'contest code' });
    expectRefused(await call('PUT', '/api/submission', { token: owner.token, body: { submitId: contestSubmission, share: true } }), 400, 'Contest submissions cannot be shared');
    const contestDetail = (token?: string) => call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId: contestSubmission }, token });
    expect(expectOk(await contestDetail(owner.token)).submission.code).toBe('contest code');
    expect(expectOk(await contestDetail(admin.token)).submission.code).toBe('contest code');
    expect(expectOk(await contestDetail(other.token)).submission.code).toBeNull();
    const closed = await insertProblem({ codeShare: false });
    const submitId = await insertSubmission({ pid: closed.pid, problemId: closed.problemId, username: owner.username });
    expectRefused(await call('PUT', '/api/submission', { token: owner.token, body: { submitId, share: true } }), 400, 'This problem does not allow sharing code');
    // A row marked shared still stays hidden while the problem forbids sharing.
    await env.DB.prepare('UPDATE submissions SET share = 1 WHERE submit_id = ?').bind(submitId).run();
    expect(expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId }, token: other.token })).submission.code).toBeNull();
  });
});

describe('get-all-case-result', () => {
  const cases = [
    { index: 1, status: 0, time: 5, memory: 900, score: 30, groupNum: 1, userOutput: 'out-1', checkerMessage: null },
    { index: 2, status: -1, time: 7, memory: 1000, score: 0, groupNum: 1, userOutput: 'out-2', checkerMessage: 'wrong' },
    { index: 3, status: 0, time: 9, memory: 800, score: 70, groupNum: 2, userOutput: 'out-3', checkerMessage: null },
  ];

  it('lists cases for the default mode; the output only for the owner and admins', async () => {
    const acm = await insertProblem({ cases: [{}, {}, {}] });
    const submitId = await insertSubmission({ pid: acm.pid, problemId: acm.problemId, username: owner.username, status: -1, cases });
    const mine = expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId }, token: owner.token }));
    expect(mine).toMatchObject({ judgeCaseMode: 'default', openCaseResult: true, subTaskJudgeCaseVoList: [] });
    expect(mine.judgeCaseList[1]).toEqual({ index: 2, inputData: '2.in', outputData: '2.out', userOutput: 'out-2', status: -1, time: 7, memory: 1000, score: 0, groupNum: 1 });
    const theirs = expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId } }));
    expect(theirs.judgeCaseList.map((c) => c.userOutput)).toEqual([null, null, null]);
    expect(theirs.judgeCaseList.map((c) => c.status)).toEqual([0, -1, 0]);
  });

  it('groups subtasks as the judge scored them', async () => {
    const oi = await insertProblem({ type: 1, judgeCaseMode: 'subtask_lowest', cases: [{ score: 30, groupNum: 1 }, { score: 30, groupNum: 1 }, { score: 70, groupNum: 2 }] });
    const submitId = await insertSubmission({ pid: oi.pid, problemId: oi.problemId, username: owner.username, status: 8, score: 70, cases });
    const result = expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId }, token: owner.token }));
    expect(result.judgeCaseMode).toBe('subtask_lowest');
    expect(result.judgeCaseList).toEqual([]);
    expect(result.subTaskJudgeCaseVoList.map(({ subtaskDetailList, ...s }) => ({ ...s, cases: subtaskDetailList.map((c) => c.index) }))).toEqual([
      { groupNum: 1, status: -1, score: 0, ac: 1, total: 2, time: 7, memory: 1000, cases: [1, 2] },
      { groupNum: 2, status: 0, score: 70, ac: 1, total: 1, time: 9, memory: 800, cases: [3] },
    ]);
    await env.DB.prepare("UPDATE problems SET judge_case_mode = 'subtask_average' WHERE id = ?").bind(oi.pid).run();
    const average = expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId }, token: owner.token }));
    expect(average.subTaskJudgeCaseVoList[0]).toMatchObject({ groupNum: 1, status: 8, score: 15 });
  });

  it('hides case results the problem does not open (admins still see them), and contest ones from strangers', async () => {
    const closed = await insertProblem({ openCaseResult: false, cases: [{}, {}, {}] });
    const submitId = await insertSubmission({ pid: closed.pid, problemId: closed.problemId, username: owner.username, cases });
    const hidden = expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId }, token: owner.token }));
    expect(hidden).toEqual({ judgeCaseMode: 'default', openCaseResult: false, judgeCaseList: [], subTaskJudgeCaseVoList: [] });
    expect(expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId }, token: admin.token })).judgeCaseList).toHaveLength(3);

    const contest = await insertSubmission({ pid: problem.pid, problemId: problem.problemId, username: owner.username, cid: 5, cases: cases.slice(0, 1) });
    expectRefused(await call('GET', '/api/get-all-case-result', { query: { submitId: contest }, token: other.token }), 403, 'Only the owner and admins may see the case results of this submission');
    expectRefused(await call('GET', '/api/get-all-case-result', { query: { submitId: contest } }), 403);
    expect(expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId: contest }, token: owner.token })).judgeCaseList).toHaveLength(1);

    const privateProblem = await insertProblem({ auth: 2 });
    const privateSubmission = await insertSubmission({ pid: privateProblem.pid, problemId: privateProblem.problemId, username: owner.username, cases: cases.slice(0, 1) });
    expectRefused(await call('GET', '/api/get-all-case-result', { query: { submitId: privateSubmission }, token: other.token }), 403);
    expectOk(await call('GET', '/api/get-all-case-result', { query: { submitId: privateSubmission }, token: owner.token }));
    expectRefused(await call('GET', '/api/get-all-case-result', { query: { submitId: 99_999_999 } }), 404, 'The submission does not exist');
    expectRefused(await call('GET', '/api/get-all-case-result', { query: { submitId: 'x' } }), 400, 'submitId must be a number');
  });

  it('answers an empty list for a submission not judged yet', async () => {
    const submitId = await insertSubmission({ pid: problem.pid, problemId: problem.problemId, username: owner.username, status: JUDGE_STATUS.pending });
    expect(expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId } })).judgeCaseList).toEqual([]);
  });
});
