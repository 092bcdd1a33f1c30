import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { problemKeys } from '../../lib/problem-keys';
import { problemListQuery, type ProblemListSearch } from './problem-list-search';

export { problemKeys };

export const problemsApi = {
  random: () => api.request(ENDPOINTS.getRandomProblem),
  userStatuses: (pidList: number[], signal?: AbortSignal) => api.request(ENDPOINTS.getUserProblemStatus, { body: { pidList, isContestProblemList: false }, signal }),
  codeTemplates: (pid: number, signal?: AbortSignal) => api.request(ENDPOINTS.getProblemCodeTemplate, { query: { pid }, signal }),
  /** Quiet: the page shows the refusal itself, for 4 s (part 1 §5). */
  lastAcCode: (pid: number, cid?: number) => api.request(ENDPOINTS.getLastAcCode, { query: { pid, cid }, quiet: true }),
};

/** The rows carry the caller's own status, so each user has their own cache entry. */
export const problemListOptions = (search: ProblemListSearch, username: string | null) =>
  queryOptions({
    queryKey: problemKeys.list(username, problemListQuery(search)),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getProblemList, { query: problemListQuery(search), signal }),
    placeholderData: (previous) => previous,
  });

/** The caller's status on each problem of a page, for the rows of a cached anonymous page. */
export const userProblemStatusOptions = (pids: number[]) =>
  queryOptions({
    queryKey: problemKeys.userStatuses(pids),
    queryFn: ({ signal }) => problemsApi.userStatuses(pids, signal),
  });

export const problemTagsOptions = queryOptions({
  queryKey: problemKeys.tagsAndClassifications(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.getProblemTagsAndClassification, { signal }),
  staleTime: 5 * 60_000,
});

/** Every user's cached detail of one problem (for refreshing it after a verdict). */
export const problemDetailKey = problemKeys.detail;

/**
 * The detail carries the caller's own status, so each user has their own cache entry. With `gid`,
 * a group's problem asked of its group, which checks the caller is a member (decision 31).
 */
export const problemDetailOptions = (problemId: string, username: string | null, gid?: number) =>
  queryOptions({
    queryKey: [...problemKeys.detail(problemId), username, gid ?? null],
    queryFn: ({ signal }) => api.request(ENDPOINTS.getProblemDetail, { query: { problemId, gid }, signal }),
    staleTime: 0,
    // Signing in or out on the page keeps the page (and the editor) while the detail reloads.
    placeholderData: (previous) => (previous?.problem.problemId === problemId ? previous : undefined),
  });

/** The key of a problem's detail in a scope: a contest's problem is known by its display id there. */
export const scopedDetailKey = (problemId: string, cid?: number) => (cid ? problemKeys.detail(`contest-${cid}-${problemId}`) : problemKeys.detail(problemId));

/** A contest's problem by display id, with the contest's display values (`contestProblem`). */
export const contestProblemDetailOptions = (cid: number, displayId: string, username: string | null, containsEnd = false) =>
  queryOptions({
    queryKey: [...scopedDetailKey(displayId, cid), username, containsEnd],
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestProblemDetails, { query: { cid, displayId, containsEnd: containsEnd || undefined }, signal }),
    staleTime: 0,
    placeholderData: (previous) => (previous?.contestProblem.displayId === displayId ? previous : undefined),
  });

/**
 * A training's problem by its problem id, with the training's id and title; kept under the problem's
 * own detail key, so the code panel's refresh after a verdict reaches it too.
 */
export const trainingProblemDetailOptions = (tid: number, problemId: string, username: string | null) =>
  queryOptions({
    queryKey: [...problemKeys.detail(problemId), username, 'training', tid],
    queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingProblemDetails, { query: { tid, problemId }, signal }),
    staleTime: 0,
    placeholderData: (previous) => (previous?.problem.problemId === problemId ? previous : undefined),
  });

export const problemLanguagesOptions = (pid: number) =>
  queryOptions({
    queryKey: problemKeys.languages(pid),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getProblemLanguages, { query: { pid }, signal }),
    staleTime: 5 * 60_000,
  });
