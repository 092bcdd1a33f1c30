import type { AdminProblemDetail, AdminProblemRow, ClassifiedTags, CompileCheckerResult, ImportResult, IoRecord, ProblemCasesView, ProblemSaveBody, TagClassificationView, TagView, TestcaseUploadResult } from '../../../contract/api/problems';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { Page } from '../../../contract/envelope';
import type { JudgeCaseMode } from '../../../contract/judge';
import type { LanguageInfo } from '../../../contract/judge';
import { api } from '../../lib/api';

export interface AdminProblemListParams {
  keyword?: string;
  auth?: number;
  currentPage: number;
  limit: number;
}

export interface TagInput {
  id?: number | null;
  name: string;
  color?: string | null;
  oj?: string;
  tcid?: number | null;
}

export interface ClassificationInput {
  id?: number | null;
  name: string;
  oj?: string;
  rank: number;
}

const fileForm = (field: string | undefined, file: File) => {
  const form = new FormData();
  form.append(field ?? 'file', file, file.name);
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
  problems: (params: AdminProblemListParams, signal?: AbortSignal) => api.request<Page<AdminProblemRow>>(ENDPOINTS.adminGetProblemList, { query: { ...params }, signal }),
  problem: (pid: number, signal?: AbortSignal) => api.request<AdminProblemDetail>(ENDPOINTS.adminGetProblem, { query: { pid }, signal }),
  cases: (pid: number, signal?: AbortSignal) => api.request<ProblemCasesView>(ENDPOINTS.adminGetProblemCases, { query: { pid }, signal }),
  create: (body: ProblemSaveBody) => api.request<AdminProblemDetail>(ENDPOINTS.adminAddProblem, { body }),
  update: (body: ProblemSaveBody) => api.request<AdminProblemDetail>(ENDPOINTS.adminUpdateProblem, { body }),
  remove: (pid: number) => api.request<null>(ENDPOINTS.adminDeleteProblem, { query: { pid } }),
  changeAuth: (pid: number, auth: number) => api.request<null>(ENDPOINTS.adminChangeProblemAuth, { body: { pid, auth } }),
  /** Quiet: a refusal is shown in the Compile Error dialog (part 3 §8). */
  compileChecker: (mode: 'spj' | 'interactive', body: { pid: number | null; code: string; language: string; extraFiles: Record<string, string> | null }) =>
    api.call<CompileCheckerResult>(mode === 'spj' ? ENDPOINTS.adminCompileSpj : ENDPOINTS.adminCompileInteractive, { body, quiet: true }),
  uploadTestcases: (file: File, mode: JudgeCaseMode) =>
    api.request<TestcaseUploadResult>(ENDPOINTS.uploadTestcaseZip, { form: fileForm(ENDPOINTS.uploadTestcaseZip.multipartField, file), query: { mode } }),
  downloadTestcases: (pid: number) => api.download(ENDPOINTS.downloadTestcase, { query: { pid } }),
  exportProblems: (pidList: number[]) => api.download(ENDPOINTS.exportProblem, { query: { pidList: pidList.join(',') } }),
  importProblems: (format: ImportFormat, file: File) => {
    const endpoint = IMPORT_ENDPOINTS[format];
    return api.request<ImportResult>(endpoint, { form: fileForm(endpoint.multipartField, file) });
  },
  ioRecords: (currentPage: number, limit: number, signal?: AbortSignal) => api.request<Page<IoRecord>>(ENDPOINTS.adminGetIoRecord, { query: { currentPage, limit }, signal }),
  allTags: (signal?: AbortSignal) => api.request<TagView[]>(ENDPOINTS.getAllProblemTags, { signal }),
  classifiedTags: (signal?: AbortSignal) => api.request<ClassifiedTags[]>(ENDPOINTS.getProblemTagsAndClassification, { signal }),
  addTag: (body: TagInput) => api.request<TagView>(ENDPOINTS.adminAddTag, { body }),
  updateTag: (body: TagInput) => api.request<TagView>(ENDPOINTS.adminUpdateTag, { body }),
  deleteTag: (tid: number) => api.request<null>(ENDPOINTS.adminDeleteTag, { query: { tid } }),
  classifications: (signal?: AbortSignal) => api.request<TagClassificationView[]>(ENDPOINTS.adminGetTagClassification, { signal }),
  addClassification: (body: ClassificationInput) => api.request<TagClassificationView>(ENDPOINTS.adminAddTagClassification, { body }),
  updateClassification: (body: ClassificationInput) => api.request<TagClassificationView>(ENDPOINTS.adminUpdateTagClassification, { body }),
  deleteClassification: (tcid: number) => api.request<null>(ENDPOINTS.adminDeleteTagClassification, { query: { tcid } }),
  /** Every language the judges offer, for the language and checker choices of the form. */
  languages: (signal?: AbortSignal) => api.request<LanguageInfo[]>(ENDPOINTS.languages, { query: { all: 'true' }, signal }),
};
