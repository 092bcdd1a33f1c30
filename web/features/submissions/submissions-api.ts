import type { SubmissionDetail, SubmissionView } from '../../../contract/api/judging';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';

export const submissionsApi = {
  detail: (submitId: number, signal?: AbortSignal) => api.request<SubmissionDetail>(ENDPOINTS.getSubmissionDetail, { query: { submitId }, signal }),
  share: (submitId: number, share: boolean, uid: string) => api.request<SubmissionView>(ENDPOINTS.updateSubmission, { body: { submitId, share, uid } }),
  resubmit: (submitId: number) => api.request<SubmissionView>(ENDPOINTS.resubmit, { query: { submitId } }),
  rejudge: (submitId: number) => api.request<SubmissionView>(ENDPOINTS.adminRejudge, { query: { submitId } }),
  manualJudge: (submitId: number, status: number, score?: number) => api.request<SubmissionView>(ENDPOINTS.adminManualJudge, { query: { submitId, status, score } }),
  cancelJudge: (submitId: number) => api.request<SubmissionView>(ENDPOINTS.adminCancelJudge, { query: { submitId } }),
};
