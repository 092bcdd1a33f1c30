import * as v from 'valibot';
import { EXAM_LIST_PAGE_SIZE } from '../../../contract/rules/exams';
import { dropped, searchText } from '../../lib/search-values';

const page = v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.transform((x) => Math.max(1, x))), 1));
const id = dropped(v.pipe(v.number(), v.integer(), v.minValue(1)));

/** Search params of /repo: keyword, currentPage. */
export const RepoListSearch = v.object({ keyword: dropped(searchText), currentPage: page });
export type RepoListSearch = v.InferOutput<typeof RepoListSearch>;

/** /repo/{repoID}, /repo/training/{repoID} and the paper pages: the answer sheet shown or answered. */
export const HistorySearch = v.object({ historyId: id });
export type HistorySearch = v.InferOutput<typeof HistorySearch>;

/** /repohistory: the bank and the sheet. */
export const RepoHistorySearch = v.object({ repoId: id, historyId: id });
export type RepoHistorySearch = v.InferOutput<typeof RepoHistorySearch>;

/** Search params of /chooseExam (the contest list's status and keyword filters; needRefresh reloads once). */
export const ExamListSearch = v.object({
  status: dropped(v.picklist([-1, 0, 1])),
  keyword: dropped(searchText),
  currentPage: page,
  needRefresh: dropped(v.unknown()),
});
export type ExamListSearch = v.InferOutput<typeof ExamListSearch>;

/** Drops empty values and page 1, so the address stays short. */
export function compactSearch<T extends { currentPage?: number; keyword?: string; needRefresh?: unknown }>(search: T): T {
  const out = { ...search };
  if (!out.keyword) delete out.keyword;
  if (!out.currentPage || out.currentPage <= 1) delete out.currentPage;
  for (const key of Object.keys(out) as (keyof T)[]) if (out[key] === undefined) delete out[key];
  return out;
}

/** Any filter change goes back to page 1 (part 2 §2, as the contest list). */
export function withFilter<T extends { currentPage?: number }>(search: T, change: Partial<Omit<T, 'currentPage'>>): T {
  return compactSearch({ ...search, ...change, currentPage: 1 });
}

export function examListQuery(search: ExamListSearch) {
  return { status: search.status, keyword: search.keyword || undefined, currentPage: search.currentPage ?? 1, limit: EXAM_LIST_PAGE_SIZE };
}
