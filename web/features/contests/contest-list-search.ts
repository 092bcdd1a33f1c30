import * as v from 'valibot';
import { CONTEST_LIST_PAGE_SIZE } from '../../../contract/rules/contests';
import { dropped, searchText } from '../../lib/search-values';

/** Search params of /contest (part 2 §2): status, keyword, type, currentPage. */
export const ContestListSearch = v.object({
  status: dropped(v.picklist([-1, 0, 1])),
  type: dropped(v.picklist([0, 1])),
  keyword: dropped(searchText),
  currentPage: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.transform((x) => Math.max(1, x))), 1)),
});
export type ContestListSearch = v.InferOutput<typeof ContestListSearch>;

export function compactContestSearch(search: ContestListSearch): ContestListSearch {
  const out: ContestListSearch = {};
  if (search.status !== undefined) out.status = search.status;
  if (search.type !== undefined) out.type = search.type;
  if (search.keyword) out.keyword = search.keyword;
  if (search.currentPage && search.currentPage > 1) out.currentPage = search.currentPage;
  return out;
}

/** Any filter change goes back to page 1 and is written to the URL. */
export function withContestFilter(search: ContestListSearch, change: Partial<Omit<ContestListSearch, 'currentPage'>>): ContestListSearch {
  return compactContestSearch({ ...search, ...change, currentPage: 1 });
}

export function contestListQuery(search: ContestListSearch) {
  return { status: search.status, type: search.type, keyword: search.keyword || undefined, currentPage: search.currentPage ?? 1, limit: CONTEST_LIST_PAGE_SIZE };
}
