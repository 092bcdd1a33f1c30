import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AdminTrainingExamRow, AdminTrainingProblemRow, AdminTrainingRow, AdminTrainingWithCategory, TrainingCategoryView, TrainingListRow, TrainingProblemRow } from '../../contract/api/trainings';
import { TRAINING_MESSAGES } from '../../contract/api/trainings';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { insertProblem } from './problems-support';
import { judge, type TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, type Method } from './support';
import { attachPaper, insertCategory, insertExam, insertTraining, progressOf, registerIn, submitFrom, trainingCast, trainingProblem } from './trainings-support';

/** The admin side of trainings (part 3 §2.2 training routes, §3.5, §5): every call by role, every save rule. */

const as = <T>(user: TestUser | null, method: Method, path: string, options: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) => call<T>(method, `/api/admin/training${path}`, { token: user?.token ?? null, ...options });

function saveBody(categoryId: number | null, training: Record<string, unknown> = {}) {
  return {
    training: { rank: 10, title: 'Arrays', description: 'Work through arrays', auth: 'Public', privatePwd: null, rankShowName: 'username', status: true, ...training },
    ...(categoryId === null ? {} : { trainingCategory: { id: categoryId } }),
  };
}

describe('managing trainings', () => {
  it('lets a teacher create their own, keeps other teachers out, and lets admins and the super admin manage every one', async () => {
    const cast = await trainingCast();
    const category = await insertCategory('Structures');
    expectRefused(await as(null, 'POST', '', { body: saveBody(category) }), 401);
    expectRefused(await as(cast.user, 'POST', '', { body: saveBody(category) }), 403);
    const created = await as<AdminTrainingWithCategory>(cast.teacher, 'POST', '', { body: saveBody(category, { privatePwd: 'ignored' }) });
    expect(created.body.msg).toBe('Create_Successfully');
    const { training, trainingCategory } = expectOk(created);
    expect(training).toMatchObject({ rank: 10, title: 'Arrays', description: 'Work through arrays', auth: 'Public', privatePwd: null, status: true, author: cast.teacher.username, gid: null });
    expect(trainingCategory).toMatchObject({ id: category, name: 'Structures' });
    const tid = training.id;

    expectRefused(await as(cast.otherTeacher, 'GET', '', { query: { tid } }), 403, TRAINING_MESSAGES.notTrainingAdmin);
    expectRefused(await as(cast.otherTeacher, 'PUT', '', { body: saveBody(category, { id: tid }) }), 403, TRAINING_MESSAGES.notTrainingAdmin);
    expectRefused(await as(cast.otherTeacher, 'PUT', '/change-training-status', { query: { tid, status: false } }), 403, TRAINING_MESSAGES.notTrainingAdmin);
    expectRefused(await as(cast.otherTeacher, 'DELETE', '', { query: { tid } }), 403, TRAINING_MESSAGES.notTrainingAdmin);
    expectRefused(await as(cast.user, 'GET', '', { query: { tid } }), 403);

    for (const who of [cast.teacher, cast.admin, cast.root]) expect(expectOk(await as<AdminTrainingWithCategory>(who, 'GET', '', { query: { tid } })).training.id).toBe(tid);
    const changed = expectOk(await as<AdminTrainingWithCategory>(cast.admin, 'PUT', '', { body: saveBody(category, { id: tid, title: 'Arrays II', auth: 'Private', privatePwd: ' pw1 ', rankShowName: 'realname' }) }));
    expect(changed.training).toMatchObject({ title: 'Arrays II', auth: 'Private', privatePwd: 'pw1', rankShowName: 'realname', author: cast.teacher.username });
    expectRefused(await as(cast.admin, 'PUT', '', { body: saveBody(category) }), 400, 'id is required to update a training');

    // The admin list: a teacher sees their own, an admin every one.
    const own = await insertTraining({ author: cast.otherTeacher, title: 'Other teacher training' });
    const teacherList = expectOk(await as<Page<AdminTrainingRow>>(cast.teacher, 'GET', '/get-training-list', { query: { limit: 100 } }));
    expect(teacherList.records.map((r) => r.id)).toEqual([tid]);
    expect(teacherList.records[0]).toMatchObject({ status: true, privatePwd: 'pw1', categoryName: 'Structures' });
    const adminList = expectOk(await as<Page<AdminTrainingRow>>(cast.admin, 'GET', '/get-training-list', { query: { keyword: 'Other teacher' } }));
    expect(adminList.records.map((r) => r.id)).toContain(own);

    expectOk(await as(cast.teacher, 'PUT', '/change-training-status', { query: { tid, status: false } }));
    expectRefused(await call('GET', '/api/get-training-detail', { token: cast.user.token, query: { tid } }), 404, TRAINING_MESSAGES.notFound);
    expect(expectOk(await as<Page<AdminTrainingRow>>(cast.teacher, 'GET', '/get-training-list', {})).records[0]!.status).toBe(false);

    const p = await trainingProblem(tid);
    const deleted = await as(cast.root, 'DELETE', '', { query: { tid } });
    expect(deleted.body.msg).toBe('Delete_successfully');
    expectRefused(await as(cast.root, 'GET', '', { query: { tid } }), 404, TRAINING_MESSAGES.notFound);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM training_problems WHERE tid = ?').bind(tid).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM problems WHERE id = ?').bind(p.pid).first('n')).toBe(1);
  });

  it('refuses a training without rank, title, description or category, a private one without password, and an unknown category', async () => {
    const cast = await trainingCast();
    const category = await insertCategory();
    const post = (body: unknown) => as(cast.teacher, 'POST', '', { body });
    expectRefused(await post(saveBody(null)), 400, TRAINING_MESSAGES.categoryRequired);
    expectRefused(await post({ ...saveBody(null), trainingCategory: null }), 400, TRAINING_MESSAGES.categoryRequired);
    expectRefused(await post({ ...saveBody(null), trainingCategory: { id: null } }), 400, TRAINING_MESSAGES.categoryRequired);
    expectRefused(await post({ ...saveBody(null), trainingCategory: 'maths' }), 400, TRAINING_MESSAGES.categoryRequired);
    expectRefused(await post(saveBody(99_999_999)), 400, TRAINING_MESSAGES.categoryNotFound);
    expectRefused(await post(saveBody(category, { title: '  ' })), 400, 'title is required');
    expectRefused(await post(saveBody(category, { description: '' })), 400, 'description is required');
    expectRefused(await post(saveBody(category, { rank: -1 })), 400, /rank must be between 0 and 2147483647/);
    expectRefused(await post(saveBody(category, { rank: 'first' })), 400, 'rank must be a number');
    expectRefused(await post(saveBody(category, { auth: 'Private' })), 400, TRAINING_MESSAGES.privatePasswordRequired);
    expectRefused(await post(saveBody(category, { auth: 'Private', privatePwd: '   ' })), 400, TRAINING_MESSAGES.privatePasswordRequired);
    expectRefused(await post(saveBody(category, { auth: 'Secret' })), 400, /auth must be/);
    const { training } = expectOk(await as<AdminTrainingWithCategory>(cast.teacher, 'POST', '', { body: saveBody(category, { rank: undefined }) }));
    expect(training.rank).toBe(1000);
  });
});

describe('the problems of a training', () => {
  it('adds public problems (rebuilding progress), reorders them by rank, refuses duplicates and private problems, and removes them', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const first = await insertProblem({ auth: 1 });
    const second = await insertProblem({ auth: 1 });
    const hidden = await insertProblem({ auth: 2 });
    // A user who solved `first` in practice before it joined the training.
    const practice = expectOk(await submitFrom(cast.user, undefined, first.pid));
    await judge(practice.submitId, { status: JUDGE_STATUS.accepted, time: 25 });
    expect(await progressOf(tid, cast.user)).toBeNull();

    const add = (who: TestUser, pid: number, displayId?: string) => as<AdminTrainingProblemRow>(who, 'POST', '/add-problem-from-public', { body: { tid, pid, displayId } });
    expectRefused(await add(cast.otherTeacher, first.pid), 403, TRAINING_MESSAGES.notTrainingAdmin);
    expectRefused(await add(cast.user, first.pid), 403);
    const added = await add(cast.teacher, first.pid);
    expect(added.body.msg).toBe('Add_Successfully');
    expect(expectOk(added)).toMatchObject({ tid, pid: first.pid, rank: 1000, displayId: first.problemId, problemId: first.problemId, auth: 1 });
    expect(await progressOf(tid, cast.user)).toMatchObject({ ac: 1, totalRunTime: 25 });
    expectRefused(await add(cast.teacher, first.pid), 400, TRAINING_MESSAGES.problemAlreadyAdded);
    expectRefused(await add(cast.teacher, hidden.pid), 403, /Only a public problem/);
    expectOk(await add(cast.admin, hidden.pid));
    expectRefused(await add(cast.teacher, 99_999_999), 404, 'The problem does not exist');
    expectRefused(await add(cast.teacher, second.pid, first.problemId), 400, `The display ID ${first.problemId} is already used in this training`);
    const secondRow = expectOk(await add(cast.teacher, second.pid, 'S-2'));

    const moved = expectOk(await as<AdminTrainingProblemRow>(cast.teacher, 'PUT', '/update-training-problem', { body: { id: secondRow.id, rank: 1 } }));
    expect(moved.rank).toBe(1);
    expectRefused(await as(cast.otherTeacher, 'PUT', '/update-training-problem', { body: { id: secondRow.id, rank: 2 } }), 403);
    expectRefused(await as(cast.teacher, 'PUT', '/update-training-problem', { body: { id: 99_999_999, rank: 2 } }), 404, TRAINING_MESSAGES.problemNotInTraining);
    const list = expectOk(await call<TrainingProblemRow[]>('GET', '/api/get-training-problem-list', { token: cast.user.token, query: { tid } }));
    expect(list.map((p) => p.problemId)).toEqual(['S-2', first.problemId, hidden.problemId]);
    const adminPage = expectOk(await as<Page<AdminTrainingProblemRow>>(cast.teacher, 'GET', '/get-problem-list', { query: { tid, keyword: 'S-2' } }));
    expect(adminPage.records.map((r) => r.pid)).toEqual([second.pid]);
    expectRefused(await as(cast.otherTeacher, 'GET', '/get-problem-list', { query: { tid } }), 403);

    expectRefused(await as(cast.otherTeacher, 'DELETE', '/training-problem', { query: { tid, pid: first.pid } }), 403);
    expectOk(await as(cast.teacher, 'DELETE', '/training-problem', { query: { tid, pid: first.pid } }));
    expectRefused(await as(cast.teacher, 'DELETE', '/training-problem', { query: { tid, pid: first.pid } }), 404, TRAINING_MESSAGES.problemNotInTraining);
    expect(await progressOf(tid, cast.user)).toBeNull();
  });

  it('rebuilds the standings of the trainings that held a problem deleted from the bank', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const kept = await trainingProblem(tid);
    const doomed = await trainingProblem(tid);
    for (const p of [kept, doomed]) await judge(expectOk(await submitFrom(cast.user, tid, p.pid)).submitId, { status: JUDGE_STATUS.accepted, time: 10 });
    expect(await progressOf(tid, cast.user)).toMatchObject({ ac: 2, totalRunTime: 20 });
    expectOk(await call('DELETE', '/api/admin/problem', { token: cast.admin.token, query: { pid: doomed.pid } }));
    const after = await progressOf(tid, cast.user);
    expect(after).toMatchObject({ ac: 1, totalRunTime: 10 });
    expect(Object.keys(JSON.parse(after!.cells))).toEqual([String(kept.pid)]);
  });

  it('rebuilds the standings when a public training turns private: only registered users stay', async () => {
    const cast = await trainingCast();
    const category = await insertCategory();
    const tid = await insertTraining({ author: cast.teacher, categoryId: category });
    const p = await trainingProblem(tid);
    for (const who of [cast.user, cast.member]) {
      const s = expectOk(await submitFrom(who, tid, p.pid));
      await judge(s.submitId, { status: JUDGE_STATUS.accepted });
    }
    await registerIn(tid, cast.member);
    expectOk(await as(cast.teacher, 'PUT', '', { body: saveBody(category, { id: tid, auth: 'Private', privatePwd: 'pw' }) }));
    expect(await progressOf(tid, cast.user)).toBeNull();
    expect(await progressOf(tid, cast.member)).toMatchObject({ ac: 1 });
    expectOk(await as(cast.teacher, 'PUT', '', { body: saveBody(category, { id: tid }) }));
    expect(await progressOf(tid, cast.user)).toMatchObject({ ac: 1 });
  });
});

describe('the papers of a training', () => {
  it('attaches an exam once, lists it with its bank totals, and takes it out', async () => {
    const cast = await trainingCast();
    const tid = await insertTraining({ author: cast.teacher });
    const exam = await insertExam(cast.teacher, [1, 2, 3], 'Choice paper');
    const add = (who: TestUser, eid: number) => as<AdminTrainingExamRow>(who, 'POST', '/exam', { body: { tid, eid } });
    expectRefused(await add(cast.otherTeacher, exam.eid), 403, TRAINING_MESSAGES.notTrainingAdmin);
    const row = expectOk(await add(cast.teacher, exam.eid));
    expect(row).toMatchObject({ tid, eid: exam.eid, title: 'Choice paper', examRepoId: exam.repoId, problemCount: 3, totalScore: 6 });
    expectRefused(await add(cast.teacher, exam.eid), 400, TRAINING_MESSAGES.examAlreadyAdded);
    expectRefused(await add(cast.teacher, 99_999_999), 404, 'The exam does not exist');
    const page = expectOk(await as<Page<AdminTrainingExamRow>>(cast.admin, 'GET', '/get-exam-list', { query: { tid } }));
    expect(page.records.map((r) => r.eid)).toEqual([exam.eid]);
    expectRefused(await as(cast.otherTeacher, 'GET', '/get-exam-list', { query: { tid } }), 403);
    expectRefused(await as(cast.otherTeacher, 'DELETE', '/exam', { query: { tid, eid: exam.eid } }), 403);
    expectOk(await as(cast.teacher, 'DELETE', '/exam', { query: { tid, eid: exam.eid } }));
    expectRefused(await as(cast.teacher, 'DELETE', '/exam', { query: { tid, eid: exam.eid } }), 404, TRAINING_MESSAGES.examNotInTraining);
    // A paper attached straight in D1 shows on the learner's list too.
    await attachPaper(tid, exam.eid);
    expect(expectOk(await call<Page<unknown>>('GET', '/api/get-training-exam-list', { token: cast.user.token, query: { tid } })).total).toBe(1);
  });
});

describe('training categories and the public search', () => {
  it('creates, renames and deletes categories (not one in use), for admin roles only', async () => {
    const cast = await trainingCast();
    expectRefused(await as(cast.user, 'POST', '/category', { body: { name: 'Graphs' } }), 403);
    expectRefused(await as(cast.teacher, 'POST', '/category', { body: { name: '  ' } }), 400, 'name is required');
    const created = expectOk(await as<TrainingCategoryView>(cast.teacher, 'POST', '/category', { body: { name: 'Graphs' } }));
    expect(created).toMatchObject({ name: 'Graphs', color: '#409EFF', gid: null });
    const renamed = expectOk(await as<TrainingCategoryView>(cast.admin, 'PUT', '/category', { body: { id: created.id, name: 'Graph theory', color: '#ff0000' } }));
    expect(renamed).toEqual({ id: created.id, name: 'Graph theory', color: '#ff0000', gid: null });
    expectRefused(await as(cast.admin, 'PUT', '/category', { body: { id: 99_999_999, name: 'x' } }), 404, TRAINING_MESSAGES.categoryNotFound);
    expectRefused(await as(cast.admin, 'POST', '/category', { body: { name: 'Group cat', gid: 5 } }), 404, 'The group does not exist');
    const tid = await insertTraining({ author: cast.teacher, categoryId: created.id });
    expectRefused(await as(cast.admin, 'DELETE', '/category', { query: { cid: created.id } }), 400, TRAINING_MESSAGES.categoryInUse);
    await env.DB.prepare('DELETE FROM trainings WHERE id = ?').bind(tid).run();
    expectOk(await as(cast.admin, 'DELETE', '/category', { query: { cid: created.id } }));
    expectRefused(await as(cast.admin, 'DELETE', '/category', { query: { cid: created.id } }), 404, TRAINING_MESSAGES.categoryNotFound);
  });

  it('searches visible public trainings only, at most the limit', async () => {
    const cast = await trainingCast();
    const word = `pub${crypto.randomUUID().slice(0, 6)}`;
    const open = await insertTraining({ author: cast.teacher, title: `${word} open` });
    await insertTraining({ author: cast.teacher, title: `${word} private`, auth: 'Private', pwd: 'x' });
    await insertTraining({ author: cast.teacher, title: `${word} hidden`, status: false });
    expectRefused(await as(cast.user, 'GET', '/public-training-list', { query: { keyword: word } }), 403);
    const found = expectOk(await as<TrainingListRow[]>(cast.teacher, 'GET', '/public-training-list', { query: { keyword: word } }));
    expect(found.map((r) => r.id)).toEqual([open]);
    expectRefused(await as(cast.teacher, 'GET', '/public-training-list', { query: { limit: 101 } }), 400);
  });
});
