import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf, ResultOf } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { api } from '../../../lib/api';
import { adminPublicBank, type ProblemSource } from '../../../lib/problem-choices';
import { trainingKeys } from '../../../lib/training-keys';

export type TrainingSaveInput = BodyOf<typeof ENDPOINTS.adminAddTraining>;
export type TrainingCategoryInput = BodyOf<typeof ENDPOINTS.adminAddTrainingCategory>;
export type AdminTrainingListParams = QueryOf<typeof ENDPOINTS.adminGetTrainingList>;
export type AdminTrainingProblemParams = QueryOf<typeof ENDPOINTS.adminGetTrainingProblemList>;
export type AdminTrainingExamParams = QueryOf<typeof ENDPOINTS.adminGetTrainingExamList>;
export type ExamChoiceParams = QueryOf<typeof ENDPOINTS.adminGetExamList>;

/** The admin training calls (part 3 §2.2 training routes, §7 "Training"). */
export const adminTrainingApi = {
  create: (body: TrainingSaveInput) => api.request(ENDPOINTS.adminAddTraining, { body }),
  update: (body: TrainingSaveInput) => api.request(ENDPOINTS.adminUpdateTraining, { body }),
  remove: (tid: number) => api.request(ENDPOINTS.adminDeleteTraining, { query: { tid } }),
  setStatus: (tid: number, status: boolean) => api.request(ENDPOINTS.adminChangeTrainingStatus, { query: { tid, status: status ? 'true' : 'false' } }),
  updateProblemRank: (id: number, rank: number) => api.request(ENDPOINTS.adminUpdateTrainingProblem, { body: { id, rank } }),
  removeProblem: (tid: number, pid: number) => api.request(ENDPOINTS.adminRemoveTrainingProblem, { query: { tid, pid } }),
  addProblemFromPublic: (tid: number, pid: number) => api.request(ENDPOINTS.adminAddTrainingProblemFromPublic, { body: { tid, pid } }),
  addExam: (tid: number, eid: number) => api.request(ENDPOINTS.adminAddTrainingExam, { body: { tid, eid } }),
  removeExam: (tid: number, eid: number) => api.request(ENDPOINTS.adminRemoveTrainingExam, { query: { tid, eid } }),
  addCategory: (body: TrainingCategoryInput) => api.request(ENDPOINTS.adminAddTrainingCategory, { body }),
  updateCategory: (body: TrainingCategoryInput) => api.request(ENDPOINTS.adminUpdateTrainingCategory, { body }),
  removeCategory: (cid: number) => api.request(ENDPOINTS.adminDeleteTrainingCategory, { query: { cid } }),
};

export const adminTrainingOptions = {
  list: (query: AdminTrainingListParams) =>
    queryOptions({ queryKey: trainingKeys.admin.list(query), queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetTrainingList, { query, signal }), placeholderData: (previous) => previous }),
  /** Fetched fresh each time the form opens: the form must start from the stored training. */
  detail: (tid: number | null, calls: TrainingManageCalls = siteTrainingCalls) =>
    queryOptions({
      queryKey: trainingKeys.admin.detail(tid ?? 0),
      queryFn: ({ signal }) => calls.get(tid ?? 0, signal),
      enabled: tid !== null,
      staleTime: 0,
      gcTime: 0,
    }),
  categories: () => queryOptions({ queryKey: trainingKeys.categories(), queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingCategory, { signal }), staleTime: 0 }),
  problems: (query: AdminTrainingProblemParams, calls: TrainingManageCalls = siteTrainingCalls) =>
    queryOptions({
      queryKey: trainingKeys.admin.problems(Number(query.tid), query),
      queryFn: ({ signal }) => calls.problems(query, signal),
      placeholderData: (previous) => previous,
    }),
  exams: (query: AdminTrainingExamParams, calls: TrainingManageCalls = siteTrainingCalls) =>
    queryOptions({
      queryKey: trainingKeys.admin.exams(Number(query.tid), query),
      queryFn: ({ signal }) => calls.exams(query, signal),
      placeholderData: (previous) => previous,
    }),
  /** The admin's choose exams, for the add-paper dialog. */
  examChoices: (query: ExamChoiceParams) =>
    queryOptions({
      queryKey: trainingKeys.admin.examChoices(query),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetExamList, { query, signal }),
      placeholderData: (previous) => previous,
    }),
};

/**
 * The calls behind the training form, problem list and paper list. The admin area uses the site's
 * (`siteTrainingCalls`); a group's homework (part 3 §2.7) passes its /api/group/* calls, so the same
 * pages serve both. Without `addExam` the paper list only lists and removes; with `fromGroup` the
 * problem list also adds one of the group's own problems, picked from them.
 */
export interface TrainingManageCalls {
  get(tid: number, signal?: AbortSignal): Promise<ResultOf<typeof ENDPOINTS.adminGetTraining>>;
  create(body: TrainingSaveInput): Promise<unknown>;
  update(body: TrainingSaveInput): Promise<unknown>;
  problems(query: AdminTrainingProblemParams, signal?: AbortSignal): Promise<ResultOf<typeof ENDPOINTS.adminGetTrainingProblemList>>;
  updateProblemRank(id: number, rank: number): Promise<unknown>;
  removeProblem(tid: number, pid: number): Promise<unknown>;
  addProblemFromPublic(tid: number, pid: number): Promise<{ pid: number }>;
  /** the public bank's problems the add picker offers */
  publicBank: ProblemSource;
  /** a group's homework: its own problems, and the call adding one by its display id */
  fromGroup?: { source: ProblemSource; add(tid: number, problemId: string): Promise<{ pid: number }> };
  exams(query: AdminTrainingExamParams, signal?: AbortSignal): Promise<ResultOf<typeof ENDPOINTS.adminGetTrainingExamList>>;
  removeExam(tid: number, eid: number): Promise<unknown>;
  addExam?(tid: number, eid: number): Promise<{ eid: number }>;
  /** the query keys to refresh after a change, besides the training area's */
  refreshKey?: readonly unknown[];
}

export const siteTrainingCalls: TrainingManageCalls = {
  get: (tid, signal) => api.request(ENDPOINTS.adminGetTraining, { query: { tid }, signal }),
  create: adminTrainingApi.create,
  update: adminTrainingApi.update,
  problems: (query, signal) => api.request(ENDPOINTS.adminGetTrainingProblemList, { query, signal }),
  updateProblemRank: adminTrainingApi.updateProblemRank,
  removeProblem: adminTrainingApi.removeProblem,
  addProblemFromPublic: adminTrainingApi.addProblemFromPublic,
  publicBank: adminPublicBank,
  exams: (query, signal) => api.request(ENDPOINTS.adminGetTrainingExamList, { query, signal }),
  removeExam: adminTrainingApi.removeExam,
  addExam: adminTrainingApi.addExam,
};
