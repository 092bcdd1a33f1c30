import type { TrainingCategoryView, TrainingDetail, TrainingListQuery, TrainingListRow } from '../../contract/api/trainings';
import { TRAINING_AUTH, TRAINING_MESSAGES } from '../../contract/rules/trainings';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { notFound } from '../lib/api-error';
import { trainingStanding } from './training-access';
import { categoryList, trainingListItem, trainingListPage, trainingPageWithTotal, trainingWhere } from './queries';
import { toCategoryView, toTrainingDetail, toTrainingListRow } from './view';

/** `get-training-category`: the site's categories (the list's filter chips). */
export async function trainingCategories(deps: Pick<Deps, 'db'>): Promise<TrainingCategoryView[]> {
  return (await categoryList(deps.db)).map(toCategoryView);
}

/**
 * `get-training-list`: visible site trainings, 15 a page, by rank then newest; acCount is the
 * caller's solved count, read off their kept progress rows (0 for guests).
 */
export async function trainingList(deps: Pick<Deps, 'db'>, query: TrainingListQuery, caller: Principal | null): Promise<Page<TrainingListRow>> {
  const where = trainingWhere({ keyword: query.keyword, categoryId: query.categoryId, auth: query.auth, visibleOnly: true });
  const offset = (query.currentPage - 1) * query.limit;
  const { rows, total } = await trainingPageWithTotal(deps.db, where, caller?.user.id ?? null, { limit: query.limit, offset });
  return { records: rows.map(toTrainingListRow), total, current: query.currentPage, size: query.limit };
}

/** `get-training-detail`: any signed-in caller may read a visible training's introduction (a private one shows its password form). */
export async function trainingDetail(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal): Promise<TrainingDetail> {
  const { admin } = await trainingStanding(deps, tid, caller);
  const item = await trainingListItem(deps.db, tid, caller.user.id);
  if (!item) throw notFound(TRAINING_MESSAGES.notFound);
  return toTrainingDetail(item, admin);
}

/** `admin/training/public-training-list`: visible public site trainings by keyword, at most 100. */
export async function searchPublicTrainings(deps: Pick<Deps, 'db'>, query: { keyword?: string; limit: number }): Promise<TrainingListRow[]> {
  const where = trainingWhere({ keyword: query.keyword, auth: TRAINING_AUTH.public, visibleOnly: true });
  return (await trainingListPage(deps.db, where, null, { limit: query.limit, offset: 0 })).map(toTrainingListRow);
}
