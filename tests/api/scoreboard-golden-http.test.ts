/**
 * The golden scoreboard fixtures (tests/scoreboard/golden/) through the HTTP calls: each fixture's
 * contest, problems and users are written to D1, its submissions judged through the runner's callback
 * (so each verdict reaches the board object as a delta), then get-contest-rank is read as the contest
 * admin (the real board) and as a participant (the sealed board while the seal is in force), with and
 * without after-contest submissions, and compared with the hand-computed rows; then once more after
 * an admin's force refresh (the board rebuilt from D1).
 */
import { describe, expect, it } from 'vitest';
import type { AcmBoardRow, BoardPage, OiBoardRow } from '../../contract/api/contests';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { FINAL_STATUSES } from '../../contract/rules/submissions';
import { sealRankTimeFor } from '../../contract/rules/contests';
import { GOLDEN_FIXTURES } from '../scoreboard/golden/fixtures';
import { type ExpectedRow, type ExpectedViews, expectedRows, type GoldenFixture, type VariantName } from '../scoreboard/golden/format';
import { addProblem, boardUser, createContest, insertSubmission, judge, rank, register, type TestUser } from './scoreboard-support';
import { call, expectOk, grantRole, nowSeconds } from './support';

let runs = 0;

function shown(page: BoardPage, prefix: string): ExpectedRow[] {
  return page.records.map((record) => {
    const user = record.username.slice(prefix.length);
    const award = record.awards ? { award: record.awards.awardName } : {};
    if (page.type === 0) {
      const row = record as AcmBoardRow;
      const cells = Object.fromEntries(Object.entries(row.submissionInfo).map(([id, cell]) => [id, { ...cell, ACTime: cell.ACTime ?? 0 }]));
      return { user, rank: row.rank, ac: row.ac, totalTime: row.totalTime, cells, ...award };
    }
    const row = record as OiBoardRow;
    return { user, rank: row.rank, totalScore: row.totalScore, totalTime: row.totalTime, scores: row.submissionInfo, times: row.timeInfo, ...award };
  });
}

interface Replay {
  cid: number;
  prefix: string;
  admin: TestUser;
  viewer: TestUser;
  sealed: boolean;
}

async function expectViews(replay: Replay, views: ExpectedViews, label: string, rebuild = false): Promise<void> {
  const read = (who: TestUser, containsEnd: boolean, forceRefresh = false) => rank(who.token, { cid: replay.cid, limit: 300, containsEnd, forceRefresh });
  if (rebuild) await read(replay.admin, false, true);
  const variants: [VariantName, TestUser, boolean][] = [
    ['real', replay.admin, false],
    ['real+end', replay.admin, true],
    ['sealed', replay.viewer, false],
    ['sealed+end', replay.viewer, true],
  ];
  for (const [name, who, containsEnd] of variants) {
    const page = await read(who, containsEnd);
    expect(page.rankState, `${label}, ${name}`).toBe(replay.sealed ? 'sealed' : 'real-time');
    expect(shown(page, replay.prefix), `${label}, ${name}`).toEqual(expectedRows(views, name));
  }
}

/** Sets the fixture up with the contest running and a minute before its end, so a seal is in force for participants. */
async function replay(fixture: GoldenFixture): Promise<void> {
  runs++;
  const prefix = `g${runs}${crypto.randomUUID().slice(0, 4)}_`;
  const admin = await boardUser();
  const root = await boardUser();
  await grantRole(root.username, 'admin');
  const c = fixture.contest;
  const startTime = nowSeconds() - c.duration + 60;
  const endTime = startTime + c.duration;
  const contest = await createContest(admin, {
    type: c.type,
    startTime,
    endTime,
    sealRank: c.sealOption !== null,
    sealRankTime: c.sealOption === null ? null : sealRankTimeFor(c.sealOption, startTime, endTime),
    autoRealRank: c.autoRealRank ?? true,
    oiRankScoreType: c.oiRankScoreType ?? 'Recent',
    userDuration: c.userDuration ?? 0,
    starAccount: JSON.stringify((c.starUsernames ?? []).map((name) => `${prefix}${name}`)),
    awardType: c.awardType ?? 0,
    awardConfig: JSON.stringify(c.awardConfigList ?? []),
  });
  const pids = new Map<string, number>();
  for (const displayId of fixture.problems) pids.set(displayId, await addProblem(contest.id, displayId, c.type));
  const users = new Map<string, TestUser>();
  for (const u of fixture.users) {
    // Exact ties are ordered by uid; the fixtures' uids sort as their usernames do.
    const user = await boardUser({ uid: `${prefix}${u.username}`, username: `${prefix}${u.username}`, nickname: u.nickname, realname: u.realname, school: u.school });
    users.set(u.username, user);
    await register(contest.id, user, u.startOffset === undefined ? null : startTime + u.startOffset);
  }
  const viewer = await boardUser();
  await register(contest.id, viewer);
  const state: Replay = { cid: contest.id, prefix, admin, viewer, sealed: c.sealOption !== null };

  // What no verdict brings (still pending, or never sent) is in D1 before the board is first built.
  const later: { submitId: number; status: number; score?: number; time?: number }[] = [];
  const byKey = new Map<string, number>();
  for (const s of fixture.submissions) {
    const judged = FINAL_STATUSES.has(s.status);
    const submitId = await insertSubmission({ cid: contest.id, pid: pids.get(s.problem)!, user: users.get(s.user)!, submitTime: startTime + s.at, status: judged ? S.pending : s.status });
    if (s.key) byKey.set(s.key, submitId);
    if (judged) later.push({ submitId, status: s.status, score: s.score, time: s.time });
  }
  await rank(admin.token, { cid: contest.id });
  for (const verdict of later) {
    if (verdict.status === S.cancelled) expectOk(await call('GET', '/api/admin/judge/cancel-judge', { token: root.token, query: { submitId: verdict.submitId } }));
    else await judge(verdict.submitId, { status: verdict.status, score: verdict.score ?? 0, time: verdict.time ?? 0 });
  }
  if (fixture.expectedBeforeRejudges) await expectViews(state, fixture.expectedBeforeRejudges, 'before the rejudges');
  for (const r of fixture.rejudges ?? []) {
    const submitId = byKey.get(r.key)!;
    expectOk(await call('GET', '/api/admin/judge/rejudge', { token: root.token, query: { submitId } }));
    await judge(submitId, { status: r.status, score: r.score ?? 0, time: r.time ?? 0 });
  }
  await expectViews(state, fixture.expected, 'verdicts as deltas');
  await expectViews(state, fixture.expected, 'rebuilt from D1', true);
}

describe('golden scoreboards through the HTTP calls', () => {
  for (const fixture of GOLDEN_FIXTURES) it(fixture.name, () => replay(fixture));
});
