import { fill } from '../../contract/message-template';
import { eq, sql } from 'drizzle-orm';
import type { AdminQuestionView, QuestionSaveBody, QuestionView } from '../../contract/api/exams';
import { EXAM_MESSAGES, questionSaveProblem } from '../../contract/rules/exams';
import type { Page } from '../../contract/envelope';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import { examProblems, examRepoProblems } from '../db/schema-exams';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { existingRepo, practiceRepo, trainingPaper } from './access';
import { addToRepoStatement, countQuestions, findAttempt, findExam, findQuestion, hasSubmittedSheet, isInRepo, questionFilter, questionPage, questionsByIds, repoQuestionPage } from './queries';
import { sheetQuestions } from './sheets';
import { answersText, toAdminQuestionView, toQuestionView } from './view';

interface PageQuery {
  currentPage: number;
  limit: number;
}

const windowOf = (q: PageQuery) => ({ limit: q.limit, offset: (q.currentPage - 1) * q.limit });

async function repoQuestionViews(deps: Pick<Deps, 'db'>, repoId: number, query: PageQuery, reveal: boolean): Promise<Page<QuestionView>> {
  const [rows, total] = await Promise.all([repoQuestionPage(deps.db, repoId, undefined, windowOf(query)), countQuestions(deps.db, undefined, { in: repoId })]);
  return { records: rows.map((r) => toQuestionView(r, reveal)), total, current: query.currentPage, size: query.limit };
}

/**
 * `exam-problem/get-problem-list-in-repo`: a practice bank's questions to read; answers and analysis
 * only for a caller who has submitted a sheet of the bank, and for admin roles (decision 30).
 */
export async function practiceQuestions(deps: Pick<Deps, 'db'>, query: PageQuery & { repoId: number }, caller: Principal): Promise<Page<QuestionView>> {
  await practiceRepo(deps, query.repoId, caller);
  const reveal = isAdminRole(caller.roles) || (await hasSubmittedSheet(deps.db, caller.user.id, query.repoId));
  return repoQuestionViews(deps, query.repoId, query, reveal);
}

/**
 * `exam-problem/get-problem-list-in-repo-exam`: the questions to answer, never with answers: of an
 * exam the caller has started (admin roles may look at any), of a training's paper, or of a practice bank.
 */
export async function questionsToAnswer(deps: Pick<Deps, 'db' | 'clock'>, query: PageQuery & { repoId: number; examId?: number; trainingId?: number }, caller: Principal): Promise<Page<QuestionView>> {
  if (query.examId !== undefined) {
    const exam = await findExam(deps.db, query.examId);
    if (!exam || (!exam.row.visible && !isAdminRole(caller.roles))) throw notFound(EXAM_MESSAGES.examNotFound);
    if (exam.row.examRepoId !== query.repoId) throw badRequest('The question bank is not the bank of this exam');
    const attempt = await findAttempt(deps.db, query.examId, caller.user.id);
    if (attempt) {
      // The attempt's questions were fixed at its start: a question added to the bank since is not asked.
      const all = await sheetQuestions(deps, attempt);
      const { offset, limit } = windowOf(query);
      return { records: all.slice(offset, offset + limit).map((q) => toQuestionView(q, false)), total: all.length, current: query.currentPage, size: query.limit };
    }
    if (!isAdminRole(caller.roles)) throw forbidden(EXAM_MESSAGES.startFirst);
  } else if (query.trainingId !== undefined) {
    await trainingPaper(deps, query.trainingId, query.repoId, caller);
  } else {
    await practiceRepo(deps, query.repoId, caller);
  }
  return repoQuestionViews(deps, query.repoId, query, false);
}

// ---- admin (part 3 question_banks) ----

interface AdminListQuery extends PageQuery {
  keyword?: string;
  type?: number;
}

export async function adminQuestionList(deps: Pick<Deps, 'db'>, query: AdminListQuery): Promise<Page<AdminQuestionView>> {
  const where = questionFilter(query);
  const [rows, total] = await Promise.all([questionPage(deps.db, where, windowOf(query)), countQuestions(deps.db, where)]);
  return { records: rows.map(toAdminQuestionView), total, current: query.currentPage, size: query.limit };
}

export async function adminQuestionsInRepo(deps: Pick<Deps, 'db'>, query: AdminListQuery & { repoId: number }): Promise<Page<AdminQuestionView>> {
  await existingRepo(deps, query.repoId);
  const where = questionFilter(query);
  const [rows, total] = await Promise.all([repoQuestionPage(deps.db, query.repoId, where, windowOf(query)), countQuestions(deps.db, where, { in: query.repoId })]);
  return { records: rows.map(toAdminQuestionView), total, current: query.currentPage, size: query.limit };
}

export async function adminQuestionsNotInRepo(deps: Pick<Deps, 'db'>, query: AdminListQuery & { repoId: number }): Promise<Page<AdminQuestionView>> {
  await existingRepo(deps, query.repoId);
  const where = questionFilter(query);
  const [rows, total] = await Promise.all([questionPage(deps.db, where, windowOf(query), query.repoId), countQuestions(deps.db, where, { notIn: query.repoId })]);
  return { records: rows.map(toAdminQuestionView), total, current: query.currentPage, size: query.limit };
}

async function existingQuestion(deps: Pick<Deps, 'db'>, id: number) {
  const row = await findQuestion(deps.db, id);
  if (!row) throw notFound(EXAM_MESSAGES.questionNotFound);
  return row;
}

export async function adminQuestion(deps: Pick<Deps, 'db'>, id: number): Promise<AdminQuestionView> {
  return toAdminQuestionView(await existingQuestion(deps, id));
}

/** The stored columns of a question the form (or an import row) sends, once the per-type rule passed. */
export function questionValues(body: Omit<QuestionSaveBody, 'id' | 'repoId'>, now: number) {
  const refusal = questionSaveProblem(body);
  if (refusal) throw badRequest(refusal);
  return { type: body.type, content: body.content, grade: body.grade, analysis: body.analysis, answers: answersText(body.type, body.examProblemAnswerList), gmtModified: now };
}

/** Inserts a question and, in the same batch, puts it at the end of a bank (last_insert_rowid is the question's id). */
export function insertQuestionStatements(deps: Pick<Deps, 'db'>, values: ReturnType<typeof questionValues>, caller: Principal, repoId: number | null) {
  const insert = deps.db.insert(examProblems).values({ ...values, uid: caller.user.id, author: caller.user.username, gmtCreate: values.gmtModified }).returning({ id: examProblems.id });
  return repoId === null ? [insert] : [insert, addToRepoStatement(deps.db, repoId, sql`last_insert_rowid()`)];
}

export async function addQuestion(deps: Pick<Deps, 'db' | 'clock'>, body: QuestionSaveBody, caller: Principal): Promise<AdminQuestionView> {
  const values = questionValues(body, deps.clock.nowSeconds());
  if (body.repoId !== null) await existingRepo(deps, body.repoId);
  const [insert, ...link] = insertQuestionStatements(deps, values, caller, body.repoId);
  const [inserted] = await deps.db.batch([insert!, ...link]);
  return adminQuestion(deps, (inserted as { id: number }[])[0]!.id);
}

export async function updateQuestion(deps: Pick<Deps, 'db' | 'clock'>, body: QuestionSaveBody): Promise<AdminQuestionView> {
  if (body.id === null) throw badRequest('id is required');
  await existingQuestion(deps, body.id);
  const values = questionValues(body, deps.clock.nowSeconds());
  await deps.db.update(examProblems).set(values).where(eq(examProblems.id, body.id)).run();
  return adminQuestion(deps, body.id);
}

/** Deletes a question from every bank (the links go by cascade; sheets that held it keep their marks). */
export async function deleteQuestion(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  await existingQuestion(deps, id);
  await deps.db.delete(examProblems).where(eq(examProblems.id, id)).run();
}

export async function addQuestionsToRepo(deps: Pick<Deps, 'db'>, body: { repoId: number; problemIds: number[] }): Promise<void> {
  await existingRepo(deps, body.repoId);
  const ids = [...new Set(body.problemIds)];
  const found = new Set((await questionsByIds(deps.db, ids)).map((q) => q.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(fill(EXAM_MESSAGES.questionIdNotFound, { id: missing }));
  const [first, ...rest] = ids.map((id) => addToRepoStatement(deps.db, body.repoId, id));
  await deps.db.batch([first!, ...rest]);
}

export async function removeQuestionFromRepo(deps: Pick<Deps, 'db'>, query: { repoId: number; problemId: number }): Promise<void> {
  await existingRepo(deps, query.repoId);
  if (!(await isInRepo(deps.db, query.repoId, query.problemId))) throw notFound('The question is not in this question bank');
  await deps.db.delete(examRepoProblems).where(sql`${examRepoProblems.repoId} = ${query.repoId} AND ${examRepoProblems.problemId} = ${query.problemId}`).run();
}
