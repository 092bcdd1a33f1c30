import { eq } from 'drizzle-orm';
import type { AdminExamView, ExamSaveBody } from '../../contract/api/exams';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import { exams } from '../db/schema-exams';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { existingRepo } from './access';
import { paperScoresRebuildStatements } from './paper-scores';
import { adminExamPage, countExams, examListWhere, findExam, trainingsWithPaper } from './queries';
import { toAdminExamView } from './view';

/** The admin calls of choose exams (part 3 choose_exams): every admin role manages every exam. */

export async function adminExamList(deps: Pick<Deps, 'db' | 'clock'>, query: { currentPage: number; limit: number; keyword?: string }): Promise<Page<AdminExamView>> {
  const now = deps.clock.nowSeconds();
  const where = examListWhere({ keyword: query.keyword, visibleOnly: false }, now);
  const [rows, total] = await Promise.all([adminExamPage(deps.db, where, { limit: query.limit, offset: (query.currentPage - 1) * query.limit }), countExams(deps.db, where)]);
  return { records: rows.map((r) => toAdminExamView(r, now)), total, current: query.currentPage, size: query.limit };
}

export async function adminExam(deps: Pick<Deps, 'db' | 'clock'>, id: number): Promise<AdminExamView> {
  const exam = await findExam(deps.db, id);
  if (!exam) throw notFound(EXAM_MESSAGES.examNotFound);
  return toAdminExamView(exam, deps.clock.nowSeconds());
}

/** The save rules: the end after the start, an existing bank; an empty password is none. */
async function examValues(deps: Pick<Deps, 'db' | 'clock'>, body: ExamSaveBody) {
  if (body.endTime <= body.startTime) throw badRequest(EXAM_MESSAGES.timeOrder);
  await existingRepo(deps, body.examRepoId);
  const pwd = (body.pwd ?? '').trim();
  return { title: body.title, remark: body.remark, startTime: body.startTime, endTime: body.endTime, examRepoId: body.examRepoId, pwd: pwd === '' ? null : pwd, visible: body.visible, gmtModified: deps.clock.nowSeconds() };
}

export async function addExam(deps: Pick<Deps, 'db' | 'clock'>, body: ExamSaveBody, caller: Principal): Promise<AdminExamView> {
  const values = await examValues(deps, body);
  const [row] = await deps.db
    .insert(exams)
    .values({ ...values, uid: caller.user.id, author: caller.user.username, gmtCreate: values.gmtModified })
    .returning({ id: exams.id });
  return adminExam(deps, row!.id);
}

export async function updateExam(deps: Pick<Deps, 'db' | 'clock'>, body: ExamSaveBody): Promise<AdminExamView> {
  if (body.id === null) throw badRequest('id is required');
  await adminExam(deps, body.id);
  await deps.db.update(exams).set(await examValues(deps, body)).where(eq(exams.id, body.id)).run();
  return adminExam(deps, body.id);
}

/**
 * Deletes an exam with its attempts and its place as a training paper (by cascade); the exam tabs of
 * the trainings it was a paper of are rebuilt in the same batch.
 */
export async function deleteExam(deps: Pick<Deps, 'db' | 'clock'>, id: number): Promise<void> {
  await adminExam(deps, id);
  const tids = await trainingsWithPaper(deps.db, id);
  await deps.db.batch([deps.db.delete(exams).where(eq(exams.id, id)), ...tids.flatMap((tid) => paperScoresRebuildStatements(deps.db, tid))]);
}
