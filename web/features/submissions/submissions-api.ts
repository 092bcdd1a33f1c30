import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { judgeApi, submissionKeys } from '../../lib/judge-api';
import { isJudging, SUBMISSION_POLL_MAX, SUBMISSION_POLL_MS } from '../../lib/judge-status';

/**
 * The calls only the submission screens make (sharing and the admin actions); the calls and keys the
 * problem page shares with them are in web/lib/judge-api.ts (`judgeApi`, `submissionKeys`).
 * The result types are named until the submissions entries of the contract carry `response` schemas.
 */
export const submissionsApi = {
  share: (submitId: number, share: boolean, uid: string) => api.request(ENDPOINTS.updateSubmission, { body: { submitId, share, uid } }),
  resubmit: (submitId: number) => api.request(ENDPOINTS.resubmit, { query: { submitId } }),
  rejudge: (submitId: number) => api.request(ENDPOINTS.adminRejudge, { query: { submitId } }),
  manualJudge: (submitId: number, status: number, score?: number) => api.request(ENDPOINTS.adminManualJudge, { query: { submitId, status, score } }),
  cancelJudge: (submitId: number) => api.request(ENDPOINTS.adminCancelJudge, { query: { submitId } }),
};

/**
 * One submission as its detail page shows it (the code depends on the viewer). A submission still
 * being judged is followed like the lists follow theirs: every 2 s, at most 300 times.
 */
export const submissionDetailOptions = (submitId: number, viewer: string | null) =>
  queryOptions({
    queryKey: submissionKeys.detailFor(submitId, viewer),
    queryFn: ({ signal }) => judgeApi.detail(submitId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isJudging(query.state.data.submission.status) && query.state.dataUpdateCount < SUBMISSION_POLL_MAX ? SUBMISSION_POLL_MS : false),
  });
