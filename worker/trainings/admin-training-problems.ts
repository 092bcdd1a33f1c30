import type { AdminTrainingProblemRow } from '../../contract/api/trainings';
import { PROBLEM_AUTH } from '../../contract/api/problems';
import { TRAINING_MESSAGES, TRAINING_RANK_DEFAULT } from '../../contract/rules/trainings';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { findProblemById } from '../problems/queries';
import { canManageProblem } from '../problems/rules';
import { rebuildProgressStatements } from './progress';
import {
  adminTrainingProblemPage,
  countAdminTrainingProblems,
  deleteTrainingProblemStatement,
  findTrainingProblem,
  insertTrainingProblemStatement,
  trainingProblemByDisplayId,
  trainingProblemByPid,
  updateTrainingProblemRank,
} from './queries';
import { manageTraining } from './training-access';
import { toAdminTrainingProblemRow } from './view';

export async function adminTrainingProblems(deps: Pick<Deps, 'db' | 'clock'>, query: { tid: number; currentPage: number; limit: number; keyword?: string }, caller: Principal): Promise<Page<AdminTrainingProblemRow>> {
  await manageTraining(deps, query.tid, caller);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([adminTrainingProblemPage(deps.db, query.tid, query.keyword, { limit: query.limit, offset }), countAdminTrainingProblems(deps.db, query.tid, query.keyword)]);
  return { records: rows.map(toAdminTrainingProblemRow), total, current: query.currentPage, size: query.limit };
}

async function rowOf(deps: Pick<Deps, 'db'>, tid: number, pid: number): Promise<AdminTrainingProblemRow> {
  const row = await trainingProblemByPid(deps.db, tid, pid);
  if (!row) throw notFound(TRAINING_MESSAGES.problemNotInTraining);
  return toAdminTrainingProblemRow(row);
}

/** `PUT admin/training/update-training-problem`: a training problem's rank (its place in the list). */
export async function updateTrainingProblem(deps: Pick<Deps, 'db' | 'clock'>, body: { id: number; rank: number }, caller: Principal): Promise<AdminTrainingProblemRow> {
  const tp = await findTrainingProblem(deps.db, body.id);
  if (!tp) throw notFound(TRAINING_MESSAGES.problemNotInTraining);
  await manageTraining(deps, tp.tid, caller);
  await updateTrainingProblemRank(deps.db, tp.id, body.rank);
  return rowOf(deps, tp.tid, tp.pid);
}

/**
 * `add-problem-from-public`: a problem of the public bank (or one the caller manages) joins the
 * training at the default rank; the training's standings are rebuilt in the same batch.
 */
export async function addTrainingProblemFromPublic(deps: Pick<Deps, 'db' | 'clock'>, body: { tid: number; pid: number; displayId: string | null }, caller: Principal): Promise<AdminTrainingProblemRow> {
  await manageTraining(deps, body.tid, caller);
  const problem = await findProblemById(deps.db, body.pid);
  if (!problem) throw notFound('The problem does not exist');
  if (problem.auth !== PROBLEM_AUTH.public && !canManageProblem(problem, caller)) throw forbidden('Only a public problem, or one you manage, can be added to a training');
  return placeTrainingProblem(deps, body.tid, problem, body.displayId);
}

/**
 * A problem joins a training at the default rank, once the caller's right to the training and to
 * the problem was checked (the site's rule above, or a group's: its own problems and the public
 * bank); the training's standings are rebuilt in the same batch.
 */
export async function placeTrainingProblem(deps: Pick<Deps, 'db'>, tid: number, problem: { id: number; problemId: string }, displayIdAsked: string | null): Promise<AdminTrainingProblemRow> {
  if (await trainingProblemByPid(deps.db, tid, problem.id)) throw badRequest(TRAINING_MESSAGES.problemAlreadyAdded);
  const displayId = displayIdAsked || problem.problemId;
  // The problem page is opened by display id: it must name one problem of the training.
  if (await trainingProblemByDisplayId(deps.db, tid, displayId)) throw badRequest(`The display ID ${displayId} is already used in this training`);
  await deps.db.batch([insertTrainingProblemStatement(deps.db, { tid, pid: problem.id, displayId, rank: TRAINING_RANK_DEFAULT }), ...rebuildProgressStatements(deps.db, tid)]);
  return rowOf(deps, tid, problem.id);
}

/** `DELETE admin/training/training-problem`: out of the training (the problem stays); standings rebuilt in the same batch. */
export async function removeTrainingProblem(deps: Pick<Deps, 'db' | 'clock'>, query: { tid: number; pid: number }, caller: Principal): Promise<void> {
  await manageTraining(deps, query.tid, caller);
  if (!(await trainingProblemByPid(deps.db, query.tid, query.pid))) throw notFound(TRAINING_MESSAGES.problemNotInTraining);
  await deps.db.batch([deleteTrainingProblemStatement(deps.db, query.tid, query.pid), ...rebuildProgressStatements(deps.db, query.tid)]);
}
