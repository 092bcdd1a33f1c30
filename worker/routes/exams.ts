import type { Context, Hono } from 'hono';
import { EXAMS_ENDPOINTS as E } from '../../contract/api/exams';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import { badRequest } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { formatCsv } from '../../contract/rules/csv';
import { defineRoute, reply } from '../lib/define-route';
import { fileResponse } from '../lib/file-response';
import { addExam, adminExam, adminExamList, deleteExam, updateExam } from '../exams/admin-exams';
import { examHistoryDetail, examInfo, examList, examRank, examResultRows, resetAttempt, startExam, submitExam } from '../exams/exams';
import { importQuestions, importTemplate } from '../exams/import';
import { exerciseDetail, exerciseHistory, startExercise, submitExercise } from '../exams/practice';
import {
  addQuestion,
  addQuestionsToRepo,
  adminQuestion,
  adminQuestionList,
  adminQuestionsInRepo,
  adminQuestionsNotInRepo,
  deleteQuestion,
  practiceQuestions,
  questionsToAnswer,
  removeQuestionFromRepo,
  updateQuestion,
} from '../exams/questions';
import { addRepo, adminRepo, adminRepoList, deleteRepo, repoList, repoOf, updateRepo } from '../exams/repos';

const csvResponse = (name: string, text: string) => fileResponse(text, 'text/csv; charset=utf-8', name);

async function csvFile(c: Context<AppEnv>): Promise<File> {
  const form = await c.req.formData().catch(() => {
    throw badRequest('The request must be multipart/form-data with a file field');
  });
  const file = form.get(E.adminImportQuestions.multipartField);
  if (!(file instanceof File)) throw badRequest('file is required (a CSV file)');
  if (file.size === 0) throw badRequest('The uploaded file is empty');
  return file;
}

/** Question banks, free practice and choose exams (part 2 §2, §7; part 3 question_banks, choose_exams; decision 30). */
export function examRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getRepoList, async (_c, { query, deps }) => reply(await repoList(deps, query)));
  defineRoute(app, E.getRepo, async (_c, { query, principal, deps }) => reply(await repoOf(deps, query.id, principal)));
  defineRoute(app, E.getProblemListInRepo, async (_c, { query, principal, deps }) => reply(await practiceQuestions(deps, query, principal)));
  defineRoute(app, E.getProblemListInRepoExam, async (_c, { query, principal, deps }) => reply(await questionsToAnswer(deps, query, principal)));
  defineRoute(app, E.getExerciseHistory, async (_c, { query, principal, deps }) => reply(await exerciseHistory(deps, query, principal)));
  defineRoute(app, E.getExerciseDetail, async (_c, { query, principal, deps }) => reply(await exerciseDetail(deps, query, principal)));
  defineRoute(app, E.startExercise, async (_c, { query, principal, deps }) => reply(await startExercise(deps, query, principal)));
  defineRoute(app, E.submitExercise, async (_c, { body, principal, deps }) => reply(await submitExercise(deps, body, principal), EXAM_MESSAGES.submitted));

  defineRoute(app, E.getExamList, async (_c, { query, deps }) => reply(await examList(deps, query)));
  defineRoute(app, E.getExamInfo, async (_c, { query, principal, deps }) => reply(await examInfo(deps, query.examId, principal)));
  defineRoute(app, E.startExam, async (_c, { query, principal, deps }) => reply(await startExam(deps, query, principal)));
  defineRoute(app, E.submitExam, async (_c, { body, principal, deps }) => reply(await submitExam(deps, body, principal), EXAM_MESSAGES.submitted));
  defineRoute(app, E.getExamRank, async (_c, { query, deps }) => reply(await examRank(deps, query)));
  defineRoute(app, E.getExamHistoryDetail, async (_c, { query, deps }) => reply(await examHistoryDetail(deps, query.historyId)));
  defineRoute(app, E.exportExamHistory, async (_c, { query, deps }) => {
    const { name, rows } = await examResultRows(deps, query.eid);
    return csvResponse(name, formatCsv(rows));
  });
  defineRoute(app, E.resetExamAttempt, async (_c, { query, deps }) => {
    await resetAttempt(deps, query.historyId);
    return reply(null, 'Delete_successfully');
  });

  defineRoute(app, E.adminGetExamList, async (_c, { query, deps }) => reply(await adminExamList(deps, query)));
  defineRoute(app, E.adminGetExam, async (_c, { query, deps }) => reply(await adminExam(deps, query.id)));
  defineRoute(app, E.adminAddExam, async (_c, { body, principal, deps }) => reply(await addExam(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateExam, async (_c, { body, deps }) => reply(await updateExam(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteExam, async (_c, { query, deps }) => {
    await deleteExam(deps, query.id);
    return reply(null, 'Delete_successfully');
  });

  defineRoute(app, E.adminGetRepoList, async (_c, { query, deps }) => reply(await adminRepoList(deps, query)));
  defineRoute(app, E.adminGetRepo, async (_c, { query, deps }) => reply(await adminRepo(deps, query.id)));
  defineRoute(app, E.adminAddRepo, async (_c, { body, principal, deps }) => reply(await addRepo(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateRepo, async (_c, { body, deps }) => reply(await updateRepo(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteRepo, async (_c, { query, deps }) => {
    await deleteRepo(deps, query.id);
    return reply(null, 'Delete_successfully');
  });

  defineRoute(app, E.adminGetQuestionList, async (_c, { query, deps }) => reply(await adminQuestionList(deps, query)));
  defineRoute(app, E.adminGetQuestion, async (_c, { query, deps }) => reply(await adminQuestion(deps, query.id)));
  defineRoute(app, E.adminAddQuestion, async (_c, { body, principal, deps }) => reply(await addQuestion(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateQuestion, async (_c, { body, deps }) => reply(await updateQuestion(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteQuestion, async (_c, { query, deps }) => {
    await deleteQuestion(deps, query.id);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.adminGetQuestionsInRepo, async (_c, { query, deps }) => reply(await adminQuestionsInRepo(deps, query)));
  defineRoute(app, E.adminGetQuestionsNotInRepo, async (_c, { query, deps }) => reply(await adminQuestionsNotInRepo(deps, query)));
  defineRoute(app, E.adminAddQuestionsToRepo, async (_c, { body, deps }) => {
    await addQuestionsToRepo(deps, body);
    return reply(null, 'Add_Successfully');
  });
  defineRoute(app, E.adminRemoveQuestionFromRepo, async (_c, { query, deps }) => {
    await removeQuestionFromRepo(deps, query);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.adminImportQuestions, async (c, { query, principal, deps }) => reply(await importQuestions(deps, await csvFile(c), query.repoId, principal), 'Import successfully'));
  defineRoute(app, E.adminQuestionImportTemplate, () => csvResponse('question-import-template.csv', importTemplate()));
}
