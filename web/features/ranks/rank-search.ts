import * as v from 'valibot';
import { RANK_PAGE_SIZE, RANK_PAGE_SIZES } from '../../../contract/rules/home';
import { dropped, searchText } from '../../lib/search-values';

/**
 * Search params of /acm-rank and /oi-rank (part 1 §2 "Rankings"): the page, its size (30 unless
 * another offered size is chosen) and the search box's text. Values that do not fit are dropped.
 */
export const RankSearch = v.object({
  currentPage: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.transform((x) => Math.max(1, x))), 1)),
  limit: v.optional(v.fallback(v.pipe(v.number(), v.picklist(RANK_PAGE_SIZES)), RANK_PAGE_SIZE)),
  searchUser: dropped(v.pipe(searchText, v.maxLength(100))),
});
export type RankSearch = v.InferOutput<typeof RankSearch>;

/** The search as the address should show it: only what differs from the defaults. */
export function compactRankSearch(search: RankSearch): RankSearch {
  const out: RankSearch = {};
  if (search.currentPage && search.currentPage > 1) out.currentPage = search.currentPage;
  if (search.limit && search.limit !== RANK_PAGE_SIZE) out.limit = search.limit;
  if (search.searchUser) out.searchUser = search.searchUser;
  return out;
}

/** A new search text or page size starts again at page 1. */
export function withRankFilter(search: RankSearch, change: Pick<RankSearch, 'searchUser'> | Pick<RankSearch, 'limit'>): RankSearch {
  return compactRankSearch({ ...search, ...change, currentPage: 1 });
}
