import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { api } from '../../../lib/api';
import { trainingKeys } from '../../../lib/training-keys';

export type TrainingSaveInput = BodyOf<typeof ENDPOINTS.adminAddTraining>;
export type TrainingCategoryInput = BodyOf<typeof ENDPOINTS.adminAddTrainingCategory>;
export type AdminTrainingListParams = QueryOf<typeof ENDPOINTS.adminGetTrainingList>;
export type AdminTrainingProblemParams = QueryOf<typeof ENDPOINTS.adminGetTrainingProblemList>;
export type AdminTrainingExamParams = QueryOf<typeof ENDPOINTS.adminGetTrainingExamList>;
export type PublicProblemParams = QueryOf<typeof ENDPOINTS.adminGetProblemList>;
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
  detail: (tid: number | null) =>
    queryOptions({
      queryKey: trainingKeys.admin.detail(tid ?? 0),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetTraining, { query: { tid: tid ?? 0 }, signal }),
      enabled: tid !== null,
      staleTime: 0,
      gcTime: 0,
    }),
  categories: () => queryOptions({ queryKey: trainingKeys.categories(), queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingCategory, { signal }), staleTime: 0 }),
  problems: (query: AdminTrainingProblemParams) =>
    queryOptions({
      queryKey: trainingKeys.admin.problems(Number(query.tid), query),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetTrainingProblemList, { query, signal }),
      placeholderData: (previous) => previous,
    }),
  exams: (query: AdminTrainingExamParams) =>
    queryOptions({
      queryKey: trainingKeys.admin.exams(Number(query.tid), query),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetTrainingExamList, { query, signal }),
      placeholderData: (previous) => previous,
    }),
  /** The public bank, for the add-problem dialog. */
  problemChoices: (query: PublicProblemParams) =>
    queryOptions({
      queryKey: trainingKeys.admin.problemChoices(query),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetProblemList, { query, signal }),
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
