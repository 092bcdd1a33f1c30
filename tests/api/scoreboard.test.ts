import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AcmBoardRow, BoardPage, OiBoardRow, ScrollBoardData } from '../../contract/api/contests';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { sealRankTimeFor, SEAL_OPTION } from '../../contract/rules/contests';
import { authenticate } from '../../worker/accounts/sessions';
import { depsOf } from '../../worker/deps';
import { manualClock } from '../../worker/lib/clock';
import { contestRank } from '../../worker/scoreboard/board-read';
import { addProblem, boardUser, createContest, forgetBoardCaches, judge, outside, rank, register, submitJudged, type TestUser } from './scoreboard-support';
import { buildRequest, call, dispatch, expectOk, expectRefused, grantRole, nowSeconds } from './support';

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

  it('during the seal hides every try from the seal on from a participant, their own included, but not from the contest admin', async () => {
    const author = await boardUser();
    const now = nowSeconds();
    const startTime = now - 3 * 3600;
    const endTime = now + 1800;
    const contest = await createContest(author, { startTime, endTime, sealRank: true, sealRankTime: sealRankTimeFor(SEAL_OPTION.lastHour, startTime, endTime), openRank: true });
    const a = await addProblem(contest.id, 'A');
    const [amy, ben] = [await boardUser(), await boardUser()];
    for (const u of [amy, ben]) await register(contest.id, u);
    await submitJudged({ cid: contest.id, pid: a, user: ben, submitTime: startTime + 600, status: S.accepted });
    // After the seal (an hour before the end, half an hour ago): amy's WA and AC, still pending to others.
    await submitJudged({ cid: contest.id, pid: a, user: amy, submitTime: now - 1200, status: S.wrongAnswer });
    await submitJudged({ cid: contest.id, pid: a, user: amy, submitTime: now - 600, status: S.accepted });

    const mine = await rank(amy.token, { cid: contest.id });
    expect(mine.rankState).toBe('sealed');
    expect(acm(mine).map((r) => [r.username, r.ac])).toEqual([
      [ben.username, 1],
      [amy.username, 0],
    ]);
    expect(acm(mine)[1]!.submissionInfo.A).toEqual({ isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 0, tryNum: 2 });

    const real = await rank(author.token, { cid: contest.id });
    expect(acm(real).find((r) => r.username === amy.username)!.submissionInfo.A).toMatchObject({ isAC: true, errorNum: 1, tryNum: 0 });

    // Straight after the admin's read, with every cache warm, the participant still gets the sealed board,
    // and so do the outside board's visitors.
    expect((await rank(amy.token, { cid: contest.id }, false)).records).toEqual(mine.records);
    expect((await rank(amy.token, { cid: contest.id }, false)).records).toEqual(mine.records);
    expect((await outside(null, { cid: contest.id }, false)).records).toEqual(mine.records);
    expect((await outside(author.token, { cid: contest.id }, false)).records).toEqual(real.records);
    // Only contest admins may force a rebuild; for anyone else the flag is ignored.
    expect((await rank(ben.token, { cid: contest.id, forceRefresh: true })).records).toEqual(mine.records);
  });

  it('turns real after the end with autoRealRank, and stays sealed without it', async () => {
    const author = await boardUser();
    const now = nowSeconds();
    const startTime = now - 3600;
    const endTime = now + 600;
    const sealed = { startTime, endTime, sealRank: true, sealRankTime: sealRankTimeFor(SEAL_OPTION.lastHalfHour, startTime, endTime) };
    const auto = await createContest(author, { ...sealed, autoRealRank: true });
    const kept = await createContest(author, { ...sealed, autoRealRank: false });
    const amy = await boardUser();
    for (const contest of [auto, kept]) {
      const a = await addProblem(contest.id, 'A');
      await register(contest.id, amy);
      await submitJudged({ cid: contest.id, pid: a, user: amy, submitTime: now - 60, status: S.accepted });
    }
    const principal = (await authenticate(depsOf(env), amy.token))!;
    const clock = manualClock(now * 1000);
    const deps = { ...depsOf(env), clock };
    const read = async (cid: number) => {
      forgetBoardCaches();
      return contestRank(deps, principal, null, { cid, currentPage: 1, limit: 50, forceRefresh: false, removeStar: false, concernedList: [], keyword: null, containsEnd: false });
    };
    for (const contest of [auto, kept]) {
      const during = await read(contest.id);
      expect(during.rankState).toBe('sealed');
      expect(acm(during)[0]!.ac).toBe(0);
    }
    clock.advance(700 * 1000);
    const after = await read(auto.id);
    expect(after.rankState).toBe('auto-real-time');
    expect(acm(after)[0]!.ac).toBe(1);
    const still = await read(kept.id);
    expect(still.rankState).toBe('sealed-after-end');
    expect(acm(still)[0]!.ac).toBe(0);
  });

  it('serves the outside board to everyone only with openRank; its admins always', async () => {
    const author = await boardUser();
    const closed = await createContest(author, { openRank: false });
    const open = await createContest(author, { openRank: true });
    const hidden = await createContest(author, { openRank: true, visible: false });
    const amy = await boardUser();
    forgetBoardCaches();
    expectRefused(await call('POST', '/api/get-contest-outside-scoreboard', { body: { cid: closed.id } }), 403, 'The scoreboard of this contest is not public');
    expectRefused(await call('POST', '/api/get-contest-outside-scoreboard', { token: amy.token, body: { cid: closed.id } }), 403);
    expectRefused(await call('POST', '/api/get-contest-outside-scoreboard', { body: { cid: hidden.id } }), 404);
    expect(await outside(author.token, { cid: closed.id })).toMatchObject({ type: 0, total: 0, records: [] });
    expect(await outside(null, { cid: open.id })).toMatchObject({ type: 0, total: 0, rankState: 'real-time' });
    expect(await outside(amy.token, { cid: open.id })).toMatchObject({ total: 0 });
    expectRefused(await call('POST', '/api/get-contest-outside-scoreboard', { body: { cid: 987654321 } }), 404);
  });

  it('refuses the board inside a private contest to those who have not entered it, and to visitors', async () => {
    const author = await boardUser();
    const contest = await createContest(author, { auth: 1, pwd: 'secret' });
    const amy = await boardUser();
    forgetBoardCaches();
    expectRefused(await call('POST', '/api/get-contest-rank', { body: { cid: contest.id } }), 401);
    expectRefused(await call('POST', '/api/get-contest-rank', { token: amy.token, body: { cid: contest.id } }), 403, 'Please enter the contest password first');
    await register(contest.id, amy);
    expect(await rank(amy.token, { cid: contest.id })).toMatchObject({ total: 0 });
  });

  it('gives the scroll board, every row of the sealed and the final board, to contest admins only', async () => {
    const author = await boardUser();
    const now = nowSeconds();
    const startTime = now - 4 * 3600;
    const endTime = now - 60;
    const contest = await createContest(author, { startTime, endTime, sealRank: true, sealRankTime: sealRankTimeFor(SEAL_OPTION.lastHour, startTime, endTime), autoRealRank: false });
    const a = await addProblem(contest.id, 'A');
    const users = [await boardUser(), await boardUser(), await boardUser()];
    for (const [i, u] of users.entries()) {
      await register(contest.id, u);
      await submitJudged({ cid: contest.id, pid: a, user: u, submitTime: i === 0 ? startTime + 60 : endTime - 600 + i, status: S.accepted });
    }
    forgetBoardCaches();
    expectRefused(await call('GET', '/api/get-contest-scroll-board', { token: users[0]!.token, query: { cid: contest.id } }), 403, 'Only the contest administrators may do this');
    const data = expectOk(await call<ScrollBoardData>('GET', '/api/get-contest-scroll-board', { token: author.token, query: { cid: contest.id } }));
    expect(data.contest.id).toBe(contest.id);
    expect(data.problemList.map((p) => [p.displayId, p.ac, p.total])).toEqual([['A', 3, 3]]);
    expect(data.sealed.records.map((r) => (r as AcmBoardRow).ac)).toEqual([1, 0, 0]);
    expect(data.final.records.map((r) => (r as AcmBoardRow).ac)).toEqual([1, 1, 1]);
    expect(data.final.total).toBe(3);
  });

  it('ranks an OI contest by total score, then run time', async () => {
    const author = await boardUser();
    const contest = await createContest(author, { type: 1, oiRankScoreType: 'Highest' });
    const [a, b] = [await addProblem(contest.id, 'A', 1), await addProblem(contest.id, 'B', 1)];
    const [amy, ben] = [await boardUser(), await boardUser()];
    const t = contest.startTime;
    await submitJudged({ cid: contest.id, pid: a, user: amy, submitTime: t + 10, status: S.partialAccepted, score: 60, time: 30 });
    await submitJudged({ cid: contest.id, pid: a, user: amy, submitTime: t + 20, status: S.wrongAnswer, score: 10, time: 5 });
    await submitJudged({ cid: contest.id, pid: b, user: ben, submitTime: t + 30, status: S.accepted, score: 100, time: 50 });
    const page = await rank(ben.token, { cid: contest.id });
    expect(page.type).toBe(1);
    expect((page.records as OiBoardRow[]).map((r) => [r.username, r.rank, r.totalScore, r.totalTime, r.submissionInfo])).toEqual([
      [ben.username, 1, 100, 50, { B: 100 }],
      [amy.username, 2, 60, 30, { A: 60 }],
    ]);
  });

  it("orders the outside board's equal scores by run time or by submit time as asked (sortMethod)", async () => {
    const author = await boardUser();
    const contest = await createContest(author, { type: 1, openRank: true });
    const a = await addProblem(contest.id, 'A', 1);
    const [early, late] = [await boardUser(), await boardUser()];
    const t = contest.startTime;
    await submitJudged({ cid: contest.id, pid: a, user: early, submitTime: t + 10, status: S.partialAccepted, score: 60, time: 90 });
    await submitJudged({ cid: contest.id, pid: a, user: late, submitTime: t + 50, status: S.partialAccepted, score: 60, time: 20 });
    const names = (page: BoardPage) => page.records.map((r) => [r.username, r.rank]);
    const byRunTime = [
      [late.username, 1],
      [early.username, 2],
    ];
    expect(names(await outside(null, { cid: contest.id }))).toEqual(byRunTime);
    expect(names(await outside(null, { cid: contest.id, sortMethod: 2 }))).toEqual(byRunTime);
    expect(names(await outside(null, { cid: contest.id, sortMethod: 1 }))).toEqual([
      [early.username, 1],
      [late.username, 2],
    ]);
    expectRefused(await call('POST', '/api/get-contest-outside-scoreboard', { body: { cid: contest.id, sortMethod: 3 } }), 400, 'sortMethod must be 1 (submit time) or 2 (run time)');
  });

  it('answers a refresh spike from memory: the same token and page are not checked nor fetched again for a few seconds', async () => {
    const author = await boardUser();
    const contest = await createContest(author);
    const a = await addProblem(contest.id, 'A');
    const amy = await boardUser();
    await submitJudged({ cid: contest.id, pid: a, user: amy, submitTime: contest.startTime + 60, status: S.wrongAnswer });
    const first = await rank(amy.token, { cid: contest.id });
    // A verdict lands: the cached page stays as it was for its short lifetime, then shows it.
    await submitJudged({ cid: contest.id, pid: a, user: amy, submitTime: contest.startTime + 120, status: S.accepted });
    expect((await rank(amy.token, { cid: contest.id }, false)).records).toEqual(first.records);
    expect(acm(await rank(amy.token, { cid: contest.id }))[0]!.ac).toBe(1);
    // The session ends: the remembered check holds for its few seconds, then the token is refused.
    await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ?').bind(nowSeconds(), amy.uid).run();
    expect(expectOk(await call('POST', '/api/get-contest-rank', { token: amy.token, body: { cid: contest.id } }))).toBeTruthy();
    forgetBoardCaches();
    expectRefused(await call('POST', '/api/get-contest-rank', { token: amy.token, body: { cid: contest.id } }), 401);
  });

  it('pins the concerned users on top of the page, in board order', async () => {
    const author = await boardUser();
    const contest = await createContest(author);
    const a = await addProblem(contest.id, 'A');
    const users = [await boardUser(), await boardUser(), await boardUser()];
    for (const [i, u] of users.entries()) await submitJudged({ cid: contest.id, pid: a, user: u, submitTime: contest.startTime + 60 * (i + 1), status: S.accepted });
    const page = await rank(users[0]!.token, { cid: contest.id, concernedList: [users[2]!.uid, users[1]!.uid, 'nobody'], keyword: users[0]!.username });
    expect(page.records.map((r) => [r.username, r.isConcerned])).toEqual([
      [users[1]!.username, true],
      [users[2]!.username, true],
      [users[0]!.username, false],
    ]);
    expect(page.total).toBe(1);
  });
});

async function openSocket(cid: number, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Upgrade: 'websocket' };
  if (token) headers['Sec-WebSocket-Protocol'] = `hoj-board, ${token}`;
  return dispatch(buildRequest('GET', '/api/contest-board-ws', { query: { cid }, headers }));
}

describe('the live board', () => {
  it('needs access to the board before upgrading', async () => {
    const author = await boardUser();
    const closed = await createContest(author, { auth: 1, pwd: 'secret' });
    const amy = await boardUser();
    expect((await openSocket(closed.id, null)).status).toBe(401);
    expect((await openSocket(closed.id, amy.token)).status).toBe(403);
    expect((await openSocket(987654321, amy.token)).status).toBe(404);
    const plain = await call('GET', '/api/contest-board-ws', { token: amy.token, query: { cid: closed.id } });
    expectRefused(plain, 400);
  });

  it('pushes {cid, version} after a verdict, never a result', async () => {
    const author = await boardUser();
    const contest = await createContest(author, { openRank: true });
    const a = await addProblem(contest.id, 'A');
    const amy = await boardUser();
    await register(contest.id, amy);
    await rank(amy.token, { cid: contest.id });
    const response = await openSocket(contest.id, amy.token);
    expect(response.status).toBe(101);
    expect(response.headers.get('Sec-WebSocket-Protocol')).toBe('hoj-board');
    const socket = response.webSocket!;
    const messages: unknown[] = [];
    socket.addEventListener('message', (event) => messages.push(JSON.parse(event.data as string)));
    socket.accept();
    const visitor = (await openSocket(contest.id, null)).webSocket!;
    const visitorMessages: unknown[] = [];
    visitor.addEventListener('message', (event) => visitorMessages.push(JSON.parse(event.data as string)));
    visitor.accept();

    await submitJudged({ cid: contest.id, pid: a, user: amy, submitTime: contest.startTime + 60, status: S.accepted });
    const deadline = Date.now() + 6000;
    while (messages.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(messages.length).toBeGreaterThanOrEqual(2);
    const [hello, change] = messages as { cid: number; version: number }[];
    expect(Object.keys(change!).sort()).toEqual(['cid', 'version']);
    expect(change!.cid).toBe(contest.id);
    expect(change!.version).toBeGreaterThan(hello!.version);
    expect(visitorMessages.length).toBeGreaterThanOrEqual(2);
    // The client refetches through the board call, which by now shows the change.
    expect(acm(await rank(amy.token, { cid: contest.id }, false))[0]!.ac).toBe(1);
    socket.close(1000, 'done');
    visitor.close(1000, 'done');
  });
});
