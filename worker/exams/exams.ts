import { eq } from 'drizzle-orm';
import type { AnswerSheetBody, ExamInfo, ExamListQuery, ExamListRow, ExamRankRow, HistoryDetail, SheetResult } from '../../contract/api/exams';
import { EXAM_MESSAGES, EXAM_SUBMIT_GRACE_SECONDS } from '../../contract/rules/exams';
import type { Page } from '../../contract/envelope';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import { users } from '../db/schema-accounts';
import { examHistories } from '../db/schema-exams';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { isoTime } from '../problems/view';
import { ownSheet } from './access';
import { closeExpiredAttempts, countExams, examListPage, examListWhere, findAttempt, findExam, findHistory, rankedAttempts, repoQuestions, type ExamWithRepo, type HistoryRow } from './queries';
import { handIn, sheetDetail, sheetValues } from './sheets';
import { toAttemptView, toExamListRow } from './view';

/** Timed choose exams (decision 30): the list, the overview, one attempt per user, the rank and its export. */

/** `exam/get-exam-list`: visible exams in the contest list's order, with its status filter. */
export async function examList(deps: Pick<Deps, 'db' | 'clock'>, query: ExamListQuery): Promise<Page<ExamListRow>> {
  const now = deps.clock.nowSeconds();
  const where = examListWhere({ keyword: query.keyword, status: query.status, visibleOnly: true }, now);
  const [rows, total] = await Promise.all([examListPage(deps.db, where, now, { limit: query.limit, offset: (query.currentPage - 1) * query.limit }), countExams(deps.db, where)]);
  return { records: rows.map((r) => toExamListRow(r, now)), total, current: query.currentPage, size: query.limit };
}

/** An exam the caller may see: a hidden one exists only for admin roles. */
async function visibleExam(deps: Pick<Deps, 'db'>, examId: number, caller: Principal): Promise<ExamWithRepo> {
  const exam = await findExam(deps.db, examId);
  if (!exam || (!exam.row.visible && !isAdminRole(caller.roles))) throw notFound(EXAM_MESSAGES.examNotFound);
  return exam;
}

/** `get-exam-info`: the overview with the server clock and the caller's attempt (an expired open one is closed first). */
export async function examInfo(deps: Pick<Deps, 'db' | 'clock'>, examId: number, caller: Principal): Promise<ExamInfo> {
  const exam = await visibleExam(deps, examId, caller);
  const now = deps.clock.nowSeconds();
  await closeExpiredAttempts(deps.db, examId, now);
  const attempt = await findAttempt(deps.db, examId, caller.user.id);
  return { ...toExamListRow(exam, now), remark: exam.row.remark, now: isoTime(now), myAttempt: attempt ? toAttemptView(attempt) : null, isAdmin: isAdminRole(caller.roles) };
}

const expired = (sheet: Pick<HistoryRow, 'deadline'>, now: number) => sheet.deadline !== null && now > sheet.deadline + EXAM_SUBMIT_GRACE_SECONDS;

/**
 * `exam-judge/start_exam`: the caller's one attempt, during the window, with the password of a
 * private exam. Calling again while it is open resumes it; once handed in (or closed at its
 * deadline) it is refused until an admin resets it.
 */
export async function startExam(deps: Pick<Deps, 'db' | 'clock'>, query: { examId: number; password?: string }, caller: Principal): Promise<number> {
  const exam = await visibleExam(deps, query.examId, caller);
  const now = deps.clock.nowSeconds();
  await closeExpiredAttempts(deps.db, query.examId, now);
  const attempt = await findAttempt(deps.db, query.examId, caller.user.id);
  if (attempt) {
    if (attempt.submitTime !== null) throw badRequest(EXAM_MESSAGES.alreadyTaken);
    return attempt.id;
  }
  if (now < exam.row.startTime) throw badRequest(EXAM_MESSAGES.notStarted);
  if (now >= exam.row.endTime) throw badRequest(EXAM_MESSAGES.ended);
  const pwd = exam.row.pwd ?? '';
  if (pwd !== '') {
    if ((query.password ?? '').trim() === '') throw badRequest(EXAM_MESSAGES.passwordRequired);
    await consumeRate(deps, RATE_RULES.passwordTryPerUser, caller.user.id);
    if (query.password !== pwd) throw badRequest(EXAM_MESSAGES.wrongPassword);
  }
  const deadline = Math.min(now + exam.timeLimit * 60, exam.row.endTime);
  // The unique (exam, user) index keeps one attempt when two starts race; the loser resumes the winner's.
  await deps.db
    .insert(examHistories)
    .values({ ...sheetValues(await repoQuestions(deps.db, exam.row.examRepoId)), uid: caller.user.id, repoId: exam.row.examRepoId, examId: exam.row.id, kind: 'exam', startTime: now, deadline })
    .onConflictDoNothing()
    .run();
  return (await findAttempt(deps.db, query.examId, caller.user.id))!.id;
}

/** `exam-judge/submit_exam`: hands the attempt in once, until its deadline plus the grace; later nothing changes. */
export async function submitExam(deps: Pick<Deps, 'db' | 'clock'>, body: AnswerSheetBody, caller: Principal): Promise<SheetResult> {
  const sheet = await ownSheet(deps, body.historyId, caller);
  if (sheet.kind !== 'exam') throw badRequest(EXAM_MESSAGES.notExamSheet);
  if (sheet.submitTime !== null) throw badRequest(EXAM_MESSAGES.alreadySubmitted);
  if (expired(sheet, deps.clock.nowSeconds())) throw badRequest(EXAM_MESSAGES.timeUp);
  return handIn(deps, sheet, body);
}

// ---- admin roles: rank, attempts, export, reset ----

async function existingExam(deps: Pick<Deps, 'db'>, examId: number): Promise<ExamWithRepo> {
  const exam = await findExam(deps.db, examId);
  if (!exam) throw notFound(EXAM_MESSAGES.examNotFound);
  return exam;
}

type RankedRow = Awaited<ReturnType<typeof rankedAttempts>['rows']>[number];

function toRankRow(r: RankedRow): ExamRankRow {
  return {
    rank: r.h.rank,
    uid: r.h.uid,
    username: r.username,
    realname: r.realname,
    userScore: r.h.userScore,
    totalScore: r.h.totalScore,
    school: r.school,
    avatar: r.avatar,
    historyId: r.h.id,
    submitTime: isoTime(r.h.submitTime),
    usedTime: r.h.submitTime - r.h.startTime,
  };
}

/** `admin/exam/get-exam-rank`: submitted attempts by score, then less time used. */
export async function examRank(deps: Pick<Deps, 'db' | 'clock'>, query: { examId: number; currentPage: number; limit: number; keyword?: string }): Promise<Page<ExamRankRow>> {
  await existingExam(deps, query.examId);
  await closeExpiredAttempts(deps.db, query.examId, deps.clock.nowSeconds());
  const { rows, total } = rankedAttempts(deps.db, query.examId, query.keyword, { limit: query.limit, offset: (query.currentPage - 1) * query.limit });
  const [records, count] = await Promise.all([rows, total.get()]);
  return { records: records.map(toRankRow), total: count?.n ?? 0, current: query.currentPage, size: query.limit };
}

/** `admin/exam/get-exam-history-detail`: any submitted sheet with its marking. */
export async function examHistoryDetail(deps: Pick<Deps, 'db' | 'clock'>, historyId: number): Promise<HistoryDetail> {
  const first = await findHistory(deps.db, historyId);
  if (!first) throw notFound(EXAM_MESSAGES.historyNotFound);
  if (first.examId !== null) await closeExpiredAttempts(deps.db, first.examId, deps.clock.nowSeconds());
  const sheet = (await findHistory(deps.db, historyId))!;
  const user = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, sheet.uid)).get();
  return sheetDetail(deps, sheet, user?.username ?? '');
}

/** `DELETE admin/exam/history`: removes an attempt so its user may take the exam again. */
export async function resetAttempt(deps: Pick<Deps, 'db'>, historyId: number): Promise<void> {
  const sheet = await findHistory(deps.db, historyId);
  if (!sheet) throw notFound(EXAM_MESSAGES.historyNotFound);
  if (sheet.kind !== 'exam') throw badRequest(EXAM_MESSAGES.notExamSheet);
  await deps.db.delete(examHistories).where(eq(examHistories.id, historyId)).run();
}

const CSV_HEADER = ['Rank', 'Username', 'Real name', 'School', 'Score', 'Total score', 'Start time', 'Submit time', 'Used minutes'];

/** A time as spreadsheets read it: "YYYY-MM-DD HH:mm:ss" (UTC). */
const sheetTime = (seconds: number) => isoTime(seconds).slice(0, 19).replace('T', ' ');

/** `admin/exam/export-history`: the rank as CSV rows (header first), every submitted attempt. */
export async function examResultRows(deps: Pick<Deps, 'db' | 'clock'>, examId: number): Promise<{ name: string; rows: string[][] }> {
  await existingExam(deps, examId);
  await closeExpiredAttempts(deps.db, examId, deps.clock.nowSeconds());
  const records = (await rankedAttempts(deps.db, examId, undefined, null).rows).map(toRankRow);
  const rows = records.map((r) => {
    const start = Date.parse(r.submitTime) / 1000 - r.usedTime;
    return [String(r.rank), r.username, r.realname ?? '', r.school ?? '', String(r.userScore), String(r.totalScore), sheetTime(start), sheetTime(Date.parse(r.submitTime) / 1000), (r.usedTime / 60).toFixed(1)];
  });
  return { name: `exam-${examId}-results.csv`, rows: [CSV_HEADER, ...rows] };
}
