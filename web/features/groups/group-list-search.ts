import * as v from 'valibot';
import { GROUP_AUTHS, GROUP_LIST_PAGE_SIZE, GROUP_LIST_PAGE_SIZES } from '../../../contract/rules/groups';
import { dropped, searchFlag, searchText } from '../../lib/search-values';

/** Search params of /group (part 3 §2.3): auth, keyword, onlyMine, currentPage, limit. */
export const GroupListSearch = v.object({
  keyword: dropped(searchText),
  auth: dropped(v.picklist(GROUP_AUTHS)),
  onlyMine: dropped(searchFlag),
  currentPage: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.transform((x) => Math.max(1, x))), 1)),
  limit: dropped(v.picklist(GROUP_LIST_PAGE_SIZES)),
});
export type GroupListSearch = v.InferOutput<typeof GroupListSearch>;

/** Only the filters that are set, the page past the first and a size other than 15 go into the address. */
export function compactGroupSearch(search: GroupListSearch): GroupListSearch {
  const out: GroupListSearch = {};
  if (search.keyword) out.keyword = search.keyword;
  if (search.auth !== undefined) out.auth = search.auth;
  if (search.onlyMine) out.onlyMine = true;
  if (search.currentPage && search.currentPage > 1) out.currentPage = search.currentPage;
  if (search.limit !== undefined && search.limit !== GROUP_LIST_PAGE_SIZE) out.limit = search.limit;
  return out;
}

/** Any filter change goes back to page 1. */
export function withGroupFilter(search: GroupListSearch, change: Partial<Omit<GroupListSearch, 'currentPage'>>): GroupListSearch {
  return compactGroupSearch({ ...search, ...change, currentPage: 1 });
}

/** The get-group-list query of a search; onlyMine only for a signed-in viewer. */
export function groupListQuery(search: GroupListSearch, signedIn: boolean) {
  return {
    keyword: search.keyword || undefined,
    auth: search.auth,
    onlyMine: signedIn && search.onlyMine ? true : undefined,
    currentPage: search.currentPage ?? 1,
    limit: search.limit ?? GROUP_LIST_PAGE_SIZE,
  };
}
