import type { TrainingCategoryView } from '../../contract/api/trainings';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { scopeOf } from '../scope/scope-of';
import { categoryUsed, deleteCategory, findCategory, insertCategory, updateCategory } from './queries';
import { toCategoryView } from './view';

/** Training categories are the site's (any admin role keeps them); a group's own come with groups (scopeOf answers 404 until then). */
export async function addTrainingCategory(deps: Pick<Deps, 'db' | 'clock'>, body: { name: string; color: string; gid: number | null }, caller: Principal): Promise<TrainingCategoryView> {
  if (body.gid !== null) await scopeOf(deps, { gid: body.gid }, caller);
  return toCategoryView(await insertCategory(deps.db, { name: body.name, color: body.color, gid: body.gid }));
}

export async function changeTrainingCategory(deps: Pick<Deps, 'db' | 'clock'>, body: { id: number | null; name: string; color: string }): Promise<TrainingCategoryView> {
  if (body.id === null) throw badRequest('id is required to update a category');
  const row = await updateCategory(deps.db, body.id, { name: body.name, color: body.color });
  if (!row) throw notFound(TRAINING_MESSAGES.categoryNotFound);
  return toCategoryView(row);
}

export async function removeTrainingCategory(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  if (!(await findCategory(deps.db, id))) throw notFound(TRAINING_MESSAGES.categoryNotFound);
  if (await categoryUsed(deps.db, id)) throw badRequest(TRAINING_MESSAGES.categoryInUse);
  await deleteCategory(deps.db, id);
}
