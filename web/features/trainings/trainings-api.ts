import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { trainingKeys } from '../../lib/training-keys';

export { trainingKeys };

export type TrainingListParams = QueryOf<typeof ENDPOINTS.getTrainingList>;
export type TrainingRankParams = QueryOf<typeof ENDPOINTS.getTrainingRank>;

/** The training area's participant calls (part 2 §7 "Trainings"). */
export const trainingsApi = {
  register: (tid: number, password: string) => api.request(ENDPOINTS.registerTraining, { body: { tid, password } }),
};

export const trainingCategoriesOptions = queryOptions({
  queryKey: trainingKeys.categories(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingCategory, { signal }),
  staleTime: 60_000,
});

/** The rows carry the caller's solved count, so each viewer has their own cache entry. */
export const trainingListOptions = (query: TrainingListParams, viewer: string | null) =>
  queryOptions({
    queryKey: trainingKeys.list(viewer, query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const trainingDetailOptions = (tid: number, viewer: string | null) =>
  queryOptions({
    queryKey: trainingKeys.detail(tid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingDetail, { query: { tid }, signal }),
    enabled: viewer !== null,
  });

export const trainingAccessOptions = (tid: number, viewer: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: trainingKeys.access(tid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingAccess, { query: { tid }, signal }),
    enabled,
  });

export const trainingProblemsOptions = (tid: number, viewer: string | null, enabled = true) =>
  queryOptions({
    queryKey: trainingKeys.problems(tid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingProblemList, { query: { tid }, signal }),
    enabled,
  });

/** The solved marks of the problem list (get-user-problem-status with the training's problem ids). */
export const trainingStatusesOptions = (tid: number, viewer: string | null, pids: number[]) =>
  queryOptions({
    queryKey: trainingKeys.statuses(tid, viewer, pids),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getUserProblemStatus, { body: { pidList: pids, isContestProblemList: false }, signal }),
    enabled: viewer !== null && pids.length > 0,
  });

export const trainingPapersOptions = (tid: number, viewer: string | null, page: number, limit: number) =>
  queryOptions({
    queryKey: trainingKeys.papers(tid, viewer, page),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingExamList, { query: { tid, currentPage: page, limit }, signal }),
    placeholderData: keepPreviousData,
  });

/** The caller's submitted sheets of a training's paper (exam-history/exercise with trainingId). */
export const paperHistoryOptions = (tid: number, viewer: string | null, repoId: number) =>
  queryOptions({
    queryKey: trainingKeys.paperHistory(tid, viewer, repoId),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getExerciseHistory, { query: { repoId, trainingId: tid }, signal }),
    staleTime: 0,
  });

export const trainingRankOptions = (query: TrainingRankParams, viewer: string | null) =>
  queryOptions({
    queryKey: trainingKeys.rank(Number(query.tid), viewer, query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingRank, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The focus mode's horizontal problem navigator (get-full-screen-problem-list with tid). */
export const trainingNavigatorOptions = (tid: number, viewer: string | null) =>
  queryOptions({
    queryKey: trainingKeys.navigator(tid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getFullScreenProblemList, { query: { tid }, signal }),
  });
