import * as v from 'valibot';
import { TRAINING_AUTHS, TRAINING_LIST_PAGE_SIZE } from '../../../contract/rules/trainings';
import { dropped, searchText } from '../../lib/search-values';

/** Search params of /training (part 2 §2): keyword, categoryId, auth, currentPage. */
export const TrainingListSearch = v.object({
  keyword: dropped(searchText),
  categoryId: dropped(v.pipe(v.number(), v.integer(), v.minValue(1))),
  auth: dropped(v.picklist(TRAINING_AUTHS)),
  currentPage: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.transform((x) => Math.max(1, x))), 1)),
});
export type TrainingListSearch = v.InferOutput<typeof TrainingListSearch>;

/** Only the filters that are set, and the page past the first, go into the address. */
export function compactTrainingSearch(search: TrainingListSearch): TrainingListSearch {
  const out: TrainingListSearch = {};
  if (search.keyword) out.keyword = search.keyword;
  if (search.categoryId !== undefined) out.categoryId = search.categoryId;
  if (search.auth !== undefined) out.auth = search.auth;
  if (search.currentPage && search.currentPage > 1) out.currentPage = search.currentPage;
  return out;
}

/** Any filter change goes back to page 1. */
export function withTrainingFilter(search: TrainingListSearch, change: Partial<Omit<TrainingListSearch, 'currentPage'>>): TrainingListSearch {
  return compactTrainingSearch({ ...search, ...change, currentPage: 1 });
}

/** The get-training-list query of a search: 15 a page. */
export function trainingListQuery(search: TrainingListSearch) {
  return { keyword: search.keyword || undefined, categoryId: search.categoryId, auth: search.auth, currentPage: search.currentPage ?? 1, limit: TRAINING_LIST_PAGE_SIZE };
}
