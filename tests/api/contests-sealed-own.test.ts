import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AcmBoardRow, AdminContestView, ContestInfo, ContestProblemView } from '../../contract/api/contests';
import type { SubmissionDetail, SubmissionStatuses, SubmissionView } from '../../contract/api/submissions';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { contestCast } from './contests-support';
import { addProblem, boardUser, createContest, rank, register, submitJudged, type TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, nowSeconds } from './support';

/**
 * Own results during the seal (decision 44): in an ACM contest a contestant sees their own verdicts
 * outside the board while everyone else's stay "submitted, result unknown"; the contest's
 * ownResultsInSeal off restores HOJ's stricter rule; an OI contest keeps the real-time result
 * permission; the board stays sealed whatever the setting.
 */

const UNKNOWN = JUDGE_STATUS.submittedUnknownResult;
const { accepted: AC, wrongAnswer: WA } = JUDGE_STATUS;

let cast: Awaited<ReturnType<typeof contestCast>>;
beforeAll(async () => {
  cast = await contestCast();
});

/** A running contest sealed ten minutes ago: amy got WA before the seal and AC after it, ben WA after it. */
async function sealedRound(type: 0 | 1 = 0) {
  const now = nowSeconds();
  const author = await boardUser();
  const contest = await createContest(author, { type, startTime: now - 3600, endTime: now + 3600, sealRank: true, sealRankTime: now - 600 });
  const pid = await addProblem(contest.id, 'A', type);
  const [amy, ben] = [await boardUser(), await boardUser()];
  for (const u of [amy, ben]) await register(contest.id, u);
  const before = await submitJudged({ cid: contest.id, pid, user: amy, submitTime: now - 1200, status: WA, score: 0 });
  const mine = await submitJudged({ cid: contest.id, pid, user: amy, submitTime: now - 120, status: AC, score: 100 });
  const bens = await submitJudged({ cid: contest.id, pid, user: ben, submitTime: now - 60, status: WA, score: 0 });
  return { cid: contest.id, pid, author, amy, ben, before, mine, bens };
}

const list = async (who: TestUser, query: Record<string, string | number>) => expectOk(await call<Page<SubmissionView>>('GET', '/api/contest-submissions', { token: who.token, query }));
const statusOf = (page: Page<SubmissionView>) => Object.fromEntries(page.records.map((r) => [r.submitId, r.status]));
const detail = async (who: TestUser, submitId: number) => expectOk(await call<SubmissionDetail>('GET', '/api/get-submission-detail', { token: who.token, query: { submitId } })).submission;
const checked = async (who: TestUser, submitIds: number[]) => expectOk(await call<SubmissionStatuses>('POST', '/api/check-submissions-status', { token: who.token, body: { submitIds } }));
const contestChecked = async (who: TestUser, cid: number, submitIds: number[]) =>
  expectOk(await call<SubmissionStatuses>('POST', '/api/check-contest-submissions-status', { token: who.token, body: { cid, submitIds } }));
const problemRow = async (who: TestUser, cid: number) => expectOk(await call<ContestProblemView[]>('GET', '/api/get-contest-problem', { token: who.token, query: { cid } }))[0]!;
const ownStatus = async (who: TestUser, cid: number, pid: number) =>
  expectOk(await call<Record<string, { status: number }>>('POST', '/api/get-user-problem-status', { token: who.token, body: { pidList: [pid], cid } }))[String(pid)]!.status;
const navigatorStatus = async (who: TestUser, cid: number) => expectOk(await call<{ status: number }[]>('GET', '/api/get-full-screen-problem-list', { token: who.token, query: { cid } }))[0]!.status;
const boardRowOf = async (who: TestUser, cid: number) => (await rank(who.token, { cid })).records.find((r) => r.username === who.username) as AcmBoardRow;

describe('own results during the seal of an ACM contest', () => {
  it('shows a contestant their own verdicts everywhere but the board, and nobody else’s', async () => {
    const { cid, pid, amy, ben, before, mine, bens } = await sealedRound();

    // amy's list: her own try after the seal with its verdict and time, ben's hidden.
    const amys = await list(amy, { cid });
    expect(statusOf(amys)).toEqual({ [before]: WA, [mine]: AC, [bens]: UNKNOWN });
    expect(amys.records.find((r) => r.submitId === mine)).toMatchObject({ time: 10, score: 100 });
    expect(amys.records.find((r) => r.submitId === bens)).toMatchObject({ time: null, score: null, memory: null });
    expect(statusOf(expectOk(await call<Page<SubmissionView>>('GET', '/api/get-submission-list', { token: amy.token, query: { contestID: cid } })))).toEqual({ [before]: WA, [mine]: AC, [bens]: UNKNOWN });
    // ben's list: the mirror image.
    expect(statusOf(await list(ben, { cid }))).toEqual({ [before]: WA, [mine]: UNKNOWN, [bens]: WA });

    // A status filter finds one's own verdicts and never another's hidden one.
    expect((await list(amy, { cid, searchStatus: AC })).records.map((r) => r.submitId)).toEqual([mine]);
    expect((await list(amy, { cid, searchStatus: WA })).records.map((r) => r.submitId)).toEqual([before]);
    expect((await list(amy, { cid, searchStatus: UNKNOWN })).records.map((r) => r.submitId)).toEqual([bens]);
    expect((await list(ben, { cid, searchStatus: AC })).total).toBe(0);
    expect((await list(ben, { cid, searchStatus: WA })).records.map((r) => r.submitId)).toEqual([bens, before]);
    expect((await list(ben, { cid, searchStatus: UNKNOWN })).records.map((r) => r.submitId)).toEqual([mine]);

    // Detail and both status checks (what the editor polls).
    expect(await detail(amy, mine)).toMatchObject({ status: AC, time: 10 });
    expect(await detail(ben, mine)).toMatchObject({ status: UNKNOWN, time: null, score: null });
    expect(await detail(amy, bens)).toMatchObject({ status: UNKNOWN });
    expect((await checked(amy, [mine, bens]))[String(mine)]?.status).toBe(AC);
    expect((await checked(amy, [mine, bens]))[String(bens)]?.status).toBe(UNKNOWN);
    expect((await contestChecked(amy, cid, [mine, bens]))[String(mine)]?.status).toBe(AC);
    expect((await contestChecked(ben, cid, [mine, bens]))[String(mine)]?.status).toBe(UNKNOWN);
    expect((await contestChecked(ben, cid, [mine, bens]))[String(bens)]?.status).toBe(WA);
    // A visitor of the bank's status check sees nothing either.
    expect(expectOk(await call<SubmissionStatuses>('POST', '/api/check-submissions-status', { body: { submitIds: [mine] } }))[String(mine)]?.status).toBe(UNKNOWN);

    // amy's own cells say solved; the live counts stay "?" for her.
    expect(await problemRow(amy, cid)).toMatchObject({ myStatus: AC, ac: null, total: null });
    expect(await ownStatus(amy, cid, pid)).toBe(AC);
    expect(await navigatorStatus(amy, cid)).toBe(AC);
    expect(expectOk(await call<{ submitId: number }>('GET', '/api/get-last-ac-code', { token: amy.token, query: { pid, cid } })).submitId).toBe(mine);
    expect(await problemRow(ben, cid)).toMatchObject({ myStatus: WA });

    // The board does not change: amy's own cell there is a pending try, not a solve.
    const row = await boardRowOf(amy, cid);
    expect(row.ac).toBe(0);
    expect(row.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, tryNum: 1 });
    expect((await rank(amy.token, { cid })).rankState).toBe('sealed');
  });

  it('hides a contestant’s own results too when the contest turns them off (HOJ’s rule); the board is the same', async () => {
    const { cid, pid, amy, ben, before, mine, bens } = await sealedRound();
    const boardShown = await rank(amy.token, { cid });
    await env.DB.prepare('UPDATE contests SET own_results_in_seal = 0 WHERE id = ?').bind(cid).run();

    expect(statusOf(await list(amy, { cid }))).toEqual({ [before]: WA, [mine]: UNKNOWN, [bens]: UNKNOWN });
    expect((await list(amy, { cid, searchStatus: AC })).total).toBe(0);
    expect((await list(amy, { cid, searchStatus: UNKNOWN })).records.map((r) => r.submitId)).toEqual([bens, mine]);
    expect(await detail(amy, mine)).toMatchObject({ status: UNKNOWN, time: null });
    expect((await checked(amy, [mine]))[String(mine)]?.status).toBe(UNKNOWN);
    expect((await contestChecked(amy, cid, [mine]))[String(mine)]?.status).toBe(UNKNOWN);
    expect(await detail(ben, bens)).toMatchObject({ status: UNKNOWN });
    expect(await problemRow(amy, cid)).toMatchObject({ myStatus: UNKNOWN });
    expect(await ownStatus(amy, cid, pid)).toBe(UNKNOWN);
    expect(await navigatorStatus(amy, cid)).toBe(UNKNOWN);
    expectRefused(await call('GET', '/api/get-last-ac-code', { token: amy.token, query: { pid, cid } }), 400);
    expect(expectOk(await call<ContestInfo>('GET', '/api/get-contest-info', { token: amy.token, query: { cid } })).ownResultsInSeal).toBe(false);

    expect((await rank(amy.token, { cid })).records).toEqual(boardShown.records);
  });

  it('keeps an OI contest’s own scores hidden during the seal, whatever the setting', async () => {
    const { cid, pid, amy, mine } = await sealedRound(1);
    expect(await detail(amy, mine)).toMatchObject({ status: UNKNOWN, score: null });
    expect(statusOf(await list(amy, { cid }))[mine]).toBe(UNKNOWN);
    expect((await checked(amy, [mine]))[String(mine)]).toMatchObject({ status: UNKNOWN, score: null });
    expect(await problemRow(amy, cid)).toMatchObject({ myStatus: UNKNOWN });
    expect(await ownStatus(amy, cid, pid)).toBe(UNKNOWN);
  });

  it('is a contest setting: on by default, saved and read back through the admin form calls', async () => {
    const isoIn = (seconds: number) => new Date((nowSeconds() + seconds) * 1000).toISOString();
    const body = { title: 'Sealed round', description: 'Solve things.', startTime: isoIn(600), endTime: isoIn(600 + 5 * 3600), type: 0, auth: 0, sealRank: true, sealRankTime: isoIn(600 + 4 * 3600) };
    const created = expectOk(await call<AdminContestView>('POST', '/api/admin/contest', { token: cast.teacher.token, body }));
    expect(created.ownResultsInSeal).toBe(true);
    const off = expectOk(await call<AdminContestView>('PUT', '/api/admin/contest', { token: cast.teacher.token, body: { ...body, id: created.id, ownResultsInSeal: false } }));
    expect(off.ownResultsInSeal).toBe(false);
    expect(expectOk(await call<AdminContestView>('GET', '/api/admin/contest', { token: cast.teacher.token, query: { cid: created.id } })).ownResultsInSeal).toBe(false);
    expect(expectOk(await call<ContestInfo>('GET', '/api/get-contest-info', { token: cast.user.token, query: { cid: created.id } })).ownResultsInSeal).toBe(false);
    expectRefused(await call('PUT', '/api/admin/contest', { token: cast.teacher.token, body: { ...body, id: created.id, ownResultsInSeal: 'yes' } }), 400, 'ownResultsInSeal must be true or false');
  });
});
