import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { api } from '../../../lib/api';
import { examKeys } from '../../../lib/exam-keys';

export { examKeys };

export type RepoSaveInput = BodyOf<typeof ENDPOINTS.adminAddRepo>;
export type QuestionSaveInput = BodyOf<typeof ENDPOINTS.adminAddQuestion>;
export type ExamSaveInput = BodyOf<typeof ENDPOINTS.adminAddExam>;
export type AdminRepoQuestionParams = QueryOf<typeof ENDPOINTS.adminGetQuestionsInRepo>;
export type AdminQuestionParams = QueryOf<typeof ENDPOINTS.adminGetQuestionList>;

const fileForm = (field: string, file: File) => {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
};

/** The admin calls of question banks, questions and choose exams (part 3 §2.2 question_banks, choose_exams). */
export const adminExamsApi = {
  createRepo: (body: RepoSaveInput) => api.request(ENDPOINTS.adminAddRepo, { body }),
  updateRepo: (body: RepoSaveInput) => api.request(ENDPOINTS.adminUpdateRepo, { body }),
  deleteRepo: (id: number) => api.request(ENDPOINTS.adminDeleteRepo, { query: { id } }),
  createQuestion: (body: QuestionSaveInput) => api.request(ENDPOINTS.adminAddQuestion, { body }),
  updateQuestion: (body: QuestionSaveInput) => api.request(ENDPOINTS.adminUpdateQuestion, { body }),
  deleteQuestion: (id: number) => api.request(ENDPOINTS.adminDeleteQuestion, { query: { id } }),
  addToRepo: (repoId: number, problemIds: number[]) => api.request(ENDPOINTS.adminAddQuestionsToRepo, { body: { repoId, problemIds } }),
  removeFromRepo: (repoId: number, problemId: number) => api.request(ENDPOINTS.adminRemoveQuestionFromRepo, { query: { repoId, problemId } }),
  importQuestions: (repoId: number | null, file: File) =>
    api.request(ENDPOINTS.adminImportQuestions, { query: { repoId: repoId ?? undefined }, form: fileForm(ENDPOINTS.adminImportQuestions.multipartField, file) }),
  importTemplate: () => api.download(ENDPOINTS.adminQuestionImportTemplate),
  createExam: (body: ExamSaveInput) => api.request(ENDPOINTS.adminAddExam, { body }),
  updateExam: (body: ExamSaveInput) => api.request(ENDPOINTS.adminUpdateExam, { body }),
  deleteExam: (id: number) => api.request(ENDPOINTS.adminDeleteExam, { query: { id } }),
  exportExam: (eid: number) => api.download(ENDPOINTS.exportExamHistory, { query: { eid } }),
};

export const adminExamsOptions = {
  repos: (currentPage: number, keyword: string | undefined, limit = 10) =>
    queryOptions({
      queryKey: examKeys.admin.repos({ currentPage, keyword, limit }),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetRepoList, { query: { currentPage, keyword, limit }, signal }),
      placeholderData: (previous) => previous,
    }),
  repo: (repoId: number) =>
    queryOptions({ queryKey: examKeys.admin.repo(repoId), queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetRepo, { query: { id: repoId }, signal }) }),
  /** A bank's questions, or with `repoId` null every question (the common pool). */
  bankQuestions: (repoId: number | null, filters: AdminQuestionParams) =>
    queryOptions({
      queryKey: repoId === null ? examKeys.admin.questions(filters) : examKeys.admin.repoQuestions(repoId, filters),
      queryFn: ({ signal }) =>
        repoId === null ? api.request(ENDPOINTS.adminGetQuestionList, { query: filters, signal }) : api.request(ENDPOINTS.adminGetQuestionsInRepo, { query: { repoId, ...filters }, signal }),
      placeholderData: (previous) => previous,
    }),
  questionsNotIn: (query: AdminRepoQuestionParams) =>
    queryOptions({
      queryKey: examKeys.admin.questionsNotIn(Number(query.repoId), query),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetQuestionsNotInRepo, { query, signal }),
      placeholderData: (previous) => previous,
    }),
  exams: (currentPage: number, keyword: string | undefined) =>
    queryOptions({
      queryKey: examKeys.admin.exams({ currentPage, keyword }),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetExamList, { query: { currentPage, keyword, limit: 10 }, signal }),
      placeholderData: (previous) => previous,
    }),
};
