import type { CategoryView } from '../../../../contract/api/community';
import { DISCUSSION_CATEGORY, DISCUSSION_LIMITS } from '../../../../contract/rules/community';

/** One row of the category editor: a stored category (with its id) or one being added (key only). */
export interface CategoryDraft {
  /** a stable key for the row, also for rows not saved yet */
  key: string;
  id: number | null;
  name: string;
}

export const draftsOf = (categories: readonly CategoryView[]): CategoryDraft[] => categories.map((c) => ({ key: `c${c.id}`, id: c.id, name: c.name }));

/** The general and problem categories always stay (decision 33): their rows cannot be removed. */
export const isKeptCategory = (draft: CategoryDraft): boolean => draft.id === DISCUSSION_CATEGORY.general || draft.id === DISCUSSION_CATEGORY.problem;

export type CategoryListProblem = 'name_required' | 'name_too_long' | 'duplicate_name' | 'too_many';

/**
 * The whole list `POST discussion-category` receives, or what is wrong with the editor's rows:
 * every name filled in (trimmed) and no name twice, since two categories of one name cannot be told apart.
 */
export function categoryListBody(drafts: readonly CategoryDraft[]): { ok: true; body: { id: number | null; name: string }[] } | { ok: false; problem: CategoryListProblem } {
  if (drafts.length > DISCUSSION_LIMITS.categories) return { ok: false, problem: 'too_many' };
  const body = drafts.map((d) => ({ id: d.id, name: d.name.trim() }));
  if (body.some((c) => c.name === '')) return { ok: false, problem: 'name_required' };
  if (body.some((c) => c.name.length > DISCUSSION_LIMITS.categoryName)) return { ok: false, problem: 'name_too_long' };
  const names = new Set(body.map((c) => c.name.toLowerCase()));
  if (names.size !== body.length) return { ok: false, problem: 'duplicate_name' };
  return { ok: true, body };
}
