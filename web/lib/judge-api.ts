import type { SubmissionStatus, SubmissionView, TestJudgeResult } from '../../contract/api/judging';
import type { AllCaseResult, SubmissionListQuery } from '../../contract/api/submissions';
import { ENDPOINTS } from '../../contract/endpoints';
import type { Page } from '../../contract/envelope';
import type { LanguageInfo } from '../../contract/judge';
import { api } from './api';

export type SubmissionListParams = Partial<Record<keyof SubmissionListQuery, string | number | boolean | undefined>>;

export interface SubmitBody {
  pid: number;
  language: string;
  code: string;
  cid?: number;
  gid?: number | null;
  isRemote?: boolean;
  /** only once the server has asked for a captcha */
  captcha?: string;
  captchaKey?: string;
}

export interface TestRunBody {
  pid: number;
  language: string;
  code: string;
  userInput: string;
  expectedOutput?: string | null;
  type: 'public' | 'contest' | 'group';
  isRemoteJudge?: boolean;
}

/** Judging calls that the problem page and the submission screens share. */
export const judgeApi = {
  submissionList: (query: SubmissionListParams, signal?: AbortSignal) => api.request<Page<SubmissionView>>(ENDPOINTS.getSubmissionList, { query, signal }),
  submit: (body: SubmitBody) => api.request<SubmissionView>(ENDPOINTS.submitProblemJudge, { body }),
  statuses: (submitIds: number[], signal?: AbortSignal) =>
    api.request<Record<string, SubmissionStatus>>(ENDPOINTS.checkSubmissionsStatus, { body: { submitIds }, signal }),
  caseResults: (submitId: number, signal?: AbortSignal) => api.request<AllCaseResult>(ENDPOINTS.getAllCaseResult, { query: { submitId }, signal }),
  testRun: (body: TestRunBody) => api.request<string>(ENDPOINTS.submitProblemTestJudge, { body }),
  testRunResult: (testJudgeKey: string, signal?: AbortSignal) => api.request<TestJudgeResult>(ENDPOINTS.getTestJudgeResult, { query: { testJudgeKey }, signal }),
  /** Every language the judges offer now. */
  languages: (signal?: AbortSignal) => api.request<LanguageInfo[]>(ENDPOINTS.languages, { query: { all: 'true' }, signal }),
};
