import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContestProblemDetail, ContestProblemView } from '../../contract/api/contests';
import type { AllCaseResult, SubmissionDetail, SubmissionStatuses, SubmissionView } from '../../contract/api/submissions';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { addContestProblem, contestCast, contestProblem, insertContest, insertTry, registerIn } from './contests-support';
import { call, expectOk, expectRefused } from './support';

/**
 * The seal (part 2 §4, part 3 §4): no public call tells a non-admin the result of a try made after
 * the seal time while the seal is in force; the contest's admins always see the real results. Here
 * the contests keep HOJ's rule (ownResultsInSeal off), so a contestant's own tries are hidden too;
 * contests-sealed-own.test.ts has the default, which shows an ACM contestant their own (decision 44).
 */

let cast: Awaited<ReturnType<typeof contestCast>>;
beforeAll(async () => {
  cast = await contestCast();
});

const UNKNOWN = JUDGE_STATUS.submittedUnknownResult;

async function sealedAcm(options: { startIn?: number; duration?: number; sealIn?: number; autoRealRank?: boolean } = {}) {
  const cid = await insertContest({ author: cast.teacher.username, type: 0, sealRank: true, sealIn: options.sealIn ?? -600, startIn: options.startIn ?? -3000, duration: options.duration, autoRealRank: options.autoRealRank, ownResultsInSeal: false });
  const p = await contestProblem();
  await addContestProblem(cid, p.pid, 'A');
  await registerIn(cid, cast.participant.username);
  const before = await insertTry({ cid, pid: p.pid, displayId: 'A', username: cast.participant.username, status: JUDGE_STATUS.wrongAnswer, at: -1200 });
  const after = await insertTry({ cid, pid: p.pid, displayId: 'A', username: cast.participant.username, status: JUDGE_STATUS.accepted, at: -120 });
  await env.DB.prepare('INSERT INTO submission_results (submit_id, cases) VALUES (?, ?)').bind(after, JSON.stringify([{ index: 1, status: 0, time: 3, memory: 100, score: 100, groupNum: null, userOutput: '3', checkerMessage: null }])).run();
  return { cid, pid: p.pid, before, after };
}

describe('during the seal', () => {
  it('hides every try after the seal time from non-admins, their own included where the contest says so, and shows the admins the real results', async () => {
    const { cid, pid, before, after } = await sealedAcm();
    const viewers = [cast.participant, cast.user];

    // The contest's submission list, through both calls.
    for (const who of viewers) {
      const page = expectOk(await call<Page<SubmissionView>>('GET', '/api/contest-submissions', { query: { cid }, token: who.token }));
      expect(page.records.map((r) => [r.submitId, r.status, r.time])).toEqual([
        [after, UNKNOWN, null],
        [before, JUDGE_STATUS.wrongAnswer, 15],
      ]);
      const general = expectOk(await call<Page<SubmissionView>>('GET', '/api/get-submission-list', { query: { contestID: cid }, token: who.token }));
      expect(general.records[0]).toMatchObject({ submitId: after, status: UNKNOWN, score: null, memory: null });
      // A status filter cannot find the hidden verdict either.
      const accepted = expectOk(await call<Page<SubmissionView>>('GET', '/api/contest-submissions', { query: { cid, searchStatus: 0 }, token: who.token }));
      expect(accepted.total).toBe(0);
      const unknown = expectOk(await call<Page<SubmissionView>>('GET', '/api/contest-submissions', { query: { cid, searchStatus: UNKNOWN }, token: who.token }));
      expect(unknown.records.map((r) => r.submitId)).toEqual([after]);
    }
    const real = expectOk(await call<Page<SubmissionView>>('GET', '/api/contest-submissions', { query: { cid }, token: cast.teacher.token }));
    expect(real.records[0]).toMatchObject({ submitId: after, status: 0 });
    expect(expectOk(await call<Page<SubmissionView>>('GET', '/api/contest-submissions', { query: { cid, searchStatus: 0 }, token: cast.root.token })).total).toBe(1);

    // Detail, case results and both status checks.
    for (const token of [cast.participant.token, cast.user.token, null]) {
      const detail = expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId: after }, token }));
      expect(detail.submission).toMatchObject({ status: UNKNOWN, score: null, time: null, memory: null, errorMessage: null });
      const checked = expectOk(await call<SubmissionStatuses>('POST', '/api/check-submissions-status', { body: { submitIds: [after, before] }, token }));
      expect(checked[String(after)]).toEqual({ submitId: after, status: UNKNOWN, score: null, time: null, memory: null });
      expect(checked[String(before)]?.status).toBe(JUDGE_STATUS.wrongAnswer);
    }
    const cases = expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId: after }, token: cast.participant.token }));
    expect(cases).toMatchObject({ openCaseResult: false, judgeCaseList: [] });
    const contestChecked = expectOk(await call<SubmissionStatuses>('POST', '/api/check-contest-submissions-status', { body: { cid, submitIds: [after] }, token: cast.participant.token }));
    expect(contestChecked[String(after)]?.status).toBe(UNKNOWN);
    expect(expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId: after }, token: cast.teacher.token })).submission.status).toBe(0);
    expect(expectOk(await call<SubmissionStatuses>('POST', '/api/check-contest-submissions-status', { body: { cid, submitIds: [after] }, token: cast.root.token }))[String(after)]?.status).toBe(0);
    expect(expectOk(await call<AllCaseResult>('GET', '/api/get-all-case-result', { query: { submitId: after }, token: cast.root.token })).judgeCaseList).toHaveLength(1);

    // The problem list's counts are "?" and the own status is -5; the admins see the real ones.
    const list = expectOk(await call<ContestProblemView[]>('GET', '/api/get-contest-problem', { query: { cid }, token: cast.participant.token }));
    expect(list[0]).toMatchObject({ ac: null, total: null, myStatus: UNKNOWN });
    const adminList = expectOk(await call<ContestProblemView[]>('GET', '/api/get-contest-problem', { query: { cid }, token: cast.teacher.token }));
    expect(adminList[0]).toMatchObject({ ac: 1, total: 2 });
    const detail = expectOk(await call<ContestProblemDetail>('GET', '/api/get-contest-problem-details', { query: { cid, displayId: 'A' }, token: cast.participant.token }));
    expect(detail.myStatus?.status).toBe(UNKNOWN);
    expect(detail.problemCount.ac).toBe(0);
    expect(detail.contestProblem).toMatchObject({ ac: null, total: null });

    // User problem status, the navigator and the last accepted code do not tell either.
    const statuses = expectOk(await call<Record<string, { status: number }>>('POST', '/api/get-user-problem-status', { token: cast.participant.token, body: { pidList: [pid], cid } }));
    expect(statuses[String(pid)]?.status).toBe(UNKNOWN);
    const nav = expectOk(await call<{ status: number }[]>('GET', '/api/get-full-screen-problem-list', { query: { cid }, token: cast.participant.token }));
    expect(nav[0]?.status).toBe(UNKNOWN);
    expectRefused(await call('GET', '/api/get-last-ac-code', { query: { pid, cid }, token: cast.participant.token }), 400);
  });

  it('keeps an OI contest sealed for the whole contest, and after the end unless autoRealRank turns the results real', async () => {
    const oi = await insertContest({ author: cast.teacher.username, type: 1, sealRank: true, sealIn: -600, startIn: -600 });
    const p = await contestProblem({ type: 1 });
    await addContestProblem(oi, p.pid, 'A');
    const t = await insertTry({ cid: oi, pid: p.pid, displayId: 'A', username: cast.participant.username, status: JUDGE_STATUS.partialAccepted, score: 60, at: -300 });
    expect(expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId: t }, token: cast.participant.token })).submission).toMatchObject({ status: UNKNOWN, score: null });
    expect(expectOk(await call<ContestProblemView[]>('GET', '/api/get-contest-problem', { query: { cid: oi }, token: cast.participant.token }))[0]).toMatchObject({ myStatus: UNKNOWN, score: null, ac: null });

    const unsealed = await sealedAcm({ startIn: -7200, duration: 3600, sealIn: -4000 });
    expect(expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId: unsealed.after }, token: cast.user.token })).submission.status).toBe(0);
    const stillSealed = await sealedAcm({ startIn: -7200, duration: 3600, sealIn: -4000, autoRealRank: false });
    expect(expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId: stillSealed.after }, token: cast.user.token })).submission.status).toBe(UNKNOWN);
    expect(expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { query: { submitId: stillSealed.after }, token: cast.root.token })).submission.status).toBe(0);
  });
});
