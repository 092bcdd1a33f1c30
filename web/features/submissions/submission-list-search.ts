import * as v from 'valibot';
import { SUBMISSION_LIST_PAGE_SIZE } from '../../../contract/api/submissions';
import { JUDGE_STATUS } from '../../../contract/judge-status';
import { dropped, searchFlag, searchText } from '../../lib/search-values';

const STATUS_CODES: number[] = Object.values(JUDGE_STATUS);

/** Search params of /status (part 1 §2): onlyMine, status, username, problemID, currentPage, limit, completeProblemID. */
export const SubmissionListSearch = v.object({
  onlyMine: dropped(searchFlag),
  status: dropped(v.pipe(v.number(), v.integer(), v.check((x) => STATUS_CODES.includes(x)))),
  username: dropped(searchText),
  problemID: dropped(searchText),
  completeProblemID: dropped(searchFlag),
  currentPage: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.transform((x) => Math.max(1, x))), 1)),
  limit: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), SUBMISSION_LIST_PAGE_SIZE)),
});
export type SubmissionListSearch = v.InferOutput<typeof SubmissionListSearch>;
export type SubmissionFilters = Pick<SubmissionListSearch, 'onlyMine' | 'status' | 'username' | 'problemID' | 'completeProblemID'>;

export function compactSubmissionSearch(search: SubmissionListSearch): SubmissionListSearch {
  const out: SubmissionListSearch = {};
  if (search.onlyMine) out.onlyMine = true;
  if (search.status !== undefined) out.status = search.status;
  if (search.username) out.username = search.username;
  if (search.problemID) out.problemID = search.problemID;
  if (search.problemID && search.completeProblemID) out.completeProblemID = true;
  if (search.currentPage && search.currentPage > 1) out.currentPage = search.currentPage;
  if (search.limit && search.limit !== SUBMISSION_LIST_PAGE_SIZE) out.limit = search.limit;
  return out;
}

/** Any filter change goes back to page 1 (part 1 §2). */
export function withSubmissionFilter(search: SubmissionListSearch, change: Partial<SubmissionFilters>): SubmissionListSearch {
  return compactSubmissionSearch({ ...search, ...change, currentPage: 1 });
}

export function submissionListQuery(search: SubmissionListSearch) {
  return {
    onlyMine: search.onlyMine || undefined,
    status: search.status,
    username: search.username || undefined,
    problemID: search.problemID || undefined,
    completeProblemID: search.problemID && search.completeProblemID ? true : undefined,
    currentPage: search.currentPage ?? 1,
    limit: search.limit ?? SUBMISSION_LIST_PAGE_SIZE,
  };
}
