import { queryOptions } from '@tanstack/react-query';
import type { ClassifiedTags, CodeTemplateView, LastAcCode, ProblemDetail, ProblemListRow, UserProblemStatus } from '../../../contract/api/problems';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { Page } from '../../../contract/envelope';
import type { LanguageInfo } from '../../../contract/judge';
import { api } from '../../lib/api';
import { problemListQuery, type ProblemListSearch } from './problem-list-search';

export const problemsApi = {
  random: () => api.request<{ problemId: string }>(ENDPOINTS.getRandomProblem),
  userStatuses: (pidList: number[], signal?: AbortSignal) =>
    api.request<Record<string, UserProblemStatus>>(ENDPOINTS.getUserProblemStatus, { body: { pidList, isContestProblemList: false }, signal }),
  codeTemplates: (pid: number, signal?: AbortSignal) => api.request<CodeTemplateView[]>(ENDPOINTS.getProblemCodeTemplate, { query: { pid }, signal }),
  /** Quiet: the page shows the refusal itself, for 4 s (part 1 §5). */
  lastAcCode: (pid: number) => api.request<LastAcCode>(ENDPOINTS.getLastAcCode, { query: { pid }, quiet: true }),
};

/** The rows carry the caller's own status, so each user has their own cache entry. */
export const problemListOptions = (search: ProblemListSearch, username: string | null) =>
  queryOptions({
    queryKey: ['problem-list', username, problemListQuery(search)],
    queryFn: ({ signal }) => api.request<Page<ProblemListRow>>(ENDPOINTS.getProblemList, { query: problemListQuery(search), signal }),
    placeholderData: (previous) => previous,
  });

export const problemTagsOptions = queryOptions({
  queryKey: ['problem-tags-and-classification'],
  queryFn: ({ signal }) => api.request<ClassifiedTags[]>(ENDPOINTS.getProblemTagsAndClassification, { signal }),
  staleTime: 5 * 60_000,
});

export const problemDetailKey = (problemId: string) => ['problem-detail', problemId] as const;

/** The detail carries the caller's own status, so each user has their own cache entry. */
export const problemDetailOptions = (problemId: string, username: string | null) =>
  queryOptions({
    queryKey: [...problemDetailKey(problemId), username],
    queryFn: ({ signal }) => api.request<ProblemDetail>(ENDPOINTS.getProblemDetail, { query: { problemId }, signal }),
    staleTime: 0,
    // Signing in or out on the page keeps the page (and the editor) while the detail reloads.
    placeholderData: (previous) => (previous?.problem.problemId === problemId ? previous : undefined),
  });

export const problemLanguagesOptions = (pid: number) =>
  queryOptions({
    queryKey: ['problem-languages', pid],
    queryFn: ({ signal }) => api.request<LanguageInfo[]>(ENDPOINTS.getProblemLanguages, { query: { pid }, signal }),
    staleTime: 5 * 60_000,
  });
