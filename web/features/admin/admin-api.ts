import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../contract/api/endpoint';
import type { ProblemAuth } from '../../../contract/api/problems';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { JudgeCaseMode } from '../../../contract/judge';
import { api } from '../../lib/api';
import { problemKeys } from '../../lib/problem-keys';

export type AdminProblemListParams = QueryOf<typeof ENDPOINTS.adminGetProblemList>;
export type TagInput = BodyOf<typeof ENDPOINTS.adminAddTag>;
export type ClassificationInput = BodyOf<typeof ENDPOINTS.adminAddTagClassification>;
export type CompileCheckerInput = BodyOf<typeof ENDPOINTS.adminCompileSpj>;

const fileForm = (field: string, file: File) => {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
};

export type ImportFormat = 'hoj' | 'fps' | 'qduoj' | 'hydro';
const IMPORT_ENDPOINTS = {
  hoj: ENDPOINTS.importProblem,
  fps: ENDPOINTS.importFpsProblem,
  qduoj: ENDPOINTS.importQdojProblem,
  hydro: ENDPOINTS.importHydroProblem,
} as const;

/** The admin area's problem, test case, tag and import/export calls (part 3 §7). */
export const adminApi = {
  problems: (params: AdminProblemListParams, signal?: AbortSignal) => api.request(ENDPOINTS.adminGetProblemList, { query: params, signal }),
  problem: (pid: number, signal?: AbortSignal) => api.request(ENDPOINTS.adminGetProblem, { query: { pid }, signal }),
  cases: (pid: number, signal?: AbortSignal) => api.request(ENDPOINTS.adminGetProblemCases, { query: { pid }, signal }),
  create: (body: BodyOf<typeof ENDPOINTS.adminAddProblem>) => api.request(ENDPOINTS.adminAddProblem, { body }),
  update: (body: BodyOf<typeof ENDPOINTS.adminUpdateProblem>) => api.request(ENDPOINTS.adminUpdateProblem, { body }),
  remove: (pid: number) => api.request(ENDPOINTS.adminDeleteProblem, { query: { pid } }),
  changeAuth: (pid: number, auth: ProblemAuth) => api.request(ENDPOINTS.adminChangeProblemAuth, { body: { pid, auth } }),
  /** Quiet: a refusal is shown in the Compile Error dialog (part 3 §8). */
  compileChecker: (mode: 'spj' | 'interactive', body: CompileCheckerInput) => api.call(mode === 'spj' ? ENDPOINTS.adminCompileSpj : ENDPOINTS.adminCompileInteractive, { body, quiet: true }),
  uploadTestcases: (file: File, mode: JudgeCaseMode) =>
    api.request(ENDPOINTS.uploadTestcaseZip, { form: fileForm(ENDPOINTS.uploadTestcaseZip.multipartField, file), query: { mode } }),
  downloadTestcases: (pid: number) => api.download(ENDPOINTS.downloadTestcase, { query: { pid } }),
  exportProblems: (pidList: number[]) => api.download(ENDPOINTS.exportProblem, { query: { pidList: pidList.join(',') } }),
  importProblems: (format: ImportFormat, file: File) => {
    const endpoint = IMPORT_ENDPOINTS[format];
    return api.request(endpoint, { form: fileForm(endpoint.multipartField, file) });
  },
  ioRecords: (currentPage: number, limit: number, signal?: AbortSignal) => api.request(ENDPOINTS.adminGetIoRecord, { query: { currentPage, limit }, signal }),
  allTags: (signal?: AbortSignal) => api.request(ENDPOINTS.getAllProblemTags, { signal }),
  addTag: (body: TagInput) => api.request(ENDPOINTS.adminAddTag, { body }),
  updateTag: (body: TagInput) => api.request(ENDPOINTS.adminUpdateTag, { body }),
  deleteTag: (tid: number) => api.request(ENDPOINTS.adminDeleteTag, { query: { tid } }),
  classifications: (signal?: AbortSignal) => api.request(ENDPOINTS.adminGetTagClassification, { signal }),
  addClassification: (body: ClassificationInput) => api.request(ENDPOINTS.adminAddTagClassification, { body }),
  updateClassification: (body: ClassificationInput) => api.request(ENDPOINTS.adminUpdateTagClassification, { body }),
  deleteClassification: (tcid: number) => api.request(ENDPOINTS.adminDeleteTagClassification, { query: { tcid } }),
  /**
   * Every language the judges offer, for the language and checker choices of the form. The entry
   * belongs to the judging area and has no response schema yet, so the result is still named here.
   */
  languages: (signal?: AbortSignal) => api.request(ENDPOINTS.languages, { query: { all: 'true' }, signal }),
};

/** The admin screens' queries; their keys come from the problems area's one factory. */
export const adminProblemOptions = {
  list: (params: AdminProblemListParams) =>
    queryOptions({ queryKey: problemKeys.admin.list(params), queryFn: ({ signal }) => adminApi.problems(params, signal), placeholderData: (previous) => previous }),
  /** Fetched fresh each time the form opens: the form must start from the stored problem. */
  detail: (pid: number | null) =>
    queryOptions({ queryKey: problemKeys.admin.detail(pid), queryFn: ({ signal }) => adminApi.problem(pid ?? 0, signal), enabled: pid !== null, staleTime: 0, gcTime: 0 }),
  cases: (pid: number | null) =>
    queryOptions({ queryKey: problemKeys.admin.cases(pid), queryFn: ({ signal }) => adminApi.cases(pid ?? 0, signal), enabled: pid !== null, staleTime: 0, gcTime: 0 }),
  ioRecords: (page: number, limit: number) =>
    queryOptions({ queryKey: problemKeys.admin.ioRecords(page), queryFn: ({ signal }) => adminApi.ioRecords(page, limit, signal), placeholderData: (previous) => previous }),
  allTags: () => queryOptions({ queryKey: problemKeys.admin.allTags(), queryFn: ({ signal }) => adminApi.allTags(signal) }),
  classifications: () => queryOptions({ queryKey: problemKeys.admin.classifications(), queryFn: ({ signal }) => adminApi.classifications(signal) }),
  judgeLanguages: () => queryOptions({ queryKey: problemKeys.admin.judgeLanguages(), queryFn: ({ signal }) => adminApi.languages(signal), staleTime: 5 * 60_000 }),
};
