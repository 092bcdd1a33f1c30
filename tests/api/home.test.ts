import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../contract/api/accounts';
import type { AdminUserRow } from '../../contract/api/admin';
import type { ContestListRow } from '../../contract/api/contests';
import type { AcRank, CalendarHeatmap, LastWeekStatistics, RankRow, RecentProblemRow, UserHomeInfo } from '../../contract/api/home';
import type { AdminProblemDetail } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { dayText, HOME_MESSAGES, statsDay } from '../../contract/rules/home';
import { USER_STATUS } from '../../contract/rules/admin';
import { depsOf } from '../../worker/deps';
import { forgetRememberedUserHomes } from '../../worker/home/home-documents';
import { userCalendarHeatmap } from '../../worker/home/user-home';
import { manualClock } from '../../worker/lib/clock';
import { fresh, judged, judgeTwice, keptRows, pending } from './home-support';
import { insertProblem } from './problems-support';
import { createContest, judge } from './scoreboard-support';
import { userAs } from './trainings-support';
import { call, expectOk, expectRefused, login, nowSeconds, signUp, uniqueName } from './support';

const DAY = 86_400;

describe('the kept statistics', () => {
  it('move exactly once with a verdict, a replayed result, a rejudge to another status, a manual judgement and a cancel', async () => {
    const [user, admin] = await Promise.all([userAs('user'), userAs('admin')]);
    const { pid } = await insertProblem({ type: 1, difficulty: 3 });
    const before = await keptRows(user.uid, pid);
    expect(before.user).toBeNull();

    const submitId = await pending({ user, pid });
    expect(await judgeTwice(submitId, JUDGE_STATUS.accepted)).not.toBe('applied');
    const accepted = await keptRows(user.uid, pid);
    // OI rank score of a full score at difficulty 3: round(100 × 0.1 + 3 × 2) = 16; coins 1 + 3.
    expect(accepted.user).toEqual({ total: 1, ac: 1, score: 16, oiCoin: 4 });
    expect(accepted.userDay).toBe(before.userDay + 1);
    expect(accepted.siteDay).toEqual({ total: before.siteDay.total + 1, ac: before.siteDay.ac + 1 });
    expect(accepted.firstAc).not.toBeNull();

    // A rejudge keeps the old verdict counted until the new one lands, then swaps it.
    expectOk(await call('GET', '/api/admin/judge/rejudge', { token: admin.token, query: { submitId } }));
    expect((await keptRows(user.uid, pid)).user).toEqual(accepted.user);
    await judge(submitId, { status: JUDGE_STATUS.wrongAnswer, score: 40 });
    const rejudged = await keptRows(user.uid, pid);
    expect(rejudged.user).toEqual({ total: 1, ac: 0, score: Math.floor((40 + 60 + 5) / 10), oiCoin: 0 });
    expect(rejudged.userDay).toBe(accepted.userDay);
    expect(rejudged.siteDay).toEqual({ total: accepted.siteDay.total, ac: accepted.siteDay.ac - 1 });
    expect(rejudged.firstAc).toBeNull();

    expectOk(await call('GET', '/api/admin/judge/manual-judge', { token: admin.token, query: { submitId, status: JUDGE_STATUS.accepted, score: 100 } }));
    expect((await keptRows(user.uid, pid)).user).toEqual({ total: 1, ac: 1, score: 16, oiCoin: 4 });

    expectOk(await call('GET', '/api/admin/judge/cancel-judge', { token: admin.token, query: { submitId } }));
    const cancelled = await keptRows(user.uid, pid);
    expect(cancelled.user).toEqual({ total: 0, ac: 0, score: 0, oiCoin: 0 });
    expect(cancelled.userDay).toBe(before.userDay);
    expect(cancelled.siteDay).toEqual(before.siteDay);
    expect(cancelled.firstAc).toBeNull();
  });

  it("count contest and group submissions in the user's heatmap only, and keep the first acceptance", async () => {
    const user = await userAs('user');
    const { pid } = await insertProblem();
    const contest = await createContest(user);
    const before = await keptRows(user.uid, pid);
    await judged({ user, pid, cid: contest.id, status: JUDGE_STATUS.accepted });
    const afterContest = await keptRows(user.uid, pid);
    expect(afterContest.userDay).toBe(before.userDay + 1);
    expect(afterContest.siteDay).toEqual(before.siteDay);
    expect(afterContest.firstAc).toBeNull();

    const earlier = nowSeconds() - 3 * DAY;
    await judged({ user, pid, submitTime: earlier, status: JUDGE_STATUS.accepted });
    await judged({ user, pid, status: JUDGE_STATUS.accepted });
    const practice = await keptRows(user.uid, pid);
    expect(practice.firstAc).toBe(earlier);
    expect(practice.user).toMatchObject({ total: 2, ac: 1 });
    // A wrong answer afterwards neither adds nor takes back an acceptance.
    await judged({ user, pid, submitTime: earlier - 60, status: JUDGE_STATUS.wrongAnswer });
    expect((await keptRows(user.uid, pid)).firstAc).toBe(earlier);
  });

  it('lose the submissions of a deleted problem, and its solvers their solved count', async () => {
    const [user, admin] = await Promise.all([userAs('user'), userAs('admin')]);
    const kept = await insertProblem();
    const doomed = await insertProblem({ difficulty: 2 });
    await judged({ user, pid: kept.pid, status: JUDGE_STATUS.accepted });
    const before = await keptRows(user.uid, doomed.pid);
    await judged({ user, pid: doomed.pid, status: JUDGE_STATUS.accepted });
    await judged({ user, pid: doomed.pid, status: JUDGE_STATUS.wrongAnswer });
    expect((await keptRows(user.uid, doomed.pid)).user).toMatchObject({ total: 3, ac: 2, oiCoin: 1 + 3 });

    expectOk(await call('DELETE', '/api/admin/problem', { token: admin.token, query: { pid: doomed.pid } }));
    const after = await keptRows(user.uid, doomed.pid);
    expect(after.user).toEqual({ total: 1, ac: 1, score: 0, oiCoin: 1 });
    expect(after.userDay).toBe(before.userDay);
    expect(after.siteDay).toEqual(before.siteDay);
    expect(after.firstAc).toBeNull();
  });

  it("lose a disbanded group's submissions, homework on public problems included", async () => {
    const [user, admin] = await Promise.all([userAs('user'), userAs('admin')]);
    const { pid } = await insertProblem({ difficulty: 1 });
    const group = await env.DB.prepare("INSERT INTO groups (name, short_name, brief, description, owner, uid, code, auth) VALUES (?, ?, 'brief text', 'description', ?, ?, 'abcdef', 1) RETURNING id")
      .bind(`G ${uniqueName('g')}`, uniqueName('s').slice(0, 10), admin.username, admin.uid)
      .first<{ id: number }>();
    const before = await keptRows(user.uid, pid);
    await judged({ user, pid, gid: group!.id, status: JUDGE_STATUS.accepted });
    const homework = await keptRows(user.uid, pid);
    // Homework is not in the site's list (total, the chart) but solves a public-bank problem (ac, coins, first acceptance).
    expect(homework.user).toEqual({ total: 0, ac: 1, score: 0, oiCoin: 2 });
    expect(homework.userDay).toBe(before.userDay + 1);
    expect(homework.siteDay).toEqual(before.siteDay);
    expect(homework.firstAc).not.toBeNull();

    expectOk(await call('DELETE', '/api/group', { token: admin.token, query: { gid: group!.id } }));
    const after = await keptRows(user.uid, pid);
    expect(after.user).toEqual({ total: 0, ac: 0, score: 0, oiCoin: 0 });
    expect(after.userDay).toBe(before.userDay);
    expect(after.firstAc).toBeNull();
  });

  it("follow a problem's difficulty and auth", async () => {
    const [user, admin] = await Promise.all([userAs('user'), userAs('admin')]);
    const { pid } = await insertProblem({ type: 1, difficulty: 1 });
    await judged({ user, pid, status: JUDGE_STATUS.accepted });
    expect((await keptRows(user.uid, pid)).user).toMatchObject({ ac: 1, score: 12, oiCoin: 2 });
    expectOk(await call('PUT', '/api/admin/problem/change-problem-auth', { token: admin.token, body: { pid, auth: 2 } }));
    expect((await keptRows(user.uid, pid)).user).toMatchObject({ total: 1, ac: 0, score: 0, oiCoin: 0 });
    expectOk(await call('PUT', '/api/admin/problem/change-problem-auth', { token: admin.token, body: { pid, auth: 1 } }));
    expect((await keptRows(user.uid, pid)).user).toMatchObject({ total: 1, ac: 1, score: 12, oiCoin: 2 });
  });
});

describe('get-last-week-submission-statistics', () => {
  it("answers today and the six days before, with today's judged and accepted submissions", async () => {
    const user = await userAs('user');
    const { pid } = await insertProblem();
    const before = expectOk(await fresh<LastWeekStatistics>('/api/get-last-week-submission-statistics'));
    const today = dayText(statsDay(nowSeconds()));
    expect(before.dateStrList).toHaveLength(7);
    expect(before.dateStrList[6]).toBe(today);
    expect(before.dateStrList[0]).toBe(dayText(statsDay(nowSeconds()) - 6));
    await judged({ user, pid, status: JUDGE_STATUS.accepted });
    await judged({ user, pid, status: JUDGE_STATUS.wrongAnswer });
    const after = expectOk(await fresh<LastWeekStatistics>('/api/get-last-week-submission-statistics'));
    expect(after.totalCountList[6]).toBe(before.totalCountList[6]! + 2);
    expect(after.acCountList[6]).toBe(before.acCountList[6]! + 1);
  });

  it('recounts the days from the submissions for admin roles only', async () => {
    const [user, teacher, admin] = await Promise.all([userAs('user'), userAs('teacher'), userAs('admin')]);
    for (const token of [null, user.token]) {
      expectRefused(await fresh('/api/get-last-week-submission-statistics', { token, query: { forceRefresh: true } }), 403, HOME_MESSAGES.refreshRefused);
    }
    const kept = expectOk(await fresh<LastWeekStatistics>('/api/get-last-week-submission-statistics'));
    // A drifted row is put right by the refresh.
    await env.DB.prepare('UPDATE site_day_stats SET total = total + 7 WHERE day = ?').bind(statsDay(nowSeconds())).run();
    const refreshed = expectOk(await call<LastWeekStatistics>('GET', '/api/get-last-week-submission-statistics', { token: admin.token, query: { forceRefresh: 'true' } }));
    expect(refreshed).toEqual(kept);
    expect(expectOk(await call<LastWeekStatistics>('GET', '/api/get-last-week-submission-statistics', { token: teacher.token, query: { forceRefresh: true } }))).toEqual(kept);
    // Without forceRefresh anyone reads it; false is no refresh.
    expectOk(await call('GET', '/api/get-last-week-submission-statistics', { token: user.token, query: { forceRefresh: false } }));
  });
});

describe('get-recent-seven-ac-rank', () => {
  it("ranks the problems first accepted in the window and names the caller's place", async () => {
    const [keen, casual, idle] = await Promise.all([userAs('user'), userAs('user'), userAs('user')]);
    const problems = await Promise.all([insertProblem(), insertProblem(), insertProblem(), insertProblem(), insertProblem()]);
    // keen: 5 problems two hours ago; casual: one first accepted 3 days ago, 4 more ten minutes ago.
    const now = nowSeconds();
    for (const [i, { pid }] of problems.entries()) await judged({ user: keen, pid, status: JUDGE_STATUS.accepted, submitTime: now - 7200 + i });
    await judged({ user: casual, pid: problems[0].pid, status: JUDGE_STATUS.accepted, submitTime: now - 3 * DAY });
    for (const [i, { pid }] of problems.slice(1).entries()) await judged({ user: casual, pid, status: JUDGE_STATUS.accepted, submitTime: now - 600 + i });
    // accepted again today, first accepted 3 days ago: not in the last 24 hours
    await judged({ user: casual, pid: problems[0].pid, status: JUDGE_STATUS.accepted });

    const week = expectOk(await fresh<AcRank>('/api/get-recent-seven-ac-rank', { token: keen.token }));
    const weekNums = new Map(week.rankingListDetailVOList.map((r) => [r.uid, r.acNum]));
    expect(weekNums.get(keen.uid)).toBe(5);
    expect(weekNums.get(casual.uid)).toBe(5);
    expect(week.rankingListDetailVOList.length).toBeLessThanOrEqual(10);
    // Equal counts: who reached the count first (keen, two hours ago) comes first.
    const keenPlace = week.rankingListDetailVOList.findIndex((r) => r.uid === keen.uid);
    expect(keenPlace).toBe(week.rankingListDetailVOList.findIndex((r) => r.uid === casual.uid) - 1);
    expect(week.myRank).toBe(keenPlace + 1);

    const day = expectOk(await fresh<AcRank>('/api/get-recent-seven-ac-rank', { token: casual.token, query: { window: 'day' } }));
    expect(day.rankingListDetailVOList.find((r) => r.uid === casual.uid)?.acNum).toBe(4);
    const all = expectOk(await fresh<AcRank>('/api/get-recent-seven-ac-rank', { query: { window: 'all' } }));
    expect(all.myRank).toBe(-1);
    for (const row of all.rankingListDetailVOList) expect(Object.keys(row).sort()).toEqual(['acNum', 'avatar', 'nickname', 'titleColor', 'titleName', 'uid', 'username']);

    const nothing = expectOk(await fresh<AcRank>('/api/get-recent-seven-ac-rank', { token: idle.token, query: { window: 'week' } }));
    expect(nothing.myRank).toBe(-1);
    expectRefused(await fresh('/api/get-recent-seven-ac-rank', { query: { window: 'month' } }), 400, /window must be one of/);
  });
});

describe('get-rank-list', () => {
  it('orders ACM by solved problems then fewer submissions, OI by OI rank score, and searches', async () => {
    const tag = uniqueName('rk').slice(0, 8);
    const named = (s: string) => userAs('user', { username: `${tag}${s}`, nickname: `Nick ${tag}${s}` });
    const [a, b, c, disabled] = await Promise.all([named('a'), named('b'), named('c'), named('d')]);
    const oi = await insertProblem({ type: 1, difficulty: 5 });
    const acm1 = await insertProblem();
    const acm2 = await insertProblem();
    // a: 2 solved in 3 tries; b: 2 solved in 2 tries; c: 1 solved plus an OI score of 50 on difficulty 5 (round(5 + 10) = 15).
    await judged({ user: a, pid: acm1.pid, status: JUDGE_STATUS.wrongAnswer });
    await judged({ user: a, pid: acm1.pid, status: JUDGE_STATUS.accepted });
    await judged({ user: a, pid: acm2.pid, status: JUDGE_STATUS.accepted });
    await judged({ user: b, pid: acm1.pid, status: JUDGE_STATUS.accepted });
    await judged({ user: b, pid: acm2.pid, status: JUDGE_STATUS.accepted });
    await judged({ user: c, pid: acm1.pid, status: JUDGE_STATUS.accepted });
    await judged({ user: c, pid: oi.pid, status: JUDGE_STATUS.partialAccepted, score: 50 });
    await judged({ user: disabled, pid: acm1.pid, status: JUDGE_STATUS.accepted });
    await env.DB.prepare('UPDATE users SET status = 1 WHERE id = ?').bind(disabled.uid).run();

    const acm = expectOk(await fresh<Page<RankRow>>('/api/get-rank-list', { query: { type: 'ACM', searchUser: tag } }));
    expect(acm.records.map((r) => r.username)).toEqual([b, a, c].map((u) => u.username));
    expect(acm.total).toBe(3);
    expect(acm.size).toBe(30);
    expect(acm.records[1]).toMatchObject({ uid: a.uid, ac: 2, total: 3, score: 0, nickname: `Nick ${tag}a` });
    const row = acm.records[0]!;
    expect(Object.keys(row).sort()).toEqual(['ac', 'avatar', 'nickname', 'score', 'signature', 'titleColor', 'titleName', 'total', 'uid', 'username']);

    const byNumber = expectOk(await fresh<Page<RankRow>>('/api/get-rank-list', { query: { type: 1, searchUser: `nick ${tag}` } }));
    expect(byNumber.records.map((r) => r.username)).toEqual([c, b, a].map((u) => u.username));
    expect(byNumber.records[0]).toMatchObject({ score: 15, ac: 1, total: 2 });

    const paged = expectOk(await fresh<Page<RankRow>>('/api/get-rank-list', { query: { type: 'ACM', searchUser: tag, currentPage: 2, limit: 2 } }));
    expect(paged.records.map((r) => r.username)).toEqual([c.username]);
    expectRefused(await fresh('/api/get-rank-list', { query: { type: 'IOI' } }), 400, 'type must be ACM or OI');
    expectRefused(await fresh('/api/get-rank-list', { query: { limit: 1000 } }), 400, /limit must be at most/);
  });
});

describe('get-user-home-info', () => {
  it('shows the public profile and the counts, never the e-mail, real name or password', async () => {
    const [user, admin] = await Promise.all([userAs('user', { realname: 'Hidden Realname', nickname: 'homenick', school: 'Home School', gender: 'female' }), userAs('admin')]);
    const easy = await insertProblem({ difficulty: 0 });
    const hard = await insertProblem({ difficulty: 4 });
    const oi = await insertProblem({ type: 1, difficulty: 2 });
    const hidden = await insertProblem({ auth: 2 });
    await judged({ user, pid: easy.pid, status: JUDGE_STATUS.accepted });
    await judged({ user, pid: hard.pid, status: JUDGE_STATUS.wrongAnswer });
    await judged({ user, pid: hard.pid, status: JUDGE_STATUS.accepted });
    await judged({ user, pid: oi.pid, status: JUDGE_STATUS.partialAccepted, score: 30 });
    // A private problem's submission is in the site's list (total) but the problem is not in the public bank (solved).
    await judged({ user, pid: hidden.pid, status: JUDGE_STATUS.accepted });

    for (const query of [{ uid: user.uid }, { username: user.username.toUpperCase() }] as Record<string, string>[]) {
      const home = expectOk(await call<UserHomeInfo>('GET', '/api/get-user-home-info', { query }));
      expect(home).toMatchObject({ uid: user.uid, username: user.username, nickname: 'homenick', school: 'Home School', gender: 'female', total: 5, oiCoin: 1 + 5, rating: 40, scoreList: [Math.floor((30 + 40 + 5) / 10)] });
      expect(home.solvedList).toEqual([easy.problemId, hard.problemId].sort((x, y) => x.length - y.length || (x < y ? -1 : 1)));
      expect(home.solvedGroupByDifficulty).toEqual({ '0': [{ pid: easy.pid, problemId: easy.problemId, title: `Problem ${easy.problemId}`, difficulty: 0 }], '4': [expect.objectContaining({ pid: hard.pid })] });
      expect(home.recentLoginTime).not.toBeNull();
      const text = JSON.stringify(home);
      expect(text).not.toContain('Hidden Realname');
      expect(text).not.toContain('@board.test');
      expect(text).not.toMatch(/password|email|realname/i);
    }
    // Without uid or username: the caller's own home, or a clear refusal.
    expect(expectOk(await call<UserHomeInfo>('GET', '/api/get-user-home-info', { token: user.token })).uid).toBe(user.uid);
    expectRefused(await call('GET', '/api/get-user-home-info'), 400, HOME_MESSAGES.userRequired);
    expectRefused(await call('GET', '/api/get-user-home-info', { query: { username: 'no-such-user-here' } }), 404, HOME_MESSAGES.userNotFound);
    expectRefused(await call('GET', '/api/get-user-home-info', { query: { uid: user.uid, username: admin.username } }), 404, HOME_MESSAGES.userNotFound);

    const root = await userAs('root');
    expectOk(await call('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, status: USER_STATUS.disabled } }));
    expectRefused(await call('GET', '/api/get-user-home-info', { query: { uid: user.uid } }), 404, HOME_MESSAGES.userNotFound);
    expect(expectOk(await call<UserHomeInfo>('GET', '/api/get-user-home-info', { token: admin.token, query: { uid: user.uid } })).uid).toBe(user.uid);
  });
});

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (ch) => ch.charCodeAt(0));

const homeOf = (query: Record<string, string>, token?: string) => call<UserHomeInfo>('GET', '/api/get-user-home-info', { query, token });

describe('the kept user home', () => {
  it('answers from its document until a verdict, a profile or avatar change, or a login changes it', async () => {
    const account = await signUp();
    const uid = account.user.uid;
    const { pid, problemId } = await insertProblem({ difficulty: 2 });
    const first = expectOk(await homeOf({ username: account.username }));
    expect(first).toMatchObject({ uid, total: 0, school: null, solvedList: [] });

    // Written behind the Worker's back, and this isolate's memory dropped: the kept document (by name or by id) still answers.
    await env.DB.prepare("UPDATE users SET school = 'Behind the back' WHERE id = ?").bind(uid).run();
    await env.DB.prepare('UPDATE sessions SET created_at = created_at - 86400 WHERE user_id = ?').bind(uid).run();
    forgetRememberedUserHomes();
    expect(expectOk(await homeOf({ username: account.username.toUpperCase() }))).toEqual(first);
    expect(expectOk(await homeOf({ uid }))).toEqual(first);

    // A verdict: the next read is the user as D1 has it now.
    await judged({ user: { uid, username: account.username, token: account.token }, pid, status: JUDGE_STATUS.accepted });
    const judgedHome = expectOk(await homeOf({ uid }));
    expect(judgedHome).toMatchObject({ total: 1, rating: 100, oiCoin: 3, solvedList: [problemId], school: 'Behind the back' });
    expect(Date.parse(judgedHome.recentLoginTime!)).toBeLessThanOrEqual(Date.parse(first.recentLoginTime!) - 86_400_000);

    expectOk(await call('POST', '/api/change-userInfo', { token: account.token, body: { nickname: 'kept-nick', signature: 'A **new** line' } }));
    expect(expectOk(await homeOf({ username: account.username }))).toMatchObject({ nickname: 'kept-nick', signature: 'A **new** line' });

    const form = new FormData();
    form.append('image', new File([PNG], 'me.png', { type: 'image/png' }));
    const withAvatar = expectOk(await call<UserInfo>('POST', '/api/file/upload-avatar', { token: account.token, body: form }));
    expect(expectOk(await homeOf({ uid, username: account.username })).avatar).toBe(withAvatar.avatar);

    await login(account.username, account.password);
    const relogged = expectOk(await homeOf({ uid })).recentLoginTime!;
    expect(Date.parse(relogged)).toBeGreaterThanOrEqual(Date.parse(first.recentLoginTime!));
  });

  it("follows an admin's edit: a title, a new username, disabling, and deleting the account", async () => {
    const [root, user] = await Promise.all([userAs('root'), userAs('user')]);
    const edit = async (body: object) => expectOk(await call<AdminUserRow>('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, ...body } }));
    expectOk(await homeOf({ username: user.username }));
    expectOk(await homeOf({ uid: user.uid }));

    await edit({ titleName: 'Kept title', titleColor: '#2d8cf0' });
    expect(expectOk(await homeOf({ uid: user.uid }))).toMatchObject({ titleName: 'Kept title', titleColor: '#2d8cf0' });

    const renamed = uniqueName('rn');
    await edit({ username: renamed });
    expectRefused(await homeOf({ username: user.username }), 404, HOME_MESSAGES.userNotFound);
    expectRefused(await homeOf({ uid: user.uid, username: user.username }), 404, HOME_MESSAGES.userNotFound);
    expect(expectOk(await homeOf({ username: renamed })).uid).toBe(user.uid);
    expect(expectOk(await homeOf({ uid: user.uid })).username).toBe(renamed);

    await edit({ status: USER_STATUS.disabled });
    expectRefused(await homeOf({ uid: user.uid }), 404, HOME_MESSAGES.userNotFound);
    expectRefused(await homeOf({ username: renamed }), 404, HOME_MESSAGES.userNotFound);
    expect(expectOk(await homeOf({ uid: user.uid }, root.token)).uid).toBe(user.uid);
    await edit({ status: USER_STATUS.enabled });
    expect(expectOk(await homeOf({ username: renamed })).uid).toBe(user.uid);

    expectOk(await call('DELETE', '/api/admin/user/delete-user', { token: root.token, body: { ids: [user.uid] } }));
    expectRefused(await homeOf({ uid: user.uid }), 404, HOME_MESSAGES.userNotFound);
    expectRefused(await homeOf({ username: renamed }), 404, HOME_MESSAGES.userNotFound);
  });

  it("follows a solved problem's new title, difficulty and auth", async () => {
    const [admin, user] = await Promise.all([userAs('admin'), userAs('user')]);
    const problem = {
      problemId: `KH${crypto.randomUUID().slice(0, 6)}`,
      title: 'Kept title one',
      difficulty: 1,
      input: 'Two integers.',
      output: 'Their sum.',
      description: 'Add them.',
      examples: [{ input: '1 2', output: '3' }],
    };
    const body = { problem, languages: ['C++'], samples: [{ input: '1 2\n', output: '3\n' }], isUploadTestCase: false };
    const created = expectOk(await call<AdminProblemDetail>('POST', '/api/admin/problem', { token: admin.token, body }));
    const pid = created.problem.id;
    await judged({ user, pid, status: JUDGE_STATUS.accepted });
    expect(expectOk(await homeOf({ uid: user.uid })).solvedGroupByDifficulty).toEqual({ '1': [{ pid, problemId: problem.problemId, title: 'Kept title one', difficulty: 1 }] });

    expectOk(await call('PUT', '/api/admin/problem', { token: admin.token, body: { ...body, problem: { ...problem, id: pid, title: 'Kept title two', difficulty: 3 } } }));
    const moved = expectOk(await homeOf({ uid: user.uid }));
    expect(moved.solvedGroupByDifficulty).toEqual({ '3': [{ pid, problemId: problem.problemId, title: 'Kept title two', difficulty: 3 }] });
    expect(moved.oiCoin).toBe(1 + 3);

    expectOk(await call('PUT', '/api/admin/problem/change-problem-auth', { token: admin.token, body: { pid, auth: 2 } }));
    expect(expectOk(await homeOf({ uid: user.uid }))).toMatchObject({ solvedList: [], solvedGroupByDifficulty: {}, oiCoin: 0 });
  });
});

describe('get-user-calendar-heatmap', () => {
  it('answers the days of the last year with judged submissions', async () => {
    const user = await userAs('user');
    const { pid } = await insertProblem();
    const now = nowSeconds();
    await judged({ user, pid, status: JUDGE_STATUS.accepted, submitTime: now - 400 * DAY });
    await judged({ user, pid, status: JUDGE_STATUS.wrongAnswer, submitTime: now - 300 * DAY });
    await judged({ user, pid, status: JUDGE_STATUS.wrongAnswer, submitTime: now - 300 * DAY });
    await judged({ user, pid, status: JUDGE_STATUS.accepted });
    await pending({ user, pid });

    const map = expectOk(await call<CalendarHeatmap>('GET', '/api/get-user-calendar-heatmap', { query: { username: user.username } }));
    expect(map.endDate).toBe(dayText(statsDay(now)));
    expect(map.dataList).toEqual([
      { date: dayText(statsDay(now - 300 * DAY)), count: 2 },
      { date: dayText(statsDay(now)), count: 1 },
    ]);
    expect(expectOk(await call<CalendarHeatmap>('GET', '/api/get-user-calendar-heatmap', { token: user.token })).dataList).toEqual(map.dataList);
    expectRefused(await call('GET', '/api/get-user-calendar-heatmap', { query: { uid: 'nobody' } }), 404, HOME_MESSAGES.userNotFound);
    expectRefused(await call('GET', '/api/get-user-calendar-heatmap'), 400, HOME_MESSAGES.userRequired);

    // 50 days later by the clock the map ends on the new day and still holds both days; a year later, neither.
    const later = { ...depsOf(env), clock: manualClock((now + 50 * DAY) * 1000) };
    const moved = await userCalendarHeatmap(later, { uid: user.uid }, null);
    expect(moved.endDate).toBe(dayText(statsDay(now + 50 * DAY)));
    expect(moved.dataList).toEqual([
      { date: dayText(statsDay(now - 300 * DAY)), count: 2 },
      { date: dayText(statsDay(now)), count: 1 },
    ]);
    const yearLater = { ...depsOf(env), clock: manualClock((now + 366 * DAY) * 1000) };
    expect((await userCalendarHeatmap(yearLater, { uid: user.uid }, null)).dataList).toEqual([]);
  });
});

describe('the home panels', () => {
  it('lists recent site contests, not group ones', async () => {
    const author = await userAs('admin');
    const site = await createContest(author, { title: `Home ${uniqueName('c')}` });
    const group = await env.DB.prepare("INSERT INTO groups (name, short_name, brief, description, owner, uid, code, auth) VALUES (?, ?, 'brief text', 'description', ?, ?, 'abcdef', 1) RETURNING id")
      .bind(`G ${uniqueName('g')}`, uniqueName('s').slice(0, 10), author.username, author.uid)
      .first<{ id: number }>();
    // Started later than the site contest, so it would come first among running contests if groups counted.
    const inGroup = await createContest(author, { title: `Group ${uniqueName('c')}`, gid: group!.id, startTime: site.startTime + 60 });
    const cards = expectOk(await fresh<ContestListRow[]>('/api/get-recent-contest'));
    expect(cards.length).toBeLessThanOrEqual(6);
    expect(cards.map((c) => c.id)).toContain(site.id);
    expect(cards.map((c) => c.id)).not.toContain(inGroup.id);
    expect(cards.every((c) => c.gid === null)).toBe(true);
  });

  it("lists recently changed public problems, leaving out a signed-in user's solved ones", async () => {
    const user = await userAs('user');
    const solved = await insertProblem();
    const open = await insertProblem();
    const privateOne = await insertProblem({ auth: 2 });
    const future = nowSeconds() + 3600;
    for (const p of [solved, open, privateOne]) await env.DB.prepare('UPDATE problems SET updated_at = ? WHERE id = ?').bind(future, p.pid).run();
    await judged({ user, pid: solved.pid, status: JUDGE_STATUS.accepted });

    const anonymous = expectOk(await fresh<RecentProblemRow[]>('/api/get-recent-updated-problem'));
    expect(anonymous.map((p) => p.pid).slice(0, 2).sort()).toEqual([solved.pid, open.pid].sort());
    expect(anonymous.map((p) => p.pid)).not.toContain(privateOne.pid);
    expect(anonymous.length).toBeLessThanOrEqual(10);
    const mine = expectOk(await fresh<RecentProblemRow[]>('/api/get-recent-updated-problem', { token: user.token }));
    expect(mine[0]!.pid).toBe(open.pid);
    expect(mine.map((p) => p.pid)).not.toContain(solved.pid);
  });
});
