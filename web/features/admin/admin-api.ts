import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf, ResultOf } from '../../../contract/api/endpoint';
import type { ProblemAuth } from '../../../contract/api/problems';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { JudgeCaseMode } from '../../../contract/judge';
import { api } from '../../lib/api';
import { contestKeys } from '../../lib/contest-keys';
import { adminPublicBank, type ProblemSource } from '../../lib/problem-choices';
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
  /**
   * Quiet: a refusal is shown in the Compile Error dialog (part 3 §8). A group problem's checker is
   * compiled by the group's call, which checks the caller is an admin of that group.
   */
  compileChecker: (mode: 'spj' | 'interactive', body: CompileCheckerInput) => {
    if (body.gid) return api.call(mode === 'spj' ? ENDPOINTS.groupCompileSpj : ENDPOINTS.groupCompileInteractive, { body, quiet: true });
    return api.call(mode === 'spj' ? ENDPOINTS.adminCompileSpj : ENDPOINTS.adminCompileInteractive, { body, quiet: true });
  },
  /** With `gid` the set belongs to a group problem: the server checks the caller is an admin of that group. */
  uploadTestcases: (file: File, mode: JudgeCaseMode, gid?: number) =>
    api.request(ENDPOINTS.uploadTestcaseZip, { form: fileForm(ENDPOINTS.uploadTestcaseZip.multipartField, file), query: { mode, gid } }),
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
  groupProblem: (pid: number, signal?: AbortSignal) => api.request(ENDPOINTS.getGroupProblem, { query: { pid }, signal }),
  groupCases: (pid: number, signal?: AbortSignal) => api.request(ENDPOINTS.getGroupProblemCases, { query: { pid }, signal }),
  addGroupProblem: (body: BodyOf<typeof ENDPOINTS.addGroupProblem>) => api.request(ENDPOINTS.addGroupProblem, { body }),
  updateGroupProblem: (body: BodyOf<typeof ENDPOINTS.updateGroupProblem>) => api.request(ENDPOINTS.updateGroupProblem, { body }),
  addContestProblem: (body: ContestProblemBody) => api.request(ENDPOINTS.adminAddContestProblem, { body }),
  updateContestProblemFull: (body: ContestProblemBody) => api.request(ENDPOINTS.adminUpdateContestProblemFull, { body }),
  addGroupContestProblem: (body: ContestProblemBody) => api.request(ENDPOINTS.addGroupContestProblem, { body }),
  updateGroupContestProblemFull: (body: ContestProblemBody) => api.request(ENDPOINTS.updateGroupContestProblemFull, { body }),
};

export type ContestProblemBody = BodyOf<typeof ENDPOINTS.adminAddContestProblem>;
export type ContestSaveInput = BodyOf<typeof ENDPOINTS.adminAddContest>;
export type AdminContestListParams = QueryOf<typeof ENDPOINTS.adminGetContestList>;
export type AdminContestProblemParams = QueryOf<typeof ENDPOINTS.adminGetContestProblemList>;

/** The admin contest calls (part 3 §2.2 contest routes). */
export const adminContestApi = {
  list: (query: AdminContestListParams, signal?: AbortSignal) => api.request(ENDPOINTS.adminGetContestList, { query, signal }),
  get: (cid: number, signal?: AbortSignal) => api.request(ENDPOINTS.adminGetContest, { query: { cid }, signal }),
  create: (body: ContestSaveInput) => api.request(ENDPOINTS.adminAddContest, { body }),
  update: (body: ContestSaveInput) => api.request(ENDPOINTS.adminUpdateContest, { body }),
  remove: (cid: number) => api.request(ENDPOINTS.adminDeleteContest, { query: { cid } }),
  setVisible: (cid: number, visible: boolean) => api.request(ENDPOINTS.adminChangeContestVisible, { query: { cid, visible: visible ? 'true' : 'false' } }),
  uploadImage: (file: File) => api.request(ENDPOINTS.uploadContestImage, { form: fileForm(ENDPOINTS.uploadContestImage.multipartField, file) }),
  downloadAc: (cid: number, splitType: 'user' | 'problem', excludeAdmin: boolean) =>
    api.download(ENDPOINTS.downloadContestAcSubmission, { query: { cid, splitType, excludeAdmin: excludeAdmin ? 'true' : 'false' } }),
  problems: (query: AdminContestProblemParams, signal?: AbortSignal) => api.request(ENDPOINTS.adminGetContestProblemList, { query, signal }),
  addFromPublic: (cid: number, pid: number, displayId: string) => api.request(ENDPOINTS.adminAddContestProblemFromPublic, { body: { cid, pid, displayId } }),
  updateDisplay: (body: BodyOf<typeof ENDPOINTS.adminUpdateContestProblem>) => api.request(ENDPOINTS.adminUpdateContestProblem, { body }),
  removeProblem: (cid: number, pid: number) => api.request(ENDPOINTS.adminRemoveContestProblem, { query: { cid, pid } }),
  announcements: (cid: number, currentPage: number, signal?: AbortSignal) => api.request(ENDPOINTS.adminGetContestAnnouncements, { query: { cid, currentPage }, signal }),
  addAnnouncement: (body: BodyOf<typeof ENDPOINTS.adminAddContestAnnouncement>) => api.request(ENDPOINTS.adminAddContestAnnouncement, { body }),
  updateAnnouncement: (body: BodyOf<typeof ENDPOINTS.adminUpdateContestAnnouncement>) => api.request(ENDPOINTS.adminUpdateContestAnnouncement, { body }),
  deleteAnnouncement: (id: number, cid: number) => api.request(ENDPOINTS.adminDeleteContestAnnouncement, { query: { id, cid } }),
};

/** A contest problem's display values; `gid` reads a group contest's through the group's call. */
export const adminContestProblemOptions = (cid: number, pid: number, gid?: number) =>
  queryOptions({
    queryKey: contestKeys.admin.problem(cid, pid),
    queryFn: ({ signal }) => api.request(gid === undefined ? ENDPOINTS.adminGetContestProblem : ENDPOINTS.getGroupContestProblem, { query: { cid, pid }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * The calls behind the contest form, problem list and announcement list. The admin area uses the
 * site's (`siteContestCalls`); a group's contests (part 3 §2.8) pass their /api/group/* calls, so the
 * same pages serve both. With `fromGroup` the problem list also adds one of the group's problems.
 */
export interface ContestManageCalls {
  get(cid: number, signal?: AbortSignal): Promise<ResultOf<typeof ENDPOINTS.adminGetContest>>;
  create(body: ContestSaveInput): Promise<unknown>;
  update(body: ContestSaveInput): Promise<unknown>;
  problems(query: AdminContestProblemParams, signal?: AbortSignal): Promise<ResultOf<typeof ENDPOINTS.adminGetContestProblemList>>;
  addFromPublic(cid: number, pid: number, displayId: string): Promise<{ pid: number }>;
  /** the public bank's problems the add picker offers */
  publicBank: ProblemSource;
  /** a group's contest: its own problems, and the call adding one by its display id */
  fromGroup?: { source: ProblemSource; add(cid: number, problemId: string, displayId: string): Promise<{ pid: number }> };
  updateDisplay(body: BodyOf<typeof ENDPOINTS.adminUpdateContestProblem>): Promise<unknown>;
  removeProblem(cid: number, pid: number): Promise<unknown>;
  announcements(cid: number, currentPage: number, signal?: AbortSignal): Promise<ResultOf<typeof ENDPOINTS.adminGetContestAnnouncements>>;
  addAnnouncement(body: BodyOf<typeof ENDPOINTS.adminAddContestAnnouncement>): Promise<unknown>;
  updateAnnouncement(body: BodyOf<typeof ENDPOINTS.adminUpdateContestAnnouncement>): Promise<unknown>;
  deleteAnnouncement(id: number, cid: number): Promise<unknown>;
  /** the query keys to refresh after a change, besides the contest area's */
  refreshKey?: readonly unknown[];
}

export const siteContestCalls: ContestManageCalls = {
  get: adminContestApi.get,
  create: adminContestApi.create,
  update: adminContestApi.update,
  problems: adminContestApi.problems,
  addFromPublic: adminContestApi.addFromPublic,
  publicBank: adminPublicBank,
  updateDisplay: adminContestApi.updateDisplay,
  removeProblem: adminContestApi.removeProblem,
  announcements: adminContestApi.announcements,
  addAnnouncement: adminContestApi.addAnnouncement,
  updateAnnouncement: adminContestApi.updateAnnouncement,
  deleteAnnouncement: adminContestApi.deleteAnnouncement,
};

export const adminContestOptions = {
  list: (query: AdminContestListParams) =>
    queryOptions({ queryKey: contestKeys.admin.list(query), queryFn: ({ signal }) => adminContestApi.list(query, signal), placeholderData: (previous) => previous }),
  detail: (cid: number | null, calls: ContestManageCalls = siteContestCalls) =>
    queryOptions({ queryKey: contestKeys.admin.detail(cid ?? 0), queryFn: ({ signal }) => calls.get(cid ?? 0, signal), enabled: cid !== null, staleTime: 0, gcTime: 0 }),
  problems: (query: AdminContestProblemParams, calls: ContestManageCalls = siteContestCalls) =>
    queryOptions({ queryKey: contestKeys.admin.problems(Number(query.cid), query), queryFn: ({ signal }) => calls.problems(query, signal), placeholderData: (previous) => previous }),
  announcements: (cid: number, page: number, calls: ContestManageCalls = siteContestCalls) =>
    queryOptions({ queryKey: contestKeys.admin.announcements(cid, page), queryFn: ({ signal }) => calls.announcements(cid, page, signal), placeholderData: (previous) => previous }),
};

/** The admin screens' queries; their keys come from the problems area's one factory. */
export const adminProblemOptions = {
  list: (params: AdminProblemListParams) =>
    queryOptions({ queryKey: problemKeys.admin.list(params), queryFn: ({ signal }) => adminApi.problems(params, signal), placeholderData: (previous) => previous }),
  /** Fetched fresh each time the form opens: the form must start from the stored problem. */
  /** With `gid`, a group problem read through the group's calls, which let its group admins in (part 3 §6). */
  detail: (pid: number | null, gid?: number) =>
    queryOptions({
      queryKey: problemKeys.admin.detail(pid, gid),
      queryFn: ({ signal }) => (gid ? adminApi.groupProblem(pid ?? 0, signal) : adminApi.problem(pid ?? 0, signal)),
      enabled: pid !== null,
      staleTime: 0,
      gcTime: 0,
    }),
  cases: (pid: number | null, gid?: number) =>
    queryOptions({
      queryKey: problemKeys.admin.cases(pid, gid),
      queryFn: ({ signal }) => (gid ? adminApi.groupCases(pid ?? 0, signal) : adminApi.cases(pid ?? 0, signal)),
      enabled: pid !== null,
      staleTime: 0,
      gcTime: 0,
    }),
  ioRecords: (page: number, limit: number) =>
    queryOptions({ queryKey: problemKeys.admin.ioRecords(page), queryFn: ({ signal }) => adminApi.ioRecords(page, limit, signal), placeholderData: (previous) => previous }),
  allTags: () => queryOptions({ queryKey: problemKeys.admin.allTags(), queryFn: ({ signal }) => adminApi.allTags(signal) }),
  classifications: () => queryOptions({ queryKey: problemKeys.admin.classifications(), queryFn: ({ signal }) => adminApi.classifications(signal) }),
  judgeLanguages: () => queryOptions({ queryKey: problemKeys.admin.judgeLanguages(), queryFn: ({ signal }) => adminApi.languages(signal), staleTime: 5 * 60_000 }),
};
