import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../contract/api/endpoint';
import { QUESTION_FETCH_LIMIT, REPO_LIST_PAGE_SIZE } from '../../../contract/api/exams';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { examKeys } from '../../lib/exam-keys';

export { examKeys };

export type ExamListParams = QueryOf<typeof ENDPOINTS.getExamList>;
export type ExamRankParams = QueryOf<typeof ENDPOINTS.getExamRank>;
export type SheetPayload = BodyOf<typeof ENDPOINTS.submitExercise>;

/** The learner's calls of question banks, practice, training papers and choose exams (part 2 §7). */
export const examsApi = {
  startExercise: (repoId: number, trainingId: number | null) => api.request(ENDPOINTS.startExercise, { query: { repoId, trainingId: trainingId ?? undefined } }),
  submitExercise: (body: SheetPayload) => api.request(ENDPOINTS.submitExercise, { body }),
  startExam: (examId: number, password: string | undefined) => api.request(ENDPOINTS.startExam, { query: { examId, password } }),
  submitExam: (body: SheetPayload) => api.request(ENDPOINTS.submitExam, { body }),
  exportRank: (eid: number) => api.download(ENDPOINTS.exportExamHistory, { query: { eid } }),
  resetAttempt: (historyId: number) => api.request(ENDPOINTS.resetExamAttempt, { query: { historyId } }),
};

export const repoListOptions = (currentPage: number, keyword: string | undefined) =>
  queryOptions({
    queryKey: examKeys.repoList({ currentPage, keyword }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getRepoList, { query: { currentPage, limit: REPO_LIST_PAGE_SIZE, keyword }, signal }),
    placeholderData: keepPreviousData,
  });

export const repoOptions = (repoId: number) =>
  queryOptions({
    queryKey: examKeys.repoInfo(repoId),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getRepo, { query: { id: repoId }, signal }),
  });

/** A practice bank's questions to view; answers and analysis are null until the caller has submitted a sheet. */
export const repoQuestionsOptions = (repoId: number) =>
  queryOptions({
    queryKey: examKeys.repoQuestions(repoId),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getProblemListInRepo, { query: { repoId, currentPage: 1, limit: QUESTION_FETCH_LIMIT }, signal }),
  });

/** The questions to answer, never with answers; fetched fresh for every sheet. */
export const answerQuestionsOptions = (repoId: number, scope: { examId?: number; trainingId?: number }) =>
  queryOptions({
    queryKey: examKeys.answerQuestions(repoId, scope),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getProblemListInRepoExam, { query: { repoId, ...scope, currentPage: 1, limit: QUESTION_FETCH_LIMIT }, signal }),
    staleTime: 0,
  });

/** The caller's submitted sheets of a bank (of a training's paper with trainingId), newest first. */
export const sheetsOptions = (repoId: number, trainingId: number | null) =>
  queryOptions({
    queryKey: examKeys.sheets(repoId, trainingId),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getExerciseHistory, { query: { repoId, trainingId: trainingId ?? undefined }, signal }),
  });

export const sheetDetailOptions = (historyId: number | null, repoId?: number) =>
  queryOptions({
    queryKey: examKeys.sheet(historyId ?? 0),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getExerciseDetail, { query: { historyId: historyId ?? 0, repoId }, signal }),
    enabled: historyId !== null,
  });

export const examListOptions = (query: ExamListParams) =>
  queryOptions({
    queryKey: examKeys.examList(query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getExamList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const examInfoOptions = (examId: number, viewer: string | null) =>
  queryOptions({
    queryKey: examKeys.examInfo(examId, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getExamInfo, { query: { examId }, signal }),
    enabled: viewer !== null,
  });

export const examRankOptions = (query: ExamRankParams) =>
  queryOptions({
    queryKey: examKeys.examRank(Number(query.examId), query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getExamRank, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** An attempt with its marking, as admin roles read it from the rank. */
export const attemptDetailOptions = (historyId: number | null) =>
  queryOptions({
    queryKey: examKeys.attempt(historyId ?? 0),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getExamHistoryDetail, { query: { historyId: historyId ?? 0 }, signal }),
    enabled: historyId !== null,
  });

/** A training's paper by its bank (its title over the sheet); the training's papers come in one page. */
export const trainingPaperOptions = (trainingId: number, repoId: number) =>
  queryOptions({
    queryKey: examKeys.papers(trainingId),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingExamList, { query: { tid: trainingId, currentPage: 1, limit: 100 }, signal, quiet: true }),
    select: (page) => page.records.find((paper) => paper.examRepoId === repoId) ?? null,
  });
