import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AcmBoardRow, BoardPage, OiBoardRow, ScrollBoardData } from '../../contract/api/contests';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { sealRankTimeFor, SEAL_OPTION } from '../../contract/rules/contests';
import { authenticate } from '../../worker/accounts/sessions';
import { depsOf } from '../../worker/deps';
import { manualClock } from '../../worker/lib/clock';
import { contestRank } from '../../worker/scoreboard/board-read';
import { addProblem, boardUser, createContest, forgetBoardCaches, insertSubmission, judge, outside, rank, register, submitJudged, type TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, grantRole, nowSeconds } from './support';

const acm = (page: BoardPage) => page.records as AcmBoardRow[];
const names = (page: BoardPage) => page.records.map((r) => r.username);

async function rejudgeTo(admin: TestUser, submitId: number, status: number): Promise<void> {
  expectOk(await call('GET', '/api/admin/judge/rejudge', { token: admin.token, query: { submitId } }));
  await judge(submitId, { status });
}

describe('the contest board', () => {
  it('applies each verdict as a delta, and the result is the board rebuilt from D1; a rejudge can change the leader', async () => {
    const author = await boardUser();
    const root = await boardUser();
    await grantRole(root.username, 'admin');
    const contest = await createContest(author);
    const [a, b] = [await addProblem(contest.id, 'A'), await addProblem(contest.id, 'B')];
    const [amy, ben, cal] = [await boardUser({ nickname: 'Amy' }), await boardUser(), await boardUser()];
    for (const u of [amy, ben, cal]) await register(contest.id, u);

    // The first read builds the (empty) board from D1; every later verdict is a delta.
    expect((await rank(author.token, { cid: contest.id })).records).toEqual([]);
    const t = contest.startTime;
    await submitJudged({ cid: contest.id, pid: a, user: amy, submitTime: t + 600, status: S.accepted });
    await submitJudged({ cid: contest.id, pid: b, user: amy, submitTime: t + 900, status: S.wrongAnswer });
    await submitJudged({ cid: contest.id, pid: b, user: amy, submitTime: t + 1200, status: S.accepted });
    await submitJudged({ cid: contest.id, pid: a, user: ben, submitTime: t + 300, status: S.compileError });
    await submitJudged({ cid: contest.id, pid: a, user: ben, submitTime: t + 700, status: S.accepted });
    await submitJudged({ cid: contest.id, pid: b, user: ben, submitTime: t + 800, status: S.accepted });
    await submitJudged({ cid: contest.id, pid: a, user: cal, submitTime: t + 100, status: S.wrongAnswer });
    // The author is never on the board, whatever they submit.
    await submitJudged({ cid: contest.id, pid: a, user: author, submitTime: t + 50, status: S.accepted });

    const incremental = await rank(author.token, { cid: contest.id });
    expect(names(incremental)).toEqual([ben.username, amy.username, cal.username]);
    expect(acm(incremental).map((r) => [r.rank, r.ac, r.totalTime])).toEqual([
      [1, 2, 1500],
      [2, 2, 3000],
      [3, 0, 0],
    ]);
    expect(acm(incremental)[1]!.showName).toBe(amy.username);
    expect(acm(incremental)[1]!.nickname).toBe('Amy');
    expect(acm(incremental)[0]!.submissionInfo.A).toMatchObject({ isAC: true, errorNum: 0, ACTime: 700 });
    expect(acm(incremental)[1]!.submissionInfo.A).toMatchObject({ isAC: true, isFirstAC: true });
    expect(acm(incremental)[2]!.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, ACTime: null });

    const rebuilt = await rank(author.token, { cid: contest.id, forceRefresh: true });
    expect(rebuilt.records).toEqual(incremental.records);
    // A participant sees the same board (no seal), and page sizes and pages cut it.
    expect((await rank(cal.token, { cid: contest.id })).records).toEqual(incremental.records);
    const second = await rank(cal.token, { cid: contest.id, limit: 10, currentPage: 2 });
    expect(second).toMatchObject({ total: 3, current: 2, size: 10, records: [] });

    // Ben's AC on B is rejudged wrong: amy, with two solved, takes the lead.
    const benB = (await env.DB.prepare('SELECT submit_id AS id FROM submissions WHERE uid = ? AND pid = ? AND status = 0').bind(ben.uid, b).first<{ id: number }>())!.id;
    await rejudgeTo(root, benB, S.wrongAnswer);
    const after = await rank(author.token, { cid: contest.id });
    expect(acm(after).map((r) => [r.username, r.rank, r.ac, r.totalTime])).toEqual([
      [amy.username, 1, 2, 3000],
      [ben.username, 2, 1, 700],
      [cal.username, 3, 0, 0],
    ]);
    expect((await rank(author.token, { cid: contest.id, forceRefresh: true })).records).toEqual(after.records);
  });
});
