import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExamHistoryView, ExamInfo, ExamListRow, HistoryDetail, QuestionView, RepoView, SheetResult } from '../../contract/api/exams';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import type { Page } from '../../contract/envelope';
import { bankOfFour, examCast, historyRow, insertExam, insertQuestion, insertRepo, insertTraining, RIGHT_ANSWERS, travel } from './exams-support';
import { call, expectOk, expectRefused, uidOf } from './support';

/** The learner's side of question banks, free practice, training papers and choose exams (part 2 §2-§9, decision 30). */

let cast: Awaited<ReturnType<typeof examCast>>;
beforeAll(async () => {
  cast = await examCast();
});

const start = (token: string, repoId: number, trainingId?: number) =>
  call<number>('GET', '/api/exam-judge/start_exercise', { token, query: trainingId === undefined ? { repoId } : { repoId, trainingId } });
const submit = (token: string, historyId: number, problemIds: number[], problemAnswers: string[][], trainingId?: number) =>
  call<SheetResult>('POST', '/api/exam-judge/submit_exercise', { token, body: { historyId, problemIds, problemAnswers, trainingId } });
const startExam = (token: string, examId: number, password?: string) => call<number>('GET', '/api/exam-judge/start_exam', { token, query: password === undefined ? { examId } : { examId, password } });
const submitExam = (token: string, historyId: number, problemIds: number[], problemAnswers: string[][]) =>
  call<SheetResult>('POST', '/api/exam-judge/submit_exam', { token, body: { historyId, problemIds, problemAnswers } });
const questions = (token: string, path: 'get-problem-list-in-repo' | 'get-problem-list-in-repo-exam', query: Record<string, number>) =>
  call<Page<QuestionView>>('GET', `/api/exam-problem/${path}`, { token, query: { currentPage: 1, limit: 1000, ...query } });

/** Nothing of a question tells its answer: no correct flags, no analysis, fill-in blanks empty. */
function expectHidden(page: Page<QuestionView>): void {
  expect(page.records.length).toBeGreaterThan(0);
  for (const q of page.records) {
    expect(q.analysis, `analysis of ${q.id}`).toBeNull();
    for (const a of q.examProblemAnswerList) {
      expect(a.isCorrect, `isCorrect of ${q.id}`).toBeNull();
      if (q.type === 3) expect(a.content).toBe('');
    }
  }
}

describe('exam-repo/get-repo-list and exam-repo', () => {
  it('lists only public banks to anyone, with counts and total score, keyword-filtered, 10 a page', async () => {
    const word = `kw${crypto.randomUUID().slice(0, 6)}`;
    const { repoId } = await bankOfFour(cast.teacher.username);
    await env.DB.prepare('UPDATE exam_repos SET title = ? WHERE id = ?').bind(`${word} public`, repoId).run();
    await insertRepo(cast.teacher.username, { title: `${word} hidden`, isPublic: false });
    const page = expectOk(await call<Page<RepoView>>('GET', '/api/exam-repo/get-repo-list', { query: { keyword: word, currentPage: 1 } }));
    expect(page.total).toBe(1);
    expect(page.size).toBe(10);
    expect(page.records[0]).toMatchObject({ id: repoId, title: `${word} public`, problemCount: 4, totalScore: 10, timeLimit: 30, isPublic: true });
    const all = expectOk(await call<Page<RepoView>>('GET', '/api/exam-repo/get-repo-list', { query: { currentPage: 1 } }));
    expect(all.records.length).toBeLessThanOrEqual(10);
    expect(all.records.every((r) => r.isPublic)).toBe(true);
  });

  it('opens a public bank to signed-in users; a non-public one only to admin roles; guests must sign in', async () => {
    const open = await insertRepo(cast.teacher.username);
    const closed = await insertRepo(cast.teacher.username, { isPublic: false });
    expect(expectOk(await call<RepoView>('GET', '/api/exam-repo', { token: cast.user.token, query: { id: open } })).id).toBe(open);
    expectRefused(await call('GET', '/api/exam-repo', { token: cast.user.token, query: { id: closed } }), 403, EXAM_MESSAGES.notPractice);
    for (const who of [cast.teacher, cast.admin, cast.root]) expect(expectOk(await call<RepoView>('GET', '/api/exam-repo', { token: who.token, query: { id: closed } })).isPublic).toBe(false);
    expectRefused(await call('GET', '/api/exam-repo', { query: { id: open } }), 401);
    expectRefused(await call('GET', '/api/exam-repo', { token: cast.user.token, query: { id: 999_999 } }), 404, EXAM_MESSAGES.repoNotFound);
  });
});

describe('free practice', () => {
  it('starts a sheet (resumed while open), marks it on the server, then shows the history and the marking with answers', async () => {
    const { repoId, ids } = await bankOfFour(cast.teacher.username);
    const learner = cast.user;
    const historyId = expectOk(await start(learner.token, repoId));
    expect(expectOk(await start(learner.token, repoId))).toBe(historyId);
    expectHidden(expectOk(await questions(learner.token, 'get-problem-list-in-repo', { repoId })));
    expectHidden(expectOk(await questions(learner.token, 'get-problem-list-in-repo-exam', { repoId })));

    // right single, multiple missing a choice, true/false left out, fill-in right after trimming
    const result = await submit(learner.token, historyId, [ids[0]!, ids[1]!, ids[3]!], [RIGHT_ANSWERS[0]!, ['0'], RIGHT_ANSWERS[3]!]);
    expect(expectOk(result)).toEqual({ historyId, userScore: 6, totalScore: 10 });
    expect(result.body.msg).toBe('提交成功');
    expectRefused(await submit(learner.token, historyId, [ids[0]!], [['2']]), 400, EXAM_MESSAGES.alreadySubmitted);
    expect(expectOk(await start(learner.token, repoId))).not.toBe(historyId);

    const history = expectOk(await call<ExamHistoryView[]>('GET', '/api/exam-history/exercise', { token: learner.token, query: { repoId } }));
    expect(history.map((h) => h.id)).toEqual([historyId]);
    expect(history[0]).toMatchObject({ kind: 'exercise', userScore: 6, totalScore: 10, username: learner.username });

    const detail = expectOk(await call<HistoryDetail>('GET', '/api/exam-history/exercise-detail', { token: learner.token, query: { historyId, repoId } }));
    expect(detail.examHistoryDetailList).toEqual([
      { problemId: ids[0], userAnswer: ['2'], isCorrect: true, score: 2 },
      { problemId: ids[1], userAnswer: ['0'], isCorrect: false, score: 0 },
      { problemId: ids[2], userAnswer: [], isCorrect: false, score: 0 },
      { problemId: ids[3], userAnswer: [' int', 'main '], isCorrect: true, score: 4 },
    ]);
    expect(detail.examRepoProblemVOList[3]!.examProblemAnswerList.map((a) => a.content)).toEqual(['int', 'main']);
    expect(detail.examRepoProblemVOList[0]!.analysis).toBe('Analysis of type 0');
    expect(detail.examRepoProblemVOList[0]!.examProblemAnswerList.map((a) => a.isCorrect)).toEqual([false, false, true, false]);

    // Having submitted, the bank's question view shows the answers to this learner only.
    const revealed = expectOk(await questions(learner.token, 'get-problem-list-in-repo', { repoId }));
    expect(revealed.records[2]!.examProblemAnswerList[0]!.isCorrect).toBe(true);
    expectHidden(expectOk(await questions(cast.other.token, 'get-problem-list-in-repo', { repoId })));
    expect(expectOk(await questions(cast.teacher.token, 'get-problem-list-in-repo', { repoId })).records[0]!.analysis).not.toBeNull();

    expectRefused(await call('GET', '/api/exam-history/exercise-detail', { token: cast.other.token, query: { historyId } }), 403, EXAM_MESSAGES.notYours);
    expectRefused(await call('GET', '/api/exam-history/exercise-detail', { token: learner.token, query: { historyId, repoId: repoId + 1000 } }), 404);
    expectRefused(await call('GET', '/api/exam-history/exercise-detail', { query: { historyId } }), 401);
  });

  it('refuses malformed sheets with 400 and stores nothing; another user\'s sheet with 403', async () => {
    const { repoId, ids } = await bankOfFour(cast.teacher.username);
    const elsewhere = await insertQuestion(cast.teacher.username, { type: 0, answers: [['x', true], ['y', false]] }, await insertRepo(cast.teacher.username));
    const historyId = expectOk(await start(cast.user.token, repoId));
    const refusals: [number[], string[][], string][] = [
      [[elsewhere], [['0']], EXAM_MESSAGES.notInRepo],
      [[999_999], [['0']], EXAM_MESSAGES.notInRepo],
      [[ids[0]!, ids[1]!], [['2']], EXAM_MESSAGES.answersMismatch],
      [[ids[0]!], [['4']], EXAM_MESSAGES.badChoice],
      [[ids[0]!], [['B']], EXAM_MESSAGES.badChoice],
      [[ids[0]!], [['1', '2']], EXAM_MESSAGES.tooManyChoices],
      [[ids[2]!], [['0', '1']], EXAM_MESSAGES.tooManyChoices],
      [[ids[1]!], [['0', '7']], EXAM_MESSAGES.badChoice],
      [[ids[3]!], [['int', 'main', 'extra']], EXAM_MESSAGES.tooManyBlanks],
      [[ids[0]!, ids[0]!], [['2'], ['2']], EXAM_MESSAGES.duplicateQuestion],
    ];
    for (const [problemIds, answers, msg] of refusals) expectRefused(await submit(cast.user.token, historyId, problemIds, answers), 400, msg);
    expectRefused(await call('POST', '/api/exam-judge/submit_exercise', { token: cast.user.token, body: { historyId, problemIds: [ids[0]], problemAnswers: ['2'] } }), 400);
    expectRefused(await submit(cast.other.token, historyId, [ids[0]!], [['2']]), 403, EXAM_MESSAGES.notYours);
    expectRefused(await submit(cast.user.token, 999_999, [ids[0]!], [['2']]), 404, EXAM_MESSAGES.historyNotFound);
    expect((await historyRow(historyId))?.submit_time).toBeNull();
    // An open sheet has no marking to show.
    expectRefused(await call('GET', '/api/exam-history/exercise-detail', { token: cast.user.token, query: { historyId } }), 400, EXAM_MESSAGES.notSubmitted);
    expect(expectOk(await submit(cast.user.token, historyId, [], [])).userScore).toBe(0);
  });

  it('keeps a non-public bank out of every practice call', async () => {
    const { repoId } = await bankOfFour(cast.teacher.username, { isPublic: false });
    expectRefused(await start(cast.user.token, repoId), 403, EXAM_MESSAGES.notPractice);
    expectRefused(await questions(cast.user.token, 'get-problem-list-in-repo', { repoId }), 403, EXAM_MESSAGES.notPractice);
    expectRefused(await questions(cast.user.token, 'get-problem-list-in-repo-exam', { repoId }), 403, EXAM_MESSAGES.notPractice);
    expectRefused(await call('GET', '/api/exam-repo', { token: cast.user.token, query: { id: repoId } }), 403, EXAM_MESSAGES.notPractice);
    expectRefused(await start(cast.user.token, 999_999), 404, EXAM_MESSAGES.repoNotFound);
    expectRefused(await start('', repoId), 401);
  });
});

describe('training papers', () => {
  it('answers a training exam\'s bank as a paper and keeps the best score of each paper in the training rank\'s exam tab', async () => {
    const paperA = await bankOfFour(cast.teacher.username, { isPublic: false });
    const paperB = await bankOfFour(cast.teacher.username, { isPublic: false });
    const examA = await insertExam(cast.teacher.username, paperA.repoId, { startIn: -86_400 * 10, duration: 3600 });
    const examB = await insertExam(cast.teacher.username, paperB.repoId, { pwd: 'secret', startIn: -7200, duration: 3600 });
    const tid = await insertTraining(cast.teacher.username, { eids: [examA, examB] });
    const learner = cast.other;
    const uid = await uidOf(learner.username);

    const first = expectOk(await start(learner.token, paperA.repoId, tid));
    expect(await historyRow(first)).toMatchObject({ kind: 'paper', exam_id: examA, training_id: tid });
    expectHidden(expectOk(await questions(learner.token, 'get-problem-list-in-repo-exam', { repoId: paperA.repoId, trainingId: tid })));
    expect(expectOk(await submit(learner.token, first, paperA.ids, RIGHT_ANSWERS, tid)).userScore).toBe(10);
    const second = expectOk(await start(learner.token, paperA.repoId, tid));
    expect(expectOk(await submit(learner.token, second, [paperA.ids[0]!], [['2']])).userScore).toBe(2);
    const third = expectOk(await start(learner.token, paperB.repoId, tid));
    expect(expectOk(await submit(learner.token, third, [paperB.ids[2]!], [['0']])).userScore).toBe(1);

    const scores = await env.DB.prepare('SELECT total_score, cells FROM training_exam_scores WHERE tid = ? AND uid = ?').bind(tid, uid).first<{ total_score: number; cells: string }>();
    expect(scores?.total_score).toBe(11);
    expect(JSON.parse(scores!.cells)).toEqual({ [examA]: { id: first, userScore: 10, repoId: paperA.repoId }, [examB]: { id: third, userScore: 1, repoId: paperB.repoId } });

    const history = expectOk(await call<ExamHistoryView[]>('GET', '/api/exam-history/exercise', { token: learner.token, query: { repoId: paperA.repoId, trainingId: tid } }));
    expect(history.map((h) => h.id)).toEqual([second, first]);
    expect(expectOk(await call<ExamHistoryView[]>('GET', '/api/exam-history/exercise', { token: learner.token, query: { repoId: paperA.repoId } }))).toEqual([]);
    expect(expectOk(await call<HistoryDetail>('GET', '/api/exam-history/exercise-detail', { token: learner.token, query: { historyId: first } })).examHistory.kind).toBe('paper');
  });

  it('refuses a bank that is no paper of the training and a private training the caller has not entered', async () => {
    const paper = await bankOfFour(cast.teacher.username, { isPublic: false });
    const eid = await insertExam(cast.teacher.username, paper.repoId, { startIn: -7200, duration: 3600 });
    const open = await insertTraining(cast.teacher.username, { eids: [eid] });
    const closed = await insertTraining(cast.teacher.username, { auth: 'Private', eids: [eid] });
    const other = await insertRepo(cast.teacher.username);
    expectRefused(await start(cast.user.token, other, open), 404, EXAM_MESSAGES.notPaper);
    expectRefused(await questions(cast.user.token, 'get-problem-list-in-repo-exam', { repoId: other, trainingId: open }), 404, EXAM_MESSAGES.notPaper);
    expectRefused(await start(cast.user.token, paper.repoId, closed), 403, TRAINING_MESSAGES.noAccess);
    expectRefused(await start(cast.user.token, paper.repoId, 999_999), 404, TRAINING_MESSAGES.notFound);
    const sheet = expectOk(await start(cast.user.token, paper.repoId, open));
    expectRefused(await submit(cast.user.token, sheet, [], [], closed), 400, EXAM_MESSAGES.notPaper);
    // The paper's bank stays closed to plain practice.
    expectRefused(await start(cast.user.token, paper.repoId), 403, EXAM_MESSAGES.notPractice);
  });

  it('opens the paper of a bank kept off practice only once its exam is over, and rebuilds the exam tab when a paper goes', async () => {
    const bank = await bankOfFour(cast.teacher.username, { isPublic: false });
    const running = await insertExam(cast.teacher.username, bank.repoId);
    const endedBank = await bankOfFour(cast.teacher.username, { isPublic: false });
    const ended = await insertExam(cast.teacher.username, endedBank.repoId, { startIn: -7200, duration: 3600 });
    const tid = await insertTraining(cast.teacher.username, { eids: [running, ended] });
    const uid = await uidOf(cast.other.username);
    // During the exam its answers would leak through the paper's marking: refused to learners, open to its managers.
    expectRefused(await start(cast.other.token, bank.repoId, tid), 403, EXAM_MESSAGES.paperNotOpen);
    expectRefused(await questions(cast.other.token, 'get-problem-list-in-repo-exam', { repoId: bank.repoId, trainingId: tid }), 403, EXAM_MESSAGES.paperNotOpen);
    expectOk(await start(cast.teacher.token, bank.repoId, tid));

    const sheet = expectOk(await start(cast.other.token, endedBank.repoId, tid));
    expect(expectOk(await submit(cast.other.token, sheet, endedBank.ids, RIGHT_ANSWERS, tid)).userScore).toBe(10);
    const tab = () => env.DB.prepare('SELECT total_score FROM training_exam_scores WHERE tid = ? AND uid = ?').bind(tid, uid).first<{ total_score: number }>();
    expect((await tab())?.total_score).toBe(10);
    expectOk(await call('DELETE', '/api/admin/training/exam', { token: cast.teacher.token, query: { tid, eid: ended } }));
    expect(await tab()).toBeNull();
  });

  it('rebuilds the exam tab of every training an exam was a paper of when the exam is deleted', async () => {
    const bank = await bankOfFour(cast.teacher.username, { isPublic: false });
    const eid = await insertExam(cast.teacher.username, bank.repoId, { startIn: -7200, duration: 3600 });
    const tid = await insertTraining(cast.teacher.username, { eids: [eid] });
    const uid = await uidOf(cast.other.username);
    const sheet = expectOk(await start(cast.other.token, bank.repoId, tid));
    expectOk(await submit(cast.other.token, sheet, bank.ids, RIGHT_ANSWERS, tid));
    const tab = () => env.DB.prepare('SELECT total_score FROM training_exam_scores WHERE tid = ? AND uid = ?').bind(tid, uid).first<{ total_score: number }>();
    expect((await tab())?.total_score).toBe(10);
    expectOk(await call('DELETE', '/api/admin/exam', { token: cast.admin.token, query: { id: eid } }));
    expect(await tab()).toBeNull();
  });
});

describe('exam/get-exam-list and get-exam-info', () => {
  it('lists visible exams to anyone, running first, with the status filter and the private tag', async () => {
    const word = `ex${crypto.randomUUID().slice(0, 6)}`;
    const { repoId } = await bankOfFour(cast.teacher.username, { isPublic: false });
    const ended = await insertExam(cast.teacher.username, repoId, { title: `${word} ended`, startIn: -7200, duration: 3600 });
    const scheduled = await insertExam(cast.teacher.username, repoId, { title: `${word} later`, startIn: 3600 });
    const running = await insertExam(cast.teacher.username, repoId, { title: `${word} now`, pwd: 'pw' });
    await insertExam(cast.teacher.username, repoId, { title: `${word} hidden`, visible: false });
    const page = expectOk(await call<Page<ExamListRow>>('GET', '/api/exam/get-exam-list', { query: { keyword: word, currentPage: 1 } }));
    expect(page.records.map((r) => [r.id, r.status])).toEqual([
      [running, 0],
      [scheduled, -1],
      [ended, 1],
    ]);
    expect(page.records[0]).toMatchObject({ isPrivate: true, examRepoId: repoId, examRepo: { problemCount: 4, timeLimit: 30, totalScore: 10 } });
    expect(page.records[1]!.isPrivate).toBe(false);
    for (const status of [-1, 0, 1]) {
      const filtered = expectOk(await call<Page<ExamListRow>>('GET', '/api/exam/get-exam-list', { query: { keyword: word, status } }));
      expect(filtered.records.map((r) => r.status)).toEqual([status]);
    }
  });

  it('shows the overview with the server clock and the caller\'s attempt to signed-in users; a hidden exam only to admin roles', async () => {
    const { repoId } = await bankOfFour(cast.teacher.username, { isPublic: false });
    const eid = await insertExam(cast.teacher.username, repoId);
    const hidden = await insertExam(cast.teacher.username, repoId, { visible: false });
    const info = expectOk(await call<ExamInfo>('GET', '/api/get-exam-info', { token: cast.user.token, query: { examId: eid } }));
    expect(info).toMatchObject({ id: eid, status: 0, remark: 'the remark', myAttempt: null, isAdmin: false });
    expect(Math.abs(Date.parse(info.now) - Date.now())).toBeLessThan(5000);
    expectRefused(await call('GET', '/api/get-exam-info', { query: { examId: eid } }), 401);
    expectRefused(await call('GET', '/api/get-exam-info', { token: cast.user.token, query: { examId: hidden } }), 404, EXAM_MESSAGES.examNotFound);
    expect(expectOk(await call<ExamInfo>('GET', '/api/get-exam-info', { token: cast.teacher.token, query: { examId: hidden } })).isAdmin).toBe(true);
  });
});

describe('taking a choose exam', () => {
  it('starts once with the password during the window, resumes, marks on submit, and refuses a second attempt', async () => {
    const { repoId, ids } = await bankOfFour(cast.teacher.username, { isPublic: false });
    const eid = await insertExam(cast.teacher.username, repoId, { pwd: 'exam-pw' });
    const learner = cast.user;
    expectRefused(await startExam(learner.token, eid), 400, EXAM_MESSAGES.passwordRequired);
    expectRefused(await startExam(learner.token, eid, ''), 400, EXAM_MESSAGES.passwordRequired);
    expectRefused(await startExam(learner.token, eid, 'wrong'), 400, EXAM_MESSAGES.wrongPassword);
    expectRefused(await questions(learner.token, 'get-problem-list-in-repo-exam', { repoId, examId: eid }), 403, EXAM_MESSAGES.startFirst);
    const historyId = expectOk(await startExam(learner.token, eid, 'exam-pw'));
    expect(expectOk(await startExam(learner.token, eid))).toBe(historyId);
    expectHidden(expectOk(await questions(learner.token, 'get-problem-list-in-repo-exam', { repoId, examId: eid })));
    expectRefused(await questions(learner.token, 'get-problem-list-in-repo', { repoId }), 403, EXAM_MESSAGES.notPractice);
    expectRefused(await questions(learner.token, 'get-problem-list-in-repo-exam', { repoId: repoId + 1000, examId: eid }), 400);

    const info = expectOk(await call<ExamInfo>('GET', '/api/get-exam-info', { token: learner.token, query: { examId: eid } }));
    expect(info.myAttempt).toMatchObject({ historyId, submitted: false, userScore: null });
    expect(Date.parse(info.myAttempt!.deadline) - Date.parse(info.myAttempt!.startTime)).toBe(30 * 60 * 1000);

    expectRefused(await submit(learner.token, historyId, [ids[0]!], [['2']]), 400, EXAM_MESSAGES.examSheet);
    expectRefused(await submitExam(cast.other.token, historyId, [], []), 403, EXAM_MESSAGES.notYours);
    const result = await submitExam(learner.token, historyId, ids, RIGHT_ANSWERS);
    expect(expectOk(result)).toEqual({ historyId, userScore: 10, totalScore: 10 });
    expect(result.body.msg).toBe('提交成功');
    expectRefused(await submitExam(learner.token, historyId, ids, RIGHT_ANSWERS), 400, EXAM_MESSAGES.alreadySubmitted);
    expectRefused(await startExam(learner.token, eid, 'exam-pw'), 400, EXAM_MESSAGES.alreadyTaken);
    // The marking of an attempt waits for the exam's end, so no answer leaks while others sit it.
    expectRefused(await call('GET', '/api/exam-history/exercise-detail', { token: learner.token, query: { historyId } }), 400, EXAM_MESSAGES.examNotOver);
    expect(expectOk(await call<ExamInfo>('GET', '/api/get-exam-info', { token: learner.token, query: { examId: eid } })).myAttempt).toMatchObject({ submitted: true, userScore: 10 });
  });

  it('refuses to start before the window and after it, and a practice sheet through submit_exam', async () => {
    const { repoId } = await bankOfFour(cast.teacher.username);
    const later = await insertExam(cast.teacher.username, repoId, { startIn: 600 });
    const over = await insertExam(cast.teacher.username, repoId, { startIn: -7200, duration: 3600 });
    expectRefused(await startExam(cast.user.token, later), 400, EXAM_MESSAGES.notStarted);
    expectRefused(await startExam(cast.user.token, over), 400, EXAM_MESSAGES.ended);
    expectRefused(await startExam(cast.user.token, 999_999), 404, EXAM_MESSAGES.examNotFound);
    expectRefused(await startExam('', later), 401);
    const practice = expectOk(await start(cast.user.token, repoId));
    expectRefused(await submitExam(cast.user.token, practice, [], []), 400, EXAM_MESSAGES.notExamSheet);
  });

  it('takes a sheet until the time limit plus 60 s grace, refuses it after and closes the attempt with score 0', async () => {
    const { repoId, ids } = await bankOfFour(cast.teacher.username, { isPublic: false, timeLimit: 10 });
    const eid = await insertExam(cast.teacher.username, repoId, { duration: 7200 });
    const onTime = expectOk(await startExam(cast.user.token, eid));
    const late = expectOk(await startExam(cast.other.token, eid));
    travel(10 * 60 + 45);
    expect(expectOk(await submitExam(cast.user.token, onTime, ids, RIGHT_ANSWERS)).userScore).toBe(10);
    travel(10 * 60 + 61);
    expectRefused(await submitExam(cast.other.token, late, ids, RIGHT_ANSWERS), 400, EXAM_MESSAGES.timeUp);
    expect((await historyRow(late))?.submit_time).toBeNull();
    const info = expectOk(await call<ExamInfo>('GET', '/api/get-exam-info', { token: cast.other.token, query: { examId: eid } }));
    expect(info.myAttempt).toMatchObject({ historyId: late, submitted: true, userScore: 0 });
    const closed = await historyRow(late);
    expect(closed?.submit_time).toBe(closed?.deadline);
    expectRefused(await startExam(cast.other.token, eid), 400, EXAM_MESSAGES.alreadyTaken);
  });

  it('asks the questions fixed at the start: a question added to the bank later is neither shown nor taken', async () => {
    const { repoId, ids } = await bankOfFour(cast.teacher.username, { isPublic: false });
    const eid = await insertExam(cast.teacher.username, repoId);
    const historyId = expectOk(await startExam(cast.user.token, eid));
    const added = await insertQuestion(cast.teacher.username, { type: 2, answers: [['True', true], ['False', false]] }, repoId);
    const asked = expectOk(await questions(cast.user.token, 'get-problem-list-in-repo-exam', { repoId, examId: eid }));
    expect(asked.records.map((q) => q.id)).toEqual(ids);
    expect(asked.total).toBe(4);
    expectRefused(await submitExam(cast.user.token, historyId, [added], [['0']]), 400, EXAM_MESSAGES.notInRepo);
    expect(expectOk(await questions(cast.teacher.token, 'get-problem-list-in-repo-exam', { repoId, examId: eid })).total).toBe(5);
  });

  it('ends the time limit at the exam\'s end when that comes first', async () => {
    const { repoId } = await bankOfFour(cast.teacher.username, { isPublic: false, timeLimit: 60 });
    const eid = await insertExam(cast.teacher.username, repoId, { startIn: -3000, duration: 3600 });
    expectOk(await startExam(cast.user.token, eid));
    const info = expectOk(await call<ExamInfo>('GET', '/api/get-exam-info', { token: cast.user.token, query: { examId: eid } }));
    expect(info.myAttempt!.deadline).toBe(info.endTime);
  });
});

describe('answers never reach a learner before the sheet is submitted', () => {
  it('walks every learner call that returns questions: no correct flag, no analysis, empty blanks', async () => {
    const { repoId } = await bankOfFour(cast.teacher.username);
    const examBank = await bankOfFour(cast.teacher.username, { isPublic: false });
    const eid = await insertExam(cast.teacher.username, examBank.repoId);
    const paperBank = await bankOfFour(cast.teacher.username, { isPublic: false });
    const paperExam = await insertExam(cast.teacher.username, paperBank.repoId, { startIn: -7200, duration: 3600 });
    const tid = await insertTraining(cast.teacher.username, { eids: [paperExam] });
    const learner = cast.other;
    expectOk(await start(learner.token, repoId));
    expectOk(await startExam(learner.token, eid));
    const paperSheet = expectOk(await start(learner.token, paperBank.repoId, tid));
    const calls: [string, Record<string, number>][] = [
      ['get-problem-list-in-repo', { repoId }],
      ['get-problem-list-in-repo-exam', { repoId }],
      ['get-problem-list-in-repo-exam', { repoId: examBank.repoId, examId: eid }],
      ['get-problem-list-in-repo-exam', { repoId: paperBank.repoId, trainingId: tid }],
    ];
    for (const [path, query] of calls) expectHidden(expectOk(await questions(learner.token, path as 'get-problem-list-in-repo', query)));
    // Open sheets have no detail, and the raw answers never appear in any of these bodies.
    expectRefused(await call('GET', '/api/exam-history/exercise-detail', { token: learner.token, query: { historyId: paperSheet } }), 400, EXAM_MESSAGES.notSubmitted);
    for (const [path, query] of calls) {
      const text = JSON.stringify((await questions(learner.token, path as 'get-problem-list-in-repo', query)).body);
      expect(text).not.toContain('Analysis of type');
      expect(text).not.toContain('"int"');
      expect(text).not.toContain('"isCorrect":true');
    }
  });
});
