import * as v from 'valibot';
import { LOCAL_OJ, PROBLEM_LIST_PAGE_SIZE } from '../../../contract/api/problems';
import { PROBLEM_DIFFICULTY_MAX, REMOTE_OJS } from '../../../contract/rules/problems';
import { dropped, searchFlag, searchText } from '../../lib/search-values';

/** The source judges the filter offers: every problem, the platform's own, or one remote judge. */
export const OJ_CHOICES = ['All', LOCAL_OJ, ...REMOTE_OJS] as const;
export type OjChoice = (typeof OJ_CHOICES)[number];

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

/** tagId as the spec names it, a JSON array ("[1,2]", which the router parses), or a comma list ("1,2"). */
const tagIds = v.pipe(
  v.union([v.array(v.unknown()), v.string(), v.number()]),
  v.transform((x) => (Array.isArray(x) ? x : typeof x === 'number' ? [x] : x.split(',').filter((p) => p.trim() !== '')).map((p) => Number(p))),
  v.array(positiveInt),
  v.transform((ids) => [...new Set(ids)]),
);

/**
 * Search params of /problem (part 1 §2): difficulty, oj, keyword, tagId, currentPage, limit, and
 * onlyMine (the problems the signed-in user has submitted to).
 */
export const ProblemListSearch = v.object({
  difficulty: dropped(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PROBLEM_DIFFICULTY_MAX))),
  oj: dropped(
    v.pipe(
      v.string(),
      v.transform((x) => (x === 'Mine' ? LOCAL_OJ : x)),
      v.picklist(OJ_CHOICES),
    ),
  ),
  keyword: dropped(searchText),
  tagId: dropped(tagIds),
  onlyMine: dropped(searchFlag),
  currentPage: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.transform((x) => Math.max(1, x))), 1)),
  limit: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), PROBLEM_LIST_PAGE_SIZE)),
});
export type ProblemListSearch = v.InferOutput<typeof ProblemListSearch>;

export type ProblemFilters = Pick<ProblemListSearch, 'difficulty' | 'oj' | 'keyword' | 'tagId' | 'onlyMine'>;

/**
 * The search after a filter change: back to page 1 (part 1 §2) and without empty values, so the
 * address shows only what is set.
 */
export function withFilter(search: ProblemListSearch, change: Partial<ProblemFilters>): ProblemListSearch {
  const next: ProblemListSearch = { ...search, ...change, currentPage: 1 };
  return compactSearch(next);
}

export function compactSearch(search: ProblemListSearch): ProblemListSearch {
  const out: ProblemListSearch = {};
  if (search.difficulty !== undefined) out.difficulty = search.difficulty;
  if (search.oj && search.oj !== 'All') out.oj = search.oj;
  if (search.keyword) out.keyword = search.keyword;
  if (search.tagId && search.tagId.length > 0) out.tagId = search.tagId;
  if (search.onlyMine) out.onlyMine = true;
  if (search.currentPage && search.currentPage > 1) out.currentPage = search.currentPage;
  if (search.limit && search.limit !== PROBLEM_LIST_PAGE_SIZE) out.limit = search.limit;
  return out;
}

/** The get-problem-list query for a search: tagId goes as a JSON array, oj All as nothing. */
export function problemListQuery(search: ProblemListSearch) {
  return {
    keyword: search.keyword || undefined,
    difficulty: search.difficulty,
    oj: search.oj && search.oj !== 'All' ? search.oj : undefined,
    tagId: search.tagId && search.tagId.length > 0 ? JSON.stringify(search.tagId) : undefined,
    onlyMine: search.onlyMine || undefined,
    currentPage: search.currentPage ?? 1,
    limit: search.limit ?? PROBLEM_LIST_PAGE_SIZE,
  };
}

export function toggleTag(tagIdList: number[] | undefined, id: number): number[] {
  const current = tagIdList ?? [];
  return current.includes(id) ? current.filter((t) => t !== id) : [...current, id];
}
