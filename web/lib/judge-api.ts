import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/endpoints';
import { api } from './api';
import { scopeKey, scopeListFilter, scopeSubmitFields, testRunType, type SubmitScope } from './scope';

export type SubmissionListParams = QueryOf<typeof ENDPOINTS.getSubmissionList>;

/** What the code panel sends; the scope fields come from its scope. */
export type SubmitBody = Omit<BodyOf<typeof ENDPOINTS.submitProblemJudge>, 'cid' | 'tid'>;
/** A test run; its type (public, contest, group) comes from the scope. */
export type TestRunBody = Omit<BodyOf<typeof ENDPOINTS.submitProblemTestJudge>, 'type'>;

/**
 * The one query-key factory of submissions, shared by the problem page (code panel, tracker, My
 * Submission tab) and the submission screens (web/features/submissions/submissions-api.ts).
 */
export const submissionKeys = {
  all: ['submissions'] as const,
  /** every submission list (the /status lists of every viewer and query) */
  lists: () => [...submissionKeys.all, 'list'] as const,
  list: (viewer: string | null, query: SubmissionListParams) => [...submissionKeys.lists(), viewer, query] as const,
  /** the caller's submissions of one problem in a scope, every page */
  mine: (scope: SubmitScope, problemId: string) => [...submissionKeys.all, 'mine', scopeKey(scope), problemId] as const,
  minePage: (scope: SubmitScope, problemId: string, page: number) => [...submissionKeys.mine(scope, problemId), page] as const,
  statuses: (submitIds: readonly number[]) => [...submissionKeys.all, 'statuses', submitIds] as const,
  /** one submission's detail, for every viewer */
  detail: (submitId: number) => [...submissionKeys.all, 'detail', submitId] as const,
  detailFor: (submitId: number, viewer: string | null) => [...submissionKeys.detail(submitId), viewer] as const,
  cases: (submitId: number, status: number | undefined, viewer: string | null) => [...submissionKeys.all, 'cases', submitId, status, viewer] as const,
  /** what the problem page's tracker fetched of the submission it followed */
  tracked: (submitId: number) => [...submissionKeys.all, 'tracked', submitId] as const,
  testRun: (testJudgeKey: string | null) => [...submissionKeys.all, 'test-run', testJudgeKey] as const,
};

/** Judging calls that the problem page and the submission screens share; every type comes from the entries. */
export const judgeApi = {
  submissionList: (query: SubmissionListParams, signal?: AbortSignal) => api.request(ENDPOINTS.getSubmissionList, { query, signal }),
  submit: (scope: SubmitScope, body: SubmitBody) => api.request(ENDPOINTS.submitProblemJudge, { body: { ...body, ...scopeSubmitFields(scope) } }),
  /** In a contest the contest's call answers, with its seal applied. */
  statuses: (submitIds: readonly number[], signal?: AbortSignal, scope?: SubmitScope) =>
    scope?.cid
      ? api.request(ENDPOINTS.checkContestSubmissionsStatus, { body: { cid: scope.cid, submitIds: [...submitIds] }, signal })
      : api.request(ENDPOINTS.checkSubmissionsStatus, { body: { submitIds: [...submitIds] }, signal }),
  /** `quiet`: for a caller that shows nothing when the detail cannot be had (the tracker) */
  detail: (submitId: number, signal?: AbortSignal, quiet?: boolean) => api.request(ENDPOINTS.getSubmissionDetail, { query: { submitId }, signal, quiet }),
  caseResults: (submitId: number, signal?: AbortSignal) => api.request(ENDPOINTS.getAllCaseResult, { query: { submitId }, signal }),
  testRun: (scope: SubmitScope, body: TestRunBody) => api.request(ENDPOINTS.submitProblemTestJudge, { body: { ...body, type: testRunType(scope) } }),
  testRunResult: (testJudgeKey: string, signal?: AbortSignal) => api.request(ENDPOINTS.getTestJudgeResult, { query: { testJudgeKey }, signal }),
};

/** The caller's submissions of one problem in a scope, a page of them (the My Submission tab). */
export const mySubmissionsOptions = (scope: SubmitScope, problemId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: submissionKeys.minePage(scope, problemId, page),
    queryFn: ({ signal }) =>
      judgeApi.submissionList({ onlyMine: true, problemID: problemId, completeProblemID: true, ...scopeListFilter(scope), currentPage: page, limit: pageSize }, signal),
    placeholderData: (previous) => previous,
  });

/** A submission list as /status shows it; the rows carry the viewer's rights, so each viewer has their own entry. */
export const submissionListOptions = (scope: SubmitScope, query: SubmissionListParams, viewer: string | null) => {
  const scoped = { ...query, ...scopeListFilter(scope) };
  return queryOptions({
    queryKey: submissionKeys.list(viewer, scoped),
    queryFn: ({ signal }) => judgeApi.submissionList(scoped, signal),
    placeholderData: (previous) => previous,
  });
};

/** The case results of a submission once final; keyed by its status so a rejudge fetches them again. */
export const caseResultsOptions = (submitId: number, status: number | undefined, viewer: string | null) =>
  queryOptions({
    queryKey: submissionKeys.cases(submitId, status, viewer),
    queryFn: ({ signal }) => judgeApi.caseResults(submitId, signal),
  });
