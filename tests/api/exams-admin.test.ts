import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminExamView, AdminQuestionView, ExamInfo, ExamRankRow, HistoryDetail, QuestionImportResult, RepoView } from '../../contract/api/exams';
import { EXAMS_ENDPOINTS } from '../../contract/api/exams';
import type { Endpoint } from '../../contract/api/endpoint';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import type { Page } from '../../contract/envelope';
import { bankOfFour, examCast, insertExam, insertQuestion, insertRepo, RIGHT_ANSWERS, travel } from './exams-support';
import { call, expectOk, expectRefused, request, uidOf } from './support';

/** The admin side of question banks and choose exams (part 3 question_banks, choose_exams) and the exam rank, attempts and export. */

let cast: Awaited<ReturnType<typeof examCast>>;
beforeAll(async () => {
  cast = await examCast();
});

const single = (content: string, grade = 2) => ({ type: 0, content, grade, analysis: 'why', examProblemAnswerList: [{ content: 'yes', isCorrect: true }, { content: 'no', isCorrect: false }] });

describe('who may call the admin exam calls', () => {
  it('refuses guests (401) on every signed-in call and learners (403) on every admin call of the area; admin roles pass the gate', async () => {
    const entries = Object.entries(EXAMS_ENDPOINTS as Record<string, Endpoint>);
    for (const [name, e] of entries.filter(([, e]) => e.access === 'user')) expect((await call(e.method, e.path, {})).status, name).toBe(401);
    const admin = entries.filter(([, e]) => e.access === 'admin');
    expect(admin.length).toBeGreaterThan(20);
    for (const [name, e] of admin) {
      expect((await call(e.method, e.path, {})).status, name).toBe(401);
      expect((await call(e.method, e.path, { token: cast.user.token })).status, name).toBe(403);
      for (const who of [cast.teacher, cast.admin, cast.root]) {
        const response = await request(e.method, e.path, { token: who.token });
        await response.body?.cancel();
        expect([401, 403, 500], name).not.toContain(response.status);
      }
    }
  });
});

describe('admin question banks', () => {
  it('creates, lists (public or not), reads, updates and deletes a bank; a bank an exam uses stays', async () => {
    for (const who of [cast.teacher, cast.admin, cast.root]) {
      const created = expectOk(await call<RepoView>('POST', '/api/admin/exam-repo', { token: who.token, body: { title: ' 题库 C++ ', remark: 'r', timeLimit: 45, isPublic: false } }));
      expect(created).toMatchObject({ title: '题库 C++', timeLimit: 45, isPublic: false, problemCount: 0, totalScore: 0, author: who.username });
      const list = expectOk(await call<Page<RepoView>>('GET', '/api/admin/exam-repo/get-repo-list', { token: who.token, query: { keyword: '题库', limit: 100 } }));
      expect(list.records.some((r) => r.id === created.id)).toBe(true);
      const updated = expectOk(await call<RepoView>('PUT', '/api/admin/exam-repo', { token: who.token, body: { id: created.id, title: 'Renamed', timeLimit: 10, isPublic: true } }));
      expect(updated).toMatchObject({ id: created.id, title: 'Renamed', timeLimit: 10, isPublic: true });
      expect(expectOk(await call<RepoView>('GET', '/api/admin/exam-repo', { token: who.token, query: { id: created.id } })).title).toBe('Renamed');
      expectOk(await call('DELETE', '/api/admin/exam-repo', { token: who.token, query: { id: created.id } }));
      expectRefused(await call('GET', '/api/admin/exam-repo', { token: who.token, query: { id: created.id } }), 404, EXAM_MESSAGES.repoNotFound);
    }
    const { repoId } = await bankOfFour(cast.teacher.username);
    await insertExam(cast.teacher.username, repoId);
    expectRefused(await call('DELETE', '/api/admin/exam-repo', { token: cast.admin.token, query: { id: repoId } }), 400, EXAM_MESSAGES.repoInUse);
    expectRefused(await call('POST', '/api/admin/exam-repo', { token: cast.admin.token, body: { title: '', timeLimit: 10 } }), 400, 'title is required');
    expectRefused(await call('POST', '/api/admin/exam-repo', { token: cast.admin.token, body: { title: 't', timeLimit: 0 } }), 400, 'timeLimit must be at least 1 minute');
    expectRefused(await call('PUT', '/api/admin/exam-repo', { token: cast.admin.token, body: { title: 't', timeLimit: 10 } }), 400, 'id is required');
    expectRefused(await call('PUT', '/api/admin/exam-repo', { token: cast.admin.token, body: { id: 999_999, title: 't', timeLimit: 10 } }), 404, EXAM_MESSAGES.repoNotFound);
  });
});

describe('admin questions', () => {
  it('creates a question of each type into a bank, reads, updates and deletes it, by the per-type save rules', async () => {
    const repoId = await insertRepo(cast.teacher.username);
    const bodies = [
      single('Pick yes'),
      { type: 1, content: 'Pick two', grade: 3, analysis: '', examProblemAnswerList: [{ content: 'a', isCorrect: true }, { content: 'b', isCorrect: true }, { content: 'c' }] },
      { type: 2, content: 'True?', grade: 1, examProblemAnswerList: [{ content: 'True', isCorrect: true }, { content: 'False' }] },
      { type: 3, content: '填空 ____ and ____', grade: 4, analysis: 'both', examProblemAnswerList: [{ content: 'int' }, { content: 'main' }] },
    ];
    const created: AdminQuestionView[] = [];
    for (const body of bodies) created.push(expectOk(await call<AdminQuestionView>('POST', '/api/admin/exam-problem', { token: cast.teacher.token, body: { ...body, repoId } })));
    expect(created[3]!.examProblemAnswerList).toEqual([
      { id: 1, content: 'int', isCorrect: true },
      { id: 2, content: 'main', isCorrect: true },
    ]);
    expect(created[0]!.author).toBe(cast.teacher.username);
    const inRepo = expectOk(await call<Page<AdminQuestionView>>('GET', '/api/admin/exam-problem/get-problem-list-in-repo', { token: cast.admin.token, query: { repoId } }));
    expect(inRepo.records.map((q) => q.id)).toEqual(created.slice(0, 4).map((q) => q.id).slice(0, 10));
    expect(expectOk(await call<RepoView>('GET', '/api/admin/exam-repo', { token: cast.admin.token, query: { id: repoId } }))).toMatchObject({ problemCount: 4, totalScore: 10 });
    const filtered = expectOk(await call<Page<AdminQuestionView>>('GET', '/api/admin/exam-problem/get-problem-list-in-repo', { token: cast.admin.token, query: { repoId, type: 3 } }));
    expect(filtered.records.map((q) => q.id)).toEqual([created[3]!.id]);

    const updated = expectOk(await call<AdminQuestionView>('PUT', '/api/admin/exam-problem', { token: cast.root.token, body: { ...single('Pick no'), id: created[0]!.id, examProblemAnswerList: [{ content: 'yes' }, { content: 'no', isCorrect: true }] } }));
    expect(updated.examProblemAnswerList.map((a) => a.isCorrect)).toEqual([false, true]);
    expect(expectOk(await call<AdminQuestionView>('GET', '/api/admin/exam-problem', { token: cast.admin.token, query: { id: created[0]!.id } })).content).toBe('Pick no');
    const all = expectOk(await call<Page<AdminQuestionView>>('GET', '/api/admin/exam-problem/get-problem-list', { token: cast.admin.token, query: { keyword: '填空' } }));
    expect(all.records.some((q) => q.id === created[3]!.id)).toBe(true);

    expectOk(await call('DELETE', '/api/admin/exam-problem', { token: cast.admin.token, query: { id: created[0]!.id } }));
    expectRefused(await call('GET', '/api/admin/exam-problem', { token: cast.admin.token, query: { id: created[0]!.id } }), 404, EXAM_MESSAGES.questionNotFound);
    expect(expectOk(await call<RepoView>('GET', '/api/admin/exam-repo', { token: cast.admin.token, query: { id: repoId } })).problemCount).toBe(3);
  });

  it('refuses a question that breaks the rule of its type, and an unknown bank', async () => {
    const refusals: [object, string][] = [
      [{ ...single('x'), examProblemAnswerList: [{ content: 'a', isCorrect: true }, { content: 'b', isCorrect: true }] }, EXAM_MESSAGES.singleNeedsOne],
      [{ ...single('x'), type: 2, examProblemAnswerList: [{ content: 'T' }, { content: 'F' }] }, EXAM_MESSAGES.needCorrect],
      [{ ...single('x'), type: 1, examProblemAnswerList: [{ content: 'a', isCorrect: true }] }, EXAM_MESSAGES.needTwoChoices],
      [{ ...single('x'), type: 3, examProblemAnswerList: [] }, EXAM_MESSAGES.fillInNeedsBlank],
      [{ ...single('x'), type: 7 }, 'type must be 0 (single), 1 (multiple), 2 (true/false) or 3 (fill-in)'],
      [{ ...single(''), type: 0 }, 'content is required'],
      [{ ...single('x'), examProblemAnswerList: [{ content: ' ', isCorrect: true }, { content: 'b' }] }, 'an answer must not be empty'],
    ];
    for (const [body, msg] of refusals) expectRefused(await call('POST', '/api/admin/exam-problem', { token: cast.admin.token, body }), 400, msg);
    expectRefused(await call('POST', '/api/admin/exam-problem', { token: cast.admin.token, body: { ...single('x'), repoId: 999_999 } }), 404, EXAM_MESSAGES.repoNotFound);
    expectRefused(await call('PUT', '/api/admin/exam-problem', { token: cast.admin.token, body: { ...single('x'), id: 999_999 } }), 404, EXAM_MESSAGES.questionNotFound);
  });

  it('adds questions to a bank and takes one out; the not-in-bank list shows what is left to add', async () => {
    const repoId = await insertRepo(cast.teacher.username);
    const word = `q${crypto.randomUUID().slice(0, 6)}`;
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await insertQuestion(cast.teacher.username, { type: 0, content: `${word} ${i}`, answers: [['a', true], ['b', false]] }));
    const notIn = () => call<Page<AdminQuestionView>>('GET', '/api/admin/exam-problem/get-problem-list-not-in-repo', { token: cast.teacher.token, query: { repoId, keyword: word } });
    expect(expectOk(await notIn()).total).toBe(3);
    expectOk(await call('POST', '/api/admin/exam-problem/add-to-repo', { token: cast.teacher.token, body: { repoId, problemIds: [ids[2], ids[0]] } }));
    expectOk(await call('POST', '/api/admin/exam-problem/add-to-repo', { token: cast.teacher.token, body: { repoId, problemIds: [ids[0]] } }));
    expect(expectOk(await notIn()).records.map((q) => q.id)).toEqual([ids[1]]);
    const inRepo = expectOk(await call<Page<AdminQuestionView>>('GET', '/api/admin/exam-problem/get-problem-list-in-repo', { token: cast.teacher.token, query: { repoId } }));
    expect(inRepo.records.map((q) => q.id)).toEqual([ids[2], ids[0]]);
    expectRefused(await call('POST', '/api/admin/exam-problem/add-to-repo', { token: cast.teacher.token, body: { repoId, problemIds: [999_999] } }), 404);
    expectRefused(await call('POST', '/api/admin/exam-problem/add-to-repo', { token: cast.teacher.token, body: { repoId, problemIds: [] } }), 400, 'choose at least one question');
    expectOk(await call('DELETE', '/api/admin/exam-problem/remove-from-repo', { token: cast.teacher.token, query: { repoId, problemId: ids[2]! } }));
    expectRefused(await call('DELETE', '/api/admin/exam-problem/remove-from-repo', { token: cast.teacher.token, query: { repoId, problemId: ids[2]! } }), 404);
    expect(expectOk(await call<AdminQuestionView>('GET', '/api/admin/exam-problem', { token: cast.teacher.token, query: { id: ids[2]! } })).id).toBe(ids[2]);
  });
});

describe('question import', () => {
  it('serves the CSV template with a byte-order mark and the header', async () => {
    const response = await request('GET', '/api/admin/exam-problem/import-template', { token: cast.teacher.token });
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toContain('question-import-template.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe('type,content,grade,analysis,correct,A,B,C,D,E,F');
    // The template imports as it is: one question of each type.
    const form = new FormData();
    form.append('file', new File([bytes], 'question-import-template.csv'));
    const repoId = await insertRepo(cast.teacher.username);
    expect(expectOk(await call<QuestionImportResult>('POST', '/api/admin/exam-problem/import', { token: cast.teacher.token, query: { repoId }, body: form }))).toEqual({ imported: 4, errors: [] });
    const stored = expectOk(await call<Page<AdminQuestionView>>('GET', '/api/admin/exam-problem/get-problem-list-in-repo', { token: cast.teacher.token, query: { repoId } }));
    expect(stored.records.map((q) => q.type)).toEqual([0, 1, 2, 3]);
  });

  it('stores the good rows in one batch, into the bank, and reports each bad row by its line', async () => {
    const repoId = await insertRepo(cast.teacher.username);
    const csv = [
      '\uFEFFtype,content,grade,analysis,correct,A,B,C',
      'single,"Which is a ""loop""?",2,for loops,B,if,for,return',
      'multiple,No correct choice named,2,,,a,b',
      '3,中文填空：____ 是整数类型,3,int 是整数类型,,int',
      'judge,Bad letter,1,,C,True,False',
      'essay,Unknown type,1,,A,a,b',
      'fill,"Two blanks",abc,,,x,y',
    ].join('\r\n');
    const form = new FormData();
    form.append('file', new File([csv], 'questions.csv', { type: 'text/csv' }));
    const result = await call<QuestionImportResult>('POST', '/api/admin/exam-problem/import', { token: cast.teacher.token, query: { repoId }, body: form });
    const report = expectOk(result);
    expect(report.imported).toBe(2);
    expect(report.errors.map((e) => e.line)).toEqual([3, 5, 6, 7]);
    expect(report.errors[0]!.msg).toBe(EXAM_MESSAGES.needCorrect);
    expect(report.errors[1]!.msg).toMatch(/correct names a choice/);
    expect(report.errors[2]!.msg).toMatch(/^type must be/);
    expect(report.errors[3]!.msg).toBe('grade must be a number');
    const stored = expectOk(await call<Page<AdminQuestionView>>('GET', '/api/admin/exam-problem/get-problem-list-in-repo', { token: cast.teacher.token, query: { repoId } }));
    expect(stored.records.map((q) => [q.type, q.content, q.grade])).toEqual([
      [0, 'Which is a "loop"?', 2],
      [3, '中文填空：____ 是整数类型', 3],
    ]);
    expect(stored.records[0]!.examProblemAnswerList.map((a) => a.isCorrect)).toEqual([false, true, false]);
    expect(stored.records[1]!.examProblemAnswerList).toEqual([{ id: 1, content: 'int', isCorrect: true }]);
  });

  it('refuses a file without the header, without rows, or without a file', async () => {
    const upload = (text: string) => {
      const form = new FormData();
      form.append('file', new File([text], 'q.csv'));
      return call('POST', '/api/admin/exam-problem/import', { token: cast.admin.token, body: form });
    };
    expectRefused(await upload('single,x,1,,A,a,b\n'), 400, /^The first row must be the header/);
    expectRefused(await upload('type,content\n'), 400, EXAM_MESSAGES.importEmpty);
    expectRefused(await upload('type,content\n0,"open'), 400, /quote/);
    expectRefused(await call('POST', '/api/admin/exam-problem/import', { token: cast.admin.token, body: new FormData() }), 400, /file is required/);
    expectRefused(await call('POST', '/api/admin/exam-problem/import', { token: cast.admin.token, query: { repoId: 999_999 }, body: (() => { const f = new FormData(); f.append('file', new File(['type\n0,x'], 'q.csv')); return f; })() }), 404);
  });
});

describe('admin choose exams', () => {
  it('creates, lists, reads, updates and deletes an exam on an existing bank, end after start', async () => {
    const repoId = await insertRepo(cast.teacher.username, { isPublic: false });
    const body = { title: 'Midterm', startTime: '2030-01-01T08:00:00Z', endTime: '2030-01-01T10:00:00Z', remark: '**bold**', examRepoId: repoId, pwd: '  ' };
    const created = expectOk(await call<AdminExamView>('POST', '/api/admin/exam', { token: cast.teacher.token, body }));
    expect(created).toMatchObject({ title: 'Midterm', startTime: '2030-01-01T08:00:00.000Z', status: -1, pwd: null, isPrivate: false, visible: true, examRepoId: repoId, author: cast.teacher.username });
    const list = expectOk(await call<Page<AdminExamView>>('GET', '/api/admin/exam/get-exam-list', { token: cast.admin.token, query: { keyword: 'Midterm', limit: 100 } }));
    expect(list.records[0]!.id).toBeGreaterThanOrEqual(created.id);
    const updated = expectOk(await call<AdminExamView>('PUT', '/api/admin/exam', { token: cast.admin.token, body: { ...body, id: created.id, pwd: 'pw', visible: false } }));
    expect(updated).toMatchObject({ pwd: 'pw', isPrivate: true, visible: false });
    expect(expectOk(await call<AdminExamView>('GET', '/api/admin/exam', { token: cast.root.token, query: { id: created.id } })).pwd).toBe('pw');
    expectRefused(await call('POST', '/api/admin/exam', { token: cast.admin.token, body: { ...body, endTime: body.startTime } }), 400, EXAM_MESSAGES.timeOrder);
    expectRefused(await call('POST', '/api/admin/exam', { token: cast.admin.token, body: { ...body, examRepoId: 999_999 } }), 404, EXAM_MESSAGES.repoNotFound);
    expectRefused(await call('POST', '/api/admin/exam', { token: cast.admin.token, body: { ...body, startTime: 'soon' } }), 400, 'startTime must be a date and time');
    expectRefused(await call('PUT', '/api/admin/exam', { token: cast.admin.token, body: { ...body, id: 999_999 } }), 404, EXAM_MESSAGES.examNotFound);
    expectOk(await call('DELETE', '/api/admin/exam', { token: cast.admin.token, query: { id: created.id } }));
    expectRefused(await call('GET', '/api/admin/exam', { token: cast.admin.token, query: { id: created.id } }), 404, EXAM_MESSAGES.examNotFound);
  });
});

describe('exam rank, attempts, export and reset', () => {
  it('ranks submitted attempts by score then time used, shows an attempt, exports UTF-8 CSV with BOM, and resets an attempt', async () => {
    const { repoId, ids } = await bankOfFour(cast.teacher.username, { isPublic: false, timeLimit: 20 });
    const eid = await insertExam(cast.teacher.username, repoId, { duration: 7200 });
    await env.DB.prepare('UPDATE users SET realname = ?, school = ? WHERE id = ?').bind('张三', '第一中学', await uidOf(cast.user.username)).run();
    const first = expectOk(await call<number>('GET', '/api/exam-judge/start_exam', { token: cast.user.token, query: { examId: eid } }));
    const second = expectOk(await call<number>('GET', '/api/exam-judge/start_exam', { token: cast.other.token, query: { examId: eid } }));
    const idle = expectOk(await call<number>('GET', '/api/exam-judge/start_exam', { token: cast.admin.token, query: { examId: eid } }));
    expectOk(await call('POST', '/api/exam-judge/submit_exam', { token: cast.other.token, body: { historyId: second, problemIds: ids, problemAnswers: [['2'], ['0'], ['0'], ['int', 'main']] } }));
    travel(120);
    expectOk(await call('POST', '/api/exam-judge/submit_exam', { token: cast.user.token, body: { historyId: first, problemIds: ids, problemAnswers: RIGHT_ANSWERS } }));

    const rank = (query: Record<string, string | number> = {}) => call<Page<ExamRankRow>>('GET', '/api/admin/exam/get-exam-rank', { token: cast.teacher.token, query: { examId: eid, ...query } });
    const before = expectOk(await rank());
    expect(before.size).toBe(10);
    expect(before.records.map((r) => [r.rank, r.username, r.userScore])).toEqual([
      [1, cast.user.username, 10],
      [2, cast.other.username, 7],
    ]);
    expect(before.records[0]).toMatchObject({ realname: '张三', school: '第一中学', totalScore: 10, historyId: first });
    expect(before.records[0]!.usedTime).toBeGreaterThanOrEqual(120);
    const searched = expectOk(await rank({ keyword: cast.other.username }));
    expect(searched.records.map((r) => [r.rank, r.username])).toEqual([[2, cast.other.username]]);
    expectRefused(await call('GET', '/api/admin/exam/get-exam-rank', { token: cast.user.token, query: { examId: eid } }), 403);
    expectRefused(await rank({ examId: 999_999 }), 404, EXAM_MESSAGES.examNotFound);

    // The idle attempt closes (score 0) once its time limit and the grace are over.
    travel(20 * 60 + 61);
    const after = expectOk(await rank());
    expect(after.records.map((r) => [r.rank, r.userScore])).toEqual([
      [1, 10],
      [2, 7],
      [3, 0],
    ]);

    const detail = expectOk(await call<HistoryDetail>('GET', '/api/admin/exam/get-exam-history-detail', { token: cast.teacher.token, query: { historyId: second } }));
    expect(detail.examHistory).toMatchObject({ id: second, kind: 'exam', userScore: 7, username: cast.other.username });
    expect(detail.examHistoryDetailList.map((d) => d.isCorrect)).toEqual([true, false, true, true]);
    expect(detail.examRepoProblemVOList[1]!.analysis).toBe('Analysis of type 1');
    const idleDetail = expectOk(await call<HistoryDetail>('GET', '/api/admin/exam/get-exam-history-detail', { token: cast.teacher.token, query: { historyId: idle } }));
    expect(idleDetail.examHistoryDetailList.every((d) => !d.isCorrect && d.userAnswer.length === 0)).toBe(true);
    expectRefused(await call('GET', '/api/admin/exam/get-exam-history-detail', { token: cast.user.token, query: { historyId: second } }), 403);

    const exported = await request('GET', '/api/admin/exam/export-history', { token: cast.admin.token, query: { eid } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('Content-Disposition')).toBe(`attachment; filename="exam-${eid}-results.csv"`);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Rank,Username,Real name,School,Score,Total score,Start time,Submit time,Used minutes');
    expect(lines).toHaveLength(4);
    expect(lines[1]!.split(',').slice(0, 6)).toEqual(['1', cast.user.username, '张三', '第一中学', '10', '10']);
    expect(lines[1]!.split(',')[6]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expectRefused(await call('GET', '/api/admin/exam/export-history', { token: cast.admin.token, query: { eid: 999_999 } }), 404);

    // A reset lets the learner take the exam again; a practice sheet is not an attempt to reset.
    expectRefused(await call('GET', '/api/exam-judge/start_exam', { token: cast.other.token, query: { examId: eid } }), 400, EXAM_MESSAGES.alreadyTaken);
    expectOk(await call('DELETE', '/api/admin/exam/history', { token: cast.teacher.token, query: { historyId: second } }));
    const again = expectOk(await call<number>('GET', '/api/exam-judge/start_exam', { token: cast.other.token, query: { examId: eid } }));
    expect(again).not.toBe(second);
    expect(expectOk(await call<ExamInfo>('GET', '/api/get-exam-info', { token: cast.other.token, query: { examId: eid } })).myAttempt).toMatchObject({ historyId: again, submitted: false });
    expectRefused(await call('DELETE', '/api/admin/exam/history', { token: cast.teacher.token, query: { historyId: second } }), 404, EXAM_MESSAGES.historyNotFound);
    const practice = expectOk(await call<number>('GET', '/api/exam-judge/start_exercise', { token: cast.other.token, query: { repoId: await insertRepo(cast.teacher.username) } }));
    expectRefused(await call('DELETE', '/api/admin/exam/history', { token: cast.teacher.token, query: { historyId: practice } }), 400, EXAM_MESSAGES.notExamSheet);
  });
});
