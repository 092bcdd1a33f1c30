import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NavigatorItem } from '../../contract/api/problems';
import type { TrainingDetail, TrainingExamRow, TrainingListRow, TrainingProblemDetail, TrainingProblemRow, TrainingRank } from '../../contract/api/trainings';
import { TRAINING_MESSAGES } from '../../contract/api/trainings';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { forgetTrainingRanks } from '../../worker/trainings/rank-memory';
import { insertTag, tagProblem } from './problems-support';
import { judge, type TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused } from './support';
import {
  attachPaper,
  insertCategory,
  insertExam,
  insertTraining,
  progressOf,
  solve,
  submitFrom,
  submittedPaper,
  trainingCast,
  trainingProblem,
  userAs,
} from './trainings-support';

/** The learner's side of trainings (part 2 §2 "Trainings", §7; decision 29). */

const get = <T>(path: string, token: string | null, query: Record<string, string | number>) => call<T>('GET', path, { token, query });
/** A rank read as it is now (the isolate's remembered pages are forgotten first, as standings change within a test). */
async function rank(user: TestUser, tid: number, query: Record<string, string | number> = {}, fresh = true): Promise<TrainingRank> {
  if (fresh) forgetTrainingRanks();
  return expectOk(await get<TrainingRank>('/api/get-training-rank', user.token, { tid, ...query }));
}
async function listRow(user: TestUser | null, tid: number, query: Record<string, string | number> = {}): Promise<TrainingListRow | undefined> {
  const page = expectOk(await get<Page<TrainingListRow>>('/api/get-training-list', user?.token ?? null, { limit: 100, ...query }));
  return page.records.find((r) => r.id === tid);
}

describe('the training list and detail', () => {
  it('lists visible trainings to guests by rank then newest, filters by category, auth and keyword, and hides hidden ones', async () => {
    const cast = await trainingCast();
    const category = await insertCategory('Basics', '#123456');
    const word = `kw${crypto.randomUUID().slice(0, 6)}`;
    const later = await insertTraining({ author: cast.teacher, title: `${word} second`, rank: 5, categoryId: category });
    const first = await insertTraining({ author: cast.teacher, title: `${word} first`, rank: 1, categoryId: category, auth: 'Private', pwd: 'pw' });
    const hidden = await insertTraining({ author: cast.teacher, title: `${word} hidden`, rank: 0, categoryId: category, status: false });
    await trainingProblem(later);
    await trainingProblem(later);

    const page = expectOk(await get<Page<TrainingListRow>>('/api/get-training-list', null, { keyword: word }));
    expect(page.records.map((r) => r.id)).toEqual([first, later]);
    expect(page.total).toBe(2);
    expect(page.size).toBe(15);
    expect(page.records[1]).toMatchObject({ title: `${word} second`, auth: 'Public', categoryId: category, categoryName: 'Basics', categoryColor: '#123456', problemCount: 2, acCount: 0, author: cast.teacher.username, gid: null });
    expect(page.records.some((r) => r.id === hidden)).toBe(false);
    // The total comes with the page's rows; a page past the end still says how many there are.
    expect(expectOk(await get<Page<TrainingListRow>>('/api/get-training-list', null, { keyword: word, limit: 1, currentPage: 2 }))).toMatchObject({ total: 2, records: [{ id: later }] });
    expect(expectOk(await get<Page<TrainingListRow>>('/api/get-training-list', null, { keyword: word, currentPage: 9 }))).toMatchObject({ total: 2, records: [] });
    expect(expectOk(await get<Page<TrainingListRow>>('/api/get-training-list', null, { keyword: word, auth: 'Private' })).records.map((r) => r.id)).toEqual([first]);
    const other = await insertCategory();
    expect(expectOk(await get<Page<TrainingListRow>>('/api/get-training-list', null, { keyword: word, categoryId: other })).total).toBe(0);
    expectRefused(await get('/api/get-training-list', null, { auth: 'Secret' }), 400, /auth must be/);

    const categories = expectOk(await get<{ id: number; name: string }[]>('/api/get-training-category', null, {}));
    expect(categories.find((c) => c.id === category)).toMatchObject({ name: 'Basics', color: '#123456', gid: null });
  });

  it('opens a training to signed-in callers only, hides a hidden one from all but its admins, and marks the admins', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher, rankShowName: 'nickname' });
    const hidden = await insertTraining({ author: cast.teacher, status: false });
    expectRefused(await get('/api/get-training-detail', null, { tid }), 401);
    const detail = expectOk(await get<TrainingDetail>('/api/get-training-detail', cast.user.token, { tid }));
    expect(detail).toMatchObject({ id: tid, description: 'About **this** training', rankShowName: 'nickname', isAdmin: false, acCount: 0 });
    expect(expectOk(await get<TrainingDetail>('/api/get-training-detail', cast.teacher.token, { tid })).isAdmin).toBe(true);
    expect(expectOk(await get<TrainingDetail>('/api/get-training-detail', cast.admin.token, { tid })).isAdmin).toBe(true);
    expect(expectOk(await get<TrainingDetail>('/api/get-training-detail', cast.otherTeacher.token, { tid })).isAdmin).toBe(false);

    for (const who of [cast.user, cast.otherTeacher]) {
      for (const path of ['/api/get-training-detail', '/api/get-training-problem-list', '/api/get-training-rank', '/api/get-training-exam-list', '/api/get-training-access']) {
        expectRefused(await get(path, who.token, { tid: hidden }), 404, TRAINING_MESSAGES.notFound);
      }
    }
    expectOk(await get('/api/get-training-detail', cast.teacher.token, { tid: hidden }));
    expectOk(await get('/api/get-training-detail', cast.root.token, { tid: hidden }));
    expectRefused(await get('/api/get-training-detail', cast.user.token, { tid: 99_999_999 }), 404, TRAINING_MESSAGES.notFound);
  });
});

describe('a private training', () => {
  it('asks for its password: empty and wrong ones refused, then access is granted once', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher, auth: 'Private', pwd: 'secret1' });
    const pub = await insertTraining({ author: cast.teacher });
    expect(expectOk(await get<{ access: boolean }>('/api/get-training-access', cast.user.token, { tid }))).toEqual({ access: false });
    expect(expectOk(await get<{ access: boolean }>('/api/get-training-access', cast.teacher.token, { tid }))).toEqual({ access: true });
    expect(expectOk(await get<{ access: boolean }>('/api/get-training-access', cast.admin.token, { tid }))).toEqual({ access: true });
    expectRefused(await get('/api/get-training-access', null, { tid }), 401);
    for (const path of ['/api/get-training-problem-list', '/api/get-training-rank', '/api/get-training-exam-list']) {
      expectRefused(await get(path, cast.user.token, { tid }), 403, TRAINING_MESSAGES.noAccess);
    }

    const register = (password: unknown, who = cast.user, id = tid) => call('POST', '/api/register-training', { token: who.token, body: { tid: id, password } });
    expectRefused(await register(''), 400, TRAINING_MESSAGES.passwordRequired);
    expectRefused(await register('   '), 400, TRAINING_MESSAGES.passwordRequired);
    expectRefused(await register('wrong'), 400, TRAINING_MESSAGES.wrongPassword);
    expectRefused(await call('POST', '/api/register-training', { token: null, body: { tid, password: 'secret1' } }), 401);
    const ok = await register('secret1');
    expectOk(ok);
    expect(ok.body.msg).toBe(TRAINING_MESSAGES.registered);
    expect(expectOk(await get<{ access: boolean }>('/api/get-training-access', cast.user.token, { tid }))).toEqual({ access: true });
    expectOk(await get('/api/get-training-problem-list', cast.user.token, { tid }));
    expectRefused(await register('secret1'), 400, TRAINING_MESSAGES.alreadyRegistered);
    expectRefused(await register('secret1', cast.user, pub), 400, TRAINING_MESSAGES.notPrivate);
  });

  it('refuses submissions until the caller registered, and counts only registered users', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher, auth: 'Private', pwd: 'pw' });
    const p = await trainingProblem(tid);
    expectRefused(await submitFrom(cast.member, tid, p.pid), 403, TRAINING_MESSAGES.noAccess);
    // Solved in practice before registering: not on the rank until the registration builds the row.
    const practice = expectOk(await submitFrom(cast.member, undefined, p.pid));
    await judge(practice.submitId, { status: JUDGE_STATUS.accepted, time: 30 });
    expect(await progressOf(tid, cast.member)).toBeNull();
    expectOk(await call('POST', '/api/register-training', { token: cast.member.token, body: { tid, password: 'pw' } }));
    expect(await progressOf(tid, cast.member)).toMatchObject({ ac: 1, totalRunTime: 30 });
    const submitted = expectOk(await submitFrom(cast.member, tid, p.pid));
    const row = await env.DB.prepare('SELECT tid, cid, display_pid AS displayPid FROM submissions WHERE submit_id = ?').bind(submitted.submitId).first();
    expect(row).toEqual({ tid, cid: 0, displayPid: p.problemId });
    expect((await rank(cast.teacher, tid)).oj.records.map((r) => r.username)).toEqual([cast.member.username]);
  });
});

describe('training problems', () => {
  it('lists the problems in rank order with tags and counts, and opens one by display id as the problem page does', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher, title: 'Loops' });
    const second = await trainingProblem(tid, 20);
    const first = await trainingProblem(tid, 10, 'LOOP-1');
    const tag = await insertTag(`tag${crypto.randomUUID().slice(0, 5)}`);
    await tagProblem(second.pid, tag);
    expectRefused(await get('/api/get-training-problem-list', null, { tid }), 401);
    const list = expectOk(await get<TrainingProblemRow[]>('/api/get-training-problem-list', cast.user.token, { tid }));
    expect(list.map((p) => p.pid)).toEqual([first.pid, second.pid]);
    expect(list[0]).toMatchObject({ tid, problemId: 'LOOP-1', rank: 10, tags: [], ac: 0, total: 0, type: 0 });
    expect(list[1]!.tags.map((t) => t.id)).toEqual([tag]);

    const detail = expectOk(await get<TrainingProblemDetail>('/api/get-training-problem-details', cast.user.token, { tid, problemId: 'LOOP-1' }));
    expect(detail.problem).toMatchObject({ id: first.pid, problemId: 'LOOP-1' });
    expect(detail.training).toEqual({ id: tid, title: 'Loops', gid: null });
    expect(detail.myStatus).toEqual({ status: JUDGE_STATUS.notSubmitted, score: null });
    const outside = await trainingProblem(await insertTraining({ author: cast.teacher }));
    expectRefused(await get('/api/get-training-problem-details', cast.user.token, { tid, problemId: outside.problemId }), 404, TRAINING_MESSAGES.problemNotInTraining);
    expectRefused(await get('/api/get-training-problem-details', cast.user.token, { tid }), 400, 'problemId is required');

    const navigator = expectOk(await get<NavigatorItem[]>('/api/get-full-screen-problem-list', cast.user.token, { tid }));
    expect(navigator).toEqual([
      { pid: first.pid, problemId: 'LOOP-1', title: `Problem ${first.problemId}`, status: JUDGE_STATUS.notSubmitted, score: null },
      { pid: second.pid, problemId: second.problemId, title: `Problem ${second.problemId}`, status: JUDGE_STATUS.notSubmitted, score: null },
    ]);
  });

  it('takes submissions only for its own problems, stores the tid and shows the status on the navigator', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const p = await trainingProblem(tid);
    const other = await trainingProblem(await insertTraining({ author: cast.teacher }));
    expectRefused(await submitFrom(cast.user, tid, other.pid), 400, TRAINING_MESSAGES.problemNotInTraining);
    expectRefused(await submitFrom(cast.user, 99_999_999, p.pid), 404, TRAINING_MESSAGES.notFound);
    const hidden = await insertTraining({ author: cast.teacher, status: false });
    await env.DB.prepare('INSERT INTO training_problems (tid, pid, display_id) VALUES (?, ?, ?)').bind(hidden, p.pid, p.problemId).run();
    expectRefused(await submitFrom(cast.user, hidden, p.pid), 404, TRAINING_MESSAGES.notFound);
    const submitId = await solve(cast.user, tid, p.pid, JUDGE_STATUS.wrongAnswer);
    expect(await env.DB.prepare('SELECT tid FROM submissions WHERE submit_id = ?').bind(submitId).first('tid')).toBe(tid);
    const navigator = expectOk(await get<NavigatorItem[]>('/api/get-full-screen-problem-list', cast.user.token, { tid }));
    expect(navigator[0]!.status).toBe(JUDGE_STATUS.wrongAnswer);
  });
});

describe('progress and the rank', () => {
  it('moves after a verdict, a rejudge to WA and a problem leaving the training', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const a = await trainingProblem(tid, 1, 'A');
    const b = await trainingProblem(tid, 2, 'B');
    const fast = await userAs('user', { username: `fast${crypto.randomUUID().slice(0, 6)}` });
    const slow = await userAs('user', { username: `slow${crypto.randomUUID().slice(0, 6)}` });

    await solve(fast, tid, a.pid, JUDGE_STATUS.wrongAnswer, 5);
    const fastA = await solve(fast, tid, a.pid, JUDGE_STATUS.accepted, 40);
    await solve(fast, tid, b.pid, JUDGE_STATUS.accepted, 60);
    await solve(slow, tid, a.pid, JUDGE_STATUS.accepted, 300);
    await solve(slow, tid, b.pid, JUDGE_STATUS.timeLimitExceeded, 1000);

    expect(await listRow(fast, tid)).toMatchObject({ acCount: 2, problemCount: 2 });
    expect(expectOk(await get<TrainingDetail>('/api/get-training-detail', slow.token, { tid })).acCount).toBe(1);
    expect((await listRow(null, tid))!.acCount).toBe(0);
    let board = await rank(cast.user, tid);
    expect(board.problems).toEqual([
      { pid: a.pid, problemId: 'A', title: `Problem ${a.problemId}` },
      { pid: b.pid, problemId: 'B', title: `Problem ${b.problemId}` },
    ]);
    expect(board.oj.total).toBe(2);
    expect(board.oj.size).toBe(30);
    expect(board.oj.records.map((r) => [r.rank, r.username, r.ac, r.totalRunTime])).toEqual([
      [1, fast.username, 2, 100],
      [2, slow.username, 1, 300],
    ]);
    expect(board.oj.records[0]!.submissionInfo).toEqual({ A: { status: 0, runTime: 40 }, B: { status: 0, runTime: 60 } });
    expect(board.oj.records[1]!.submissionInfo).toEqual({ A: { status: 0, runTime: 300 }, B: { status: JUDGE_STATUS.timeLimitExceeded, runTime: null } });

    // A rejudge of fast's accepted try on A to a wrong answer: the best status and the standing follow.
    expectOk(await call('GET', '/api/admin/judge/rejudge', { token: cast.admin.token, query: { submitId: fastA } }));
    await judge(fastA, { status: JUDGE_STATUS.wrongAnswer });
    expect(await progressOf(tid, fast)).toMatchObject({ ac: 1, totalRunTime: 60 });
    board = await rank(cast.user, tid);
    expect(board.oj.records.map((r) => [r.rank, r.username, r.ac, r.totalRunTime])).toEqual([
      [1, fast.username, 1, 60],
      [2, slow.username, 1, 300],
    ]);
    expect(board.oj.records[0]!.submissionInfo.A).toEqual({ status: JUDGE_STATUS.wrongAnswer, runTime: null });
    expect((await listRow(fast, tid))!.acCount).toBe(1);

    // B leaves the training: standings rebuilt without it.
    expectOk(await call('DELETE', '/api/admin/training/training-problem', { token: cast.teacher.token, query: { tid, pid: b.pid } }));
    board = await rank(cast.user, tid);
    expect(board.problems.map((p) => p.problemId)).toEqual(['A']);
    expect(board.oj.records.map((r) => [r.rank, r.username, r.ac, r.totalRunTime])).toEqual([
      [1, slow.username, 1, 300],
      [2, fast.username, 0, 0],
    ]);
    expect(board.oj.records[1]!.submissionInfo).toEqual({ A: { status: JUDGE_STATUS.wrongAnswer, runTime: null } });
    expect(await listRow(fast, tid)).toMatchObject({ acCount: 0, problemCount: 1 });
  });

  it('a cancel that leaves no counted try takes the user off the rank', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const p = await trainingProblem(tid);
    const submitId = await solve(cast.user, tid, p.pid, JUDGE_STATUS.accepted);
    expect(await progressOf(tid, cast.user)).toMatchObject({ ac: 1 });
    expectOk(await call('GET', '/api/admin/judge/cancel-judge', { token: cast.admin.token, query: { submitId } }));
    expect(await progressOf(tid, cast.user)).toBeNull();
    expect((await rank(cast.teacher, tid)).oj.total).toBe(0);
  });

  it('shares places on ties, pages by 30, searches four fields and shows real names to admins only', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const p = await trainingProblem(tid);
    const tied = await userAs('user', { realname: 'Zed Realname', school: 'Tie School' });
    await solve(cast.member, tid, p.pid, JUDGE_STATUS.accepted, 10);
    await solve(tied, tid, p.pid, JUDGE_STATUS.accepted, 10);

    const board = await rank(cast.user, tid);
    expect(board.oj.records.map((r) => r.rank)).toEqual([1, 1]);
    expect(board.oj.records.every((r) => r.realname === null)).toBe(true);
    const mine = board.oj.records.find((r) => r.uid === cast.member.uid)!;
    expect(mine).toMatchObject({ username: cast.member.username, nickname: 'membernick', school: 'North School', gender: 'secrecy' });
    const seenByAdmin = await rank(cast.teacher, tid);
    expect(seenByAdmin.oj.records.find((r) => r.uid === cast.member.uid)!.realname).toBe('Member Real');

    for (const keyword of ['membernick', 'North Sch', 'Member Real', cast.member.username.slice(0, 8)]) {
      const found = await rank(cast.user, tid, { keyword });
      expect(found.oj.records.map((r) => r.uid)).toEqual([cast.member.uid]);
      expect(found.oj.total).toBe(1);
      // The place is the place on the whole rank.
      expect(found.oj.records[0]!.rank).toBe(1);
    }
    const paged = await rank(cast.user, tid, { limit: 1, currentPage: 2 });
    expect(paged.oj).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(paged.oj.records).toHaveLength(1);
    expectRefused(await get('/api/get-training-rank', cast.user.token, { tid, limit: 1000 }), 400);
  });

  it('the exam tab lists submitted papers by total score with the cells keyed by exam id', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const paper = await insertExam(cast.teacher, [4, 6]);
    await attachPaper(tid, paper.eid);
    const low = await submittedPaper(tid, cast.user, paper, 4);
    const high = await submittedPaper(tid, cast.member, paper, 10);
    const board = await rank(cast.user, tid);
    expect(board.exams).toEqual([{ id: paper.eid, title: expect.any(String) as string, repoId: paper.repoId, totalScore: 10 }]);
    expect(board.exam.records.map((r) => [r.rank, r.uid, r.totalScore])).toEqual([
      [1, cast.member.uid, 10],
      [2, cast.user.uid, 4],
    ]);
    expect(board.exam.records[0]!.examSubmissionInfo).toEqual({ [paper.eid]: { id: high, userScore: 10, repoId: paper.repoId } });
    expect(board.exam.records[1]!.examSubmissionInfo[paper.eid]!.id).toBe(low);
    expect(board.oj.total).toBe(0);
  });
});

describe('training papers', () => {
  it("lists the papers with their size, total score and the caller's best submitted score", async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const basics = await insertExam(cast.teacher, [2, 3, 5], 'Basics paper');
    const advanced = await insertExam(cast.teacher, [10], 'Advanced paper');
    await attachPaper(tid, basics.eid);
    await attachPaper(tid, advanced.eid);
    await submittedPaper(tid, cast.user, basics, 5);
    await submittedPaper(tid, cast.user, basics, 8);
    // An open sheet and another training's sheet do not count.
    const now = Math.floor(Date.now() / 1000);
    await env.DB.prepare("INSERT INTO exam_histories (uid, repo_id, exam_id, training_id, kind, start_time, user_score) VALUES (?, ?, ?, ?, 'paper', ?, 10)").bind(cast.user.uid, basics.repoId, basics.eid, tid, now).run();
    await env.DB.prepare("INSERT INTO exam_histories (uid, repo_id, exam_id, training_id, kind, start_time, submit_time, user_score) VALUES (?, ?, ?, ?, 'paper', ?, ?, 10)").bind(cast.user.uid, advanced.repoId, advanced.eid, tid + 1, now, now).run();

    const page = expectOk(await get<Page<TrainingExamRow>>('/api/get-training-exam-list', cast.user.token, { tid }));
    expect(page.total).toBe(2);
    expect(page.records).toEqual([
      { id: basics.eid, title: 'Basics paper', examRepoId: basics.repoId, problemCount: 3, totalScore: 10, userScore: 8 },
      { id: advanced.eid, title: 'Advanced paper', examRepoId: advanced.repoId, problemCount: 1, totalScore: 10, userScore: null },
    ]);
    expect(expectOk(await get<Page<TrainingExamRow>>('/api/get-training-exam-list', cast.member.token, { tid })).records[0]!.userScore).toBeNull();
    expect(expectOk(await get<Page<TrainingExamRow>>('/api/get-training-exam-list', cast.user.token, { tid, keyword: 'Advanced' })).records.map((r) => r.id)).toEqual([advanced.eid]);
    expectRefused(await get('/api/get-training-exam-list', null, { tid }), 401);
  });
});

describe('the rank under load', () => {
  it('answers a repeated read from memory for a few seconds, and a new caller or page from D1', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const p = await trainingProblem(tid);
    await solve(cast.member, tid, p.pid, JUDGE_STATUS.accepted);
    expect((await rank(cast.user, tid)).oj.total).toBe(1);
    await solve(cast.root, tid, p.pid, JUDGE_STATUS.accepted);
    // The same token and page within RANK_PAGE_MS: the remembered page.
    expect((await rank(cast.user, tid, {}, false)).oj.total).toBe(1);
    // Another caller, or another page size, is checked and read in full (and sees real names by its own right).
    const teacherView = await rank(cast.teacher, tid, {}, false);
    expect(teacherView.oj.total).toBe(2);
    expect(teacherView.oj.records.find((r) => r.uid === cast.member.uid)!.realname).toBe('Member Real');
    expect((await rank(cast.user, tid, { limit: 10 }, false)).oj.total).toBe(2);
    // A caller never let in is not let in by the memory: the private training's page stays closed to them.
    const closed = await insertTraining({ author: cast.teacher, auth: 'Private', pwd: 'pw' });
    await rank(cast.teacher, closed, {}, false);
    expectRefused(await get('/api/get-training-rank', cast.user.token, { tid: closed }), 403, TRAINING_MESSAGES.noAccess);
  });
});
