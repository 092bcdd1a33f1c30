import type { AdminTrainingExamRow, TrainingExamListQuery, TrainingExamRow } from '../../contract/api/trainings';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { paperScoresRebuildStatements } from '../exams/paper-scores';
import { countTrainingPapers, deleteTrainingPaperStatement, findExam, insertTrainingPaper, trainingPaper, trainingPaperPage } from './queries';
import { enterTraining, manageTraining } from './training-access';
import { toAdminTrainingExamRow, toTrainingExamRow } from './view';

/** `get-training-exam-list`: the training's papers with their size, total score and the caller's best submitted score. */
export async function trainingPapers(deps: Pick<Deps, 'db' | 'clock'>, query: TrainingExamListQuery, caller: Principal): Promise<Page<TrainingExamRow>> {
  await enterTraining(deps, query.tid, caller);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([trainingPaperPage(deps.db, query.tid, query.keyword, caller.user.id, { limit: query.limit, offset }), countTrainingPapers(deps.db, query.tid, query.keyword)]);
  return { records: rows.map(toTrainingExamRow), total, current: query.currentPage, size: query.limit };
}

export async function adminTrainingPapers(deps: Pick<Deps, 'db' | 'clock'>, query: TrainingExamListQuery, caller: Principal): Promise<Page<AdminTrainingExamRow>> {
  await manageTraining(deps, query.tid, caller);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([trainingPaperPage(deps.db, query.tid, query.keyword, null, { limit: query.limit, offset }), countTrainingPapers(deps.db, query.tid, query.keyword)]);
  return { records: rows.map(toAdminTrainingExamRow), total, current: query.currentPage, size: query.limit };
}

/** `POST admin/training/exam`: an exam's question bank becomes a paper of the training (once). */
export async function addTrainingPaper(deps: Pick<Deps, 'db' | 'clock'>, body: { tid: number; eid: number }, caller: Principal): Promise<AdminTrainingExamRow> {
  await manageTraining(deps, body.tid, caller);
  if (!(await findExam(deps.db, body.eid))) throw notFound('The exam does not exist');
  if (await trainingPaper(deps.db, body.tid, body.eid)) throw badRequest(TRAINING_MESSAGES.examAlreadyAdded);
  await insertTrainingPaper(deps.db, body.tid, body.eid, deps.clock.nowSeconds());
  return toAdminTrainingExamRow((await trainingPaper(deps.db, body.tid, body.eid))!);
}

/** `DELETE admin/training/exam`: the paper leaves the training and its exam tab; its answer sheets stay. */
export async function removeTrainingPaper(deps: Pick<Deps, 'db' | 'clock'>, query: { tid: number; eid: number }, caller: Principal): Promise<void> {
  await manageTraining(deps, query.tid, caller);
  if (!(await trainingPaper(deps.db, query.tid, query.eid))) throw notFound(TRAINING_MESSAGES.examNotInTraining);
  await deps.db.batch([deleteTrainingPaperStatement(deps.db, query.tid, query.eid), ...paperScoresRebuildStatements(deps.db, query.tid)]);
}
