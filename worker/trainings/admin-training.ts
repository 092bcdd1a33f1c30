import type { AdminTrainingRow, AdminTrainingWithCategory, TrainingSaveBody } from '../../contract/api/trainings';
import { TRAINING_AUTH, TRAINING_MESSAGES } from '../../contract/rules/trainings';
import type { Page } from '../../contract/envelope';
import { isAdmin } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest } from '../lib/api-error';
import { scopeOf } from '../scope/scope-of';
import { rebuildProgressStatements } from './progress';
import { deleteTraining, findCategory, findTrainingRow, insertTraining, trainingPageWithTotal, trainingWhere, updateTrainingStatement, type CategoryRow, type TrainingRow, type TrainingValues } from './queries';
import { manageTraining } from './training-access';
import { toAdminTrainingRow, toAdminTrainingView, toCategoryView } from './view';

/** `admin/training/get-training-list`: admins see every site training, a teacher their own; by rank then newest. */
export async function adminTrainingList(deps: Pick<Deps, 'db'>, query: { currentPage: number; limit: number; keyword?: string }, caller: Principal): Promise<Page<AdminTrainingRow>> {
  const where = trainingWhere({ keyword: query.keyword, visibleOnly: false, uid: isAdmin(caller.roles) ? undefined : caller.user.id });
  const offset = (query.currentPage - 1) * query.limit;
  const { rows, total } = await trainingPageWithTotal(deps.db, where, null, { limit: query.limit, offset });
  return { records: rows.map(toAdminTrainingRow), total, current: query.currentPage, size: query.limit };
}

function withCategory(row: TrainingRow, category: CategoryRow): AdminTrainingWithCategory {
  return { training: toAdminTrainingView(row), trainingCategory: toCategoryView(category) };
}

async function categoryOf(deps: Pick<Deps, 'db'>, id: number): Promise<CategoryRow> {
  const category = await findCategory(deps.db, id);
  if (!category) throw badRequest(TRAINING_MESSAGES.categoryNotFound);
  return category;
}

export async function adminTraining(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal): Promise<AdminTrainingWithCategory> {
  const { row } = await manageTraining(deps, tid, caller);
  return withCategory(row, await categoryOf(deps, row.categoryId));
}

/**
 * The save rules of part 3 §5 the body schema cannot check alone: a private training needs a
 * password, the category must exist, a group must be one the caller may use.
 */
async function checkedValues(deps: Pick<Deps, 'db' | 'clock'>, body: TrainingSaveBody, caller: Principal): Promise<{ values: Omit<TrainingValues, 'uid' | 'author'>; category: CategoryRow }> {
  const { training } = body;
  const password = training.privatePwd?.trim() ?? '';
  if (training.auth === TRAINING_AUTH.private && password === '') throw badRequest(TRAINING_MESSAGES.privatePasswordRequired);
  const categoryId = body.trainingCategory?.id ?? null;
  if (categoryId === null) throw badRequest(TRAINING_MESSAGES.categoryRequired);
  const category = await categoryOf(deps, categoryId);
  if (training.gid !== null) await scopeOf(deps, { gid: training.gid }, caller);
  const values = {
    rank: training.rank,
    title: training.title,
    description: training.description,
    auth: training.auth,
    privatePwd: training.auth === TRAINING_AUTH.private ? password : null,
    categoryId: category.id,
    rankShowName: training.rankShowName,
    status: training.status,
    gid: training.gid,
    gmtModified: deps.clock.nowSeconds(),
  };
  return { values, category };
}

/** `POST admin/training`: a teacher, an admin or the super admin creates a training of their own. */
export async function addTraining(deps: Pick<Deps, 'db' | 'clock'>, body: TrainingSaveBody, caller: Principal): Promise<AdminTrainingWithCategory> {
  const { values, category } = await checkedValues(deps, body, caller);
  const row = await insertTraining(deps.db, { ...values, uid: caller.user.id, author: caller.user.username, gmtCreate: values.gmtModified });
  return withCategory(row, category);
}

/** `PUT admin/training`: the training's admins change it; a change of auth rebuilds its standings in the same batch. */
export async function changeTraining(deps: Pick<Deps, 'db' | 'clock'>, body: TrainingSaveBody, caller: Principal): Promise<AdminTrainingWithCategory> {
  if (body.training.id === null) throw badRequest('id is required to update a training');
  const { row } = await manageTraining(deps, body.training.id, caller);
  const { values, category } = await checkedValues(deps, body, caller);
  const update = updateTrainingStatement(deps.db, row.id, values);
  if (values.auth !== row.auth) await deps.db.batch([update, ...rebuildProgressStatements(deps.db, row.id)]);
  else await update;
  return withCategory((await findTrainingRow(deps.db, row.id))!, category);
}

/** `DELETE admin/training`: the training with its problem list, registrations, papers and standings (by cascade); the problems stay. */
export async function removeTraining(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal): Promise<void> {
  await manageTraining(deps, tid, caller);
  await deleteTraining(deps.db, tid);
}

export async function changeTrainingStatus(deps: Pick<Deps, 'db' | 'clock'>, query: { tid: number; status: boolean }, caller: Principal): Promise<void> {
  await manageTraining(deps, query.tid, caller);
  await updateTrainingStatement(deps.db, query.tid, { status: query.status, gmtModified: deps.clock.nowSeconds() });
}
