import * as v from 'valibot';
import {
  EXAM_LIST_PAGE_SIZE,
  EXAM_MESSAGES,
  EXAM_RANK_PAGE_SIZE,
  QUESTION_FETCH_LIMIT,
  QUESTION_LIMITS,
  QUESTION_TYPES,
  REPO_LIST_PAGE_SIZE,
  REPO_TIME_LIMIT_MAX,
} from '../rules/exams';
import { defineEndpoints } from './endpoint';
import { bodyId as id, currentPage, filledText as text, isoTime, optionalQueryInt, optionalQueryText, pageLimit, pageOf, queryInt } from './fields';

export * from '../rules/exams';

// ---- request fields -------------------------------------------------------------------------

const queryId = (field: string) => queryInt(field, 1, Number.MAX_SAFE_INTEGER);
const optionalQueryId = (field: string) => optionalQueryInt(field, 1, Number.MAX_SAFE_INTEGER);
const optionalText = (field: string, max: number) => v.optional(v.pipe(v.string(`${field} must be text`), v.maxLength(max, `${field} must be at most ${max} characters`)), '');
const questionLimit = v.optional(
  v.pipe(
    optionalQueryInt('limit', 1, QUESTION_FETCH_LIMIT),
    v.transform((x) => x ?? QUESTION_FETCH_LIMIT),
  ),
  QUESTION_FETCH_LIMIT,
);

/**
 * An answer sheet as the browser sends it (part 2 §3 "Training exam submission payload"): question
 * ids and, at the same index, the answer as strings: choice indexes ("0" is A) for choice and
 * true/false questions, the text of each blank in order for a fill-in question.
 */
export const AnswerSheetBody = v.pipe(
  v.object({
    historyId: id('historyId'),
    problemIds: v.pipe(v.array(id('problemIds'), 'problemIds must be a list of question ids'), v.maxLength(QUESTION_FETCH_LIMIT, `at most ${QUESTION_FETCH_LIMIT} questions`)),
    problemAnswers: v.pipe(
      v.array(
        v.pipe(v.array(v.pipe(v.string('an answer must be text'), v.maxLength(QUESTION_LIMITS.answerMax, `an answer must be at most ${QUESTION_LIMITS.answerMax} characters`)), 'each answer must be a list of strings'), v.maxLength(QUESTION_LIMITS.answersMax, 'an answer has too many parts')),
        'problemAnswers must be a list of answer lists',
      ),
      v.maxLength(QUESTION_FETCH_LIMIT, `at most ${QUESTION_FETCH_LIMIT} answers`),
    ),
    trainingId: v.optional(v.nullable(id('trainingId')), null),
  }),
  // Forwarded to a field, so the refusal names its rule instead of "the body must be a JSON object".
  v.forward(v.check((x) => x.problemIds.length === x.problemAnswers.length, EXAM_MESSAGES.answersMismatch), ['problemAnswers']),
  v.forward(v.check((x) => new Set(x.problemIds).size === x.problemIds.length, EXAM_MESSAGES.duplicateQuestion), ['problemIds']),
);
export type AnswerSheetBody = v.InferOutput<typeof AnswerSheetBody>;

export const RepoListQuery = v.object({ currentPage, limit: pageLimit(REPO_LIST_PAGE_SIZE), keyword: optionalQueryText('keyword', 100) });
export const RepoIdQuery = v.object({ id: queryId('id') });
export const RepoQuestionsQuery = v.object({ repoId: queryId('repoId'), currentPage, limit: questionLimit });
/** Questions to answer: of a started exam (examId), of a training paper (trainingId), or of a practice bank. Never with answers. */
export const AnswerQuestionsQuery = v.object({ repoId: queryId('repoId'), examId: optionalQueryId('examId'), trainingId: optionalQueryId('trainingId'), currentPage, limit: questionLimit });
export const ExerciseHistoryQuery = v.object({ repoId: queryId('repoId'), trainingId: optionalQueryId('trainingId') });
export const HistoryDetailQuery = v.object({ historyId: queryId('historyId'), repoId: optionalQueryId('repoId') });
export const StartExerciseQuery = v.object({ repoId: queryId('repoId'), trainingId: optionalQueryId('trainingId') });
export const StartExamQuery = v.object({
  examId: queryId('examId'),
  password: v.optional(v.pipe(v.string('password must be text'), v.maxLength(100, 'password is too long'))),
});
export const ExamListQuery = v.object({
  currentPage,
  limit: pageLimit(EXAM_LIST_PAGE_SIZE),
  keyword: optionalQueryText('keyword', 100),
  /** -1 scheduled, 0 running, 1 ended */
  status: optionalQueryInt('status', -1, 1),
});
export type ExamListQuery = v.InferOutput<typeof ExamListQuery>;
export const ExamIdQuery = v.object({ examId: queryId('examId') });
export const ExamRankQuery = v.object({ examId: queryId('examId'), currentPage, limit: pageLimit(EXAM_RANK_PAGE_SIZE), keyword: optionalQueryText('keyword', 100) });
export const ExamExportQuery = v.object({ eid: queryId('eid') });

// ---- views ----------------------------------------------------------------------------------

export const RepoView = v.object({
  id: v.number(),
  title: v.string(),
  remark: v.string(),
  problemCount: v.number(),
  /** minutes */
  timeLimit: v.number(),
  totalScore: v.number(),
  isPublic: v.boolean(),
  author: v.string(),
  gmtModified: v.string(),
});
export type RepoView = v.InferOutput<typeof RepoView>;

/** isCorrect is null wherever the caller may not see the answer yet. */
export const QuestionAnswerView = v.object({ id: v.number(), content: v.string(), isCorrect: v.nullable(v.boolean()) });

/**
 * A question (part 2 §3 "Exam problem"). For a fill-in question the answer list holds one entry per
 * blank; while answering its content is empty and isCorrect null, so only the number of blanks shows.
 */
export const QuestionView = v.object({
  id: v.number(),
  type: v.picklist(QUESTION_TYPES),
  content: v.string(),
  grade: v.number(),
  /** null while the answers are hidden */
  analysis: v.nullable(v.string()),
  examProblemAnswerList: v.array(QuestionAnswerView),
});
export type QuestionView = v.InferOutput<typeof QuestionView>;

export const HistoryDetailItem = v.object({
  problemId: v.number(),
  userAnswer: v.array(v.string()),
  isCorrect: v.boolean(),
  score: v.number(),
});
export type HistoryDetailItem = v.InferOutput<typeof HistoryDetailItem>;

/** An answer sheet (part 2 §3 "Exam history"); userScore and submitTime are null while it is open. */
export const ExamHistoryView = v.object({
  id: v.number(),
  repoId: v.number(),
  examId: v.nullable(v.number()),
  trainingId: v.nullable(v.number()),
  kind: v.picklist(['exercise', 'paper', 'exam']),
  uid: v.string(),
  username: v.string(),
  startTime: v.string(),
  deadline: v.nullable(v.string()),
  submitTime: v.nullable(v.string()),
  userScore: v.nullable(v.number()),
  totalScore: v.number(),
});
export type ExamHistoryView = v.InferOutput<typeof ExamHistoryView>;

/** `exercise-detail` and the admin attempt detail: questions with answers and analysis, the marking, the sheet. */
export const HistoryDetail = v.object({
  examRepoProblemVOList: v.array(QuestionView),
  examHistoryDetailList: v.array(HistoryDetailItem),
  examHistory: ExamHistoryView,
});
export type HistoryDetail = v.InferOutput<typeof HistoryDetail>;

/** A choose exam (part 2 §3 "Exam") as lists and the overview show it. */
export const ExamListRow = v.object({
  id: v.number(),
  title: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  /** -1 scheduled, 0 running, 1 ended */
  status: v.number(),
  /** a password is needed to start it (the private tag) */
  isPrivate: v.boolean(),
  examRepoId: v.number(),
  examRepo: v.object({ problemCount: v.number(), timeLimit: v.number(), totalScore: v.number() }),
  author: v.string(),
});
export type ExamListRow = v.InferOutput<typeof ExamListRow>;

export const ExamAttemptView = v.object({
  historyId: v.number(),
  startTime: v.string(),
  deadline: v.string(),
  submitted: v.boolean(),
  userScore: v.nullable(v.number()),
});
export type ExamAttemptView = v.InferOutput<typeof ExamAttemptView>;

export const ExamInfo = v.object({
  ...ExamListRow.entries,
  remark: v.string(),
  /** the server's clock, ISO 8601 */
  now: v.string(),
  /** the caller's attempt, null before starting */
  myAttempt: v.nullable(ExamAttemptView),
  /** the caller may see the rank and the attempts (admin roles) */
  isAdmin: v.boolean(),
});
export type ExamInfo = v.InferOutput<typeof ExamInfo>;

export const SheetResult = v.object({ historyId: v.number(), userScore: v.number(), totalScore: v.number() });
export type SheetResult = v.InferOutput<typeof SheetResult>;

export const ExamRankRow = v.object({
  rank: v.number(),
  uid: v.string(),
  username: v.string(),
  realname: v.nullable(v.string()),
  userScore: v.number(),
  totalScore: v.number(),
  school: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  historyId: v.number(),
  submitTime: v.string(),
  /** seconds from start to submit */
  usedTime: v.number(),
});
export type ExamRankRow = v.InferOutput<typeof ExamRankRow>;

// ---- admin ----------------------------------------------------------------------------------

export const RepoSaveBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  title: text('title', QUESTION_LIMITS.titleMax),
  remark: optionalText('remark', QUESTION_LIMITS.remarkMax),
  timeLimit: v.pipe(v.number('timeLimit must be a number'), v.integer('timeLimit must be whole minutes'), v.minValue(1, 'timeLimit must be at least 1 minute'), v.maxValue(REPO_TIME_LIMIT_MAX, `timeLimit must be at most ${REPO_TIME_LIMIT_MAX} minutes`)),
  isPublic: v.optional(v.boolean('isPublic must be true or false'), true),
});
export type RepoSaveBody = v.InferOutput<typeof RepoSaveBody>;

export const QuestionAnswerBody = v.object({
  content: v.pipe(v.string('an answer must be text'), v.trim(), v.nonEmpty('an answer must not be empty'), v.maxLength(QUESTION_LIMITS.answerMax, `an answer must be at most ${QUESTION_LIMITS.answerMax} characters`)),
  isCorrect: v.optional(v.boolean('isCorrect must be true or false'), false),
});

/** A question as the admin form saves it; the per-type rules are contract/rules/exams.ts questionSaveProblem. */
export const QuestionSaveBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  type: v.picklist(QUESTION_TYPES, 'type must be 0 (single), 1 (multiple), 2 (true/false) or 3 (fill-in)'),
  content: text('content', QUESTION_LIMITS.contentMax),
  grade: v.pipe(v.number('grade must be a number'), v.integer('grade must be a whole number'), v.minValue(0, 'grade must not be negative'), v.maxValue(QUESTION_LIMITS.gradeMax, `grade must be at most ${QUESTION_LIMITS.gradeMax}`)),
  analysis: optionalText('analysis', QUESTION_LIMITS.analysisMax),
  examProblemAnswerList: v.pipe(v.array(QuestionAnswerBody, 'examProblemAnswerList must be a list'), v.maxLength(QUESTION_LIMITS.answersMax, `at most ${QUESTION_LIMITS.answersMax} answers`)),
  /** add the new question to this bank as well */
  repoId: v.optional(v.nullable(id('repoId')), null),
});
export type QuestionSaveBody = v.InferOutput<typeof QuestionSaveBody>;

export const AdminQuestionView = v.object({
  id: v.number(),
  type: v.picklist(QUESTION_TYPES),
  content: v.string(),
  grade: v.number(),
  analysis: v.string(),
  examProblemAnswerList: v.array(v.object({ id: v.number(), content: v.string(), isCorrect: v.boolean() })),
  author: v.string(),
  gmtModified: v.string(),
});
export type AdminQuestionView = v.InferOutput<typeof AdminQuestionView>;

export const AdminQuestionListQuery = v.object({ currentPage, limit: pageLimit(10), keyword: optionalQueryText('keyword', 100), type: optionalQueryInt('type', 0, 3) });
export const AdminRepoQuestionsQuery = v.object({ repoId: queryId('repoId'), currentPage, limit: pageLimit(10), keyword: optionalQueryText('keyword', 100), type: optionalQueryInt('type', 0, 3) });
export const QuestionIdQuery = v.object({ id: queryId('id') });
export const RepoQuestionsBody = v.object({
  repoId: id('repoId'),
  problemIds: v.pipe(v.array(id('problemIds'), 'problemIds must be a list'), v.minLength(1, 'choose at least one question'), v.maxLength(QUESTION_FETCH_LIMIT, `at most ${QUESTION_FETCH_LIMIT} questions`)),
});
export const RepoQuestionQuery = v.object({ repoId: queryId('repoId'), problemId: queryId('problemId') });
export const QuestionImportQuery = v.object({ repoId: optionalQueryId('repoId') });
/** What a question import answers: how many were added, and each bad row with its line number. */
export const QuestionImportResult = v.object({ imported: v.number(), errors: v.array(v.object({ line: v.number(), msg: v.string() })) });
export type QuestionImportResult = v.InferOutput<typeof QuestionImportResult>;

export const ExamSaveBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  title: text('title', QUESTION_LIMITS.titleMax),
  startTime: isoTime('startTime'),
  endTime: isoTime('endTime'),
  remark: optionalText('remark', QUESTION_LIMITS.remarkMax),
  examRepoId: id('examRepoId'),
  /** empty or null: no password */
  pwd: v.optional(v.nullable(v.pipe(v.string('pwd must be text'), v.maxLength(100, 'pwd must be at most 100 characters'))), null),
  visible: v.optional(v.boolean('visible must be true or false'), true),
});
export type ExamSaveBody = v.InferOutput<typeof ExamSaveBody>;

export const AdminExamView = v.object({ ...ExamListRow.entries, remark: v.string(), pwd: v.nullable(v.string()), visible: v.boolean(), repoTitle: v.string() });
export type AdminExamView = v.InferOutput<typeof AdminExamView>;
export const AdminExamListQuery = v.object({ currentPage, limit: pageLimit(10), keyword: optionalQueryText('keyword', 100) });
export const AdminIdQuery = v.object({ id: queryId('id') });
export const HistoryIdQuery = v.object({ historyId: queryId('historyId') });

// ---- endpoints ------------------------------------------------------------------------------

/** Question banks, free practice and choose exams (part 2 §2, §7; part 3 §2.2 question_banks, choose_exams). */
export const EXAMS_ENDPOINTS = defineEndpoints({
  getRepoList: { method: 'GET', path: '/api/exam-repo/get-repo-list', summary: 'Question banks open for free practice, 10 a page', access: 'public', query: RepoListQuery, response: pageOf(RepoView) },
  getRepo: { method: 'GET', path: '/api/exam-repo', summary: 'A question bank open for practice', access: 'user', query: RepoIdQuery, response: RepoView },
  getProblemListInRepo: { method: 'GET', path: '/api/exam-problem/get-problem-list-in-repo', summary: "A practice bank's questions; answers and analysis only after the caller has submitted a sheet of it", access: 'user', query: RepoQuestionsQuery, response: pageOf(QuestionView) },
  getProblemListInRepoExam: { method: 'GET', path: '/api/exam-problem/get-problem-list-in-repo-exam', summary: 'The questions to answer (a practice bank, a training paper or a started exam), never with answers', access: 'user', query: AnswerQuestionsQuery, response: pageOf(QuestionView) },
  getExerciseHistory: { method: 'GET', path: '/api/exam-history/exercise', summary: "The caller's submitted sheets of a bank (of a training's paper with trainingId), newest first", access: 'user', query: ExerciseHistoryQuery, response: v.array(ExamHistoryView) },
  getExerciseDetail: { method: 'GET', path: '/api/exam-history/exercise-detail', summary: "One of the caller's submitted sheets with the marking, answers and analysis", access: 'user', query: HistoryDetailQuery, response: HistoryDetail },
  startExercise: { method: 'GET', path: '/api/exam-judge/start_exercise', summary: 'Open a practice sheet of a bank (or of a training paper); data is its history id', access: 'user', query: StartExerciseQuery, response: v.number() },
  submitExercise: { method: 'POST', path: '/api/exam-judge/submit_exercise', summary: 'Hand in a practice or paper sheet; it is marked on the server', access: 'user', body: AnswerSheetBody, response: SheetResult },
  getExamList: { method: 'GET', path: '/api/exam/get-exam-list', summary: 'Visible choose exams, 10 a page, running first', access: 'public', query: ExamListQuery, response: pageOf(ExamListRow) },
  getExamInfo: { method: 'GET', path: '/api/get-exam-info', summary: "A choose exam with the server clock and the caller's attempt", access: 'user', query: ExamIdQuery, response: ExamInfo },
  startExam: { method: 'GET', path: '/api/exam-judge/start_exam', summary: 'Start (or resume) the caller\'s one attempt, with the password of a private exam; data is its history id', access: 'user', query: StartExamQuery, response: v.number() },
  submitExam: { method: 'POST', path: '/api/exam-judge/submit_exam', summary: 'Hand in the exam sheet, once, within the time limit', access: 'user', body: AnswerSheetBody, response: SheetResult },
  getExamRank: { method: 'GET', path: '/api/admin/exam/get-exam-rank', summary: 'Submitted attempts of an exam by score (admin roles)', access: 'admin', query: ExamRankQuery, response: pageOf(ExamRankRow) },
  getExamHistoryDetail: { method: 'GET', path: '/api/admin/exam/get-exam-history-detail', summary: 'An attempt with its marking (admin roles)', access: 'admin', query: HistoryIdQuery, response: HistoryDetail },
  exportExamHistory: { method: 'GET', path: '/api/admin/exam/export-history', summary: "An exam's results as CSV (UTF-8 with BOM, for spreadsheets)", access: 'admin', query: ExamExportQuery, file: true },
  resetExamAttempt: { method: 'DELETE', path: '/api/admin/exam/history', summary: "Delete a user's attempt so they may take the exam again", access: 'admin', query: HistoryIdQuery, response: v.null() },

  adminGetExamList: { method: 'GET', path: '/api/admin/exam/get-exam-list', summary: 'Choose exams to manage, newest first', access: 'admin', query: AdminExamListQuery, response: pageOf(AdminExamView) },
  adminGetExam: { method: 'GET', path: '/api/admin/exam', summary: 'A choose exam with every form field', access: 'admin', query: AdminIdQuery, response: AdminExamView },
  adminAddExam: { method: 'POST', path: '/api/admin/exam', summary: 'Create a choose exam on a question bank', access: 'admin', body: ExamSaveBody, response: AdminExamView },
  adminUpdateExam: { method: 'PUT', path: '/api/admin/exam', summary: 'Update a choose exam', access: 'admin', body: ExamSaveBody, response: AdminExamView },
  adminDeleteExam: { method: 'DELETE', path: '/api/admin/exam', summary: 'Delete a choose exam with its attempts', access: 'admin', query: AdminIdQuery, response: v.null() },

  adminGetRepoList: { method: 'GET', path: '/api/admin/exam-repo/get-repo-list', summary: 'Question banks to manage', access: 'admin', query: RepoListQuery, response: pageOf(RepoView) },
  adminGetRepo: { method: 'GET', path: '/api/admin/exam-repo', summary: 'A question bank', access: 'admin', query: AdminIdQuery, response: RepoView },
  adminAddRepo: { method: 'POST', path: '/api/admin/exam-repo', summary: 'Create a question bank', access: 'admin', body: RepoSaveBody, response: RepoView },
  adminUpdateRepo: { method: 'PUT', path: '/api/admin/exam-repo', summary: 'Update a question bank', access: 'admin', body: RepoSaveBody, response: RepoView },
  adminDeleteRepo: { method: 'DELETE', path: '/api/admin/exam-repo', summary: 'Delete a question bank no exam uses (its questions stay)', access: 'admin', query: AdminIdQuery, response: v.null() },

  adminGetQuestionList: { method: 'GET', path: '/api/admin/exam-problem/get-problem-list', summary: 'Every question, with answers', access: 'admin', query: AdminQuestionListQuery, response: pageOf(AdminQuestionView) },
  adminGetQuestion: { method: 'GET', path: '/api/admin/exam-problem', summary: 'A question with its answers', access: 'admin', query: QuestionIdQuery, response: AdminQuestionView },
  adminAddQuestion: { method: 'POST', path: '/api/admin/exam-problem', summary: 'Create a question (and add it to a bank)', access: 'admin', body: QuestionSaveBody, response: AdminQuestionView },
  adminUpdateQuestion: { method: 'PUT', path: '/api/admin/exam-problem', summary: 'Update a question', access: 'admin', body: QuestionSaveBody, response: AdminQuestionView },
  adminDeleteQuestion: { method: 'DELETE', path: '/api/admin/exam-problem', summary: 'Delete a question from every bank', access: 'admin', query: QuestionIdQuery, response: v.null() },
  adminGetQuestionsInRepo: { method: 'GET', path: '/api/admin/exam-problem/get-problem-list-in-repo', summary: "A bank's questions, with answers", access: 'admin', query: AdminRepoQuestionsQuery, response: pageOf(AdminQuestionView) },
  adminGetQuestionsNotInRepo: { method: 'GET', path: '/api/admin/exam-problem/get-problem-list-not-in-repo', summary: 'Questions a bank does not hold yet', access: 'admin', query: AdminRepoQuestionsQuery, response: pageOf(AdminQuestionView) },
  adminAddQuestionsToRepo: { method: 'POST', path: '/api/admin/exam-problem/add-to-repo', summary: 'Put questions into a bank', access: 'admin', body: RepoQuestionsBody, response: v.null() },
  adminRemoveQuestionFromRepo: { method: 'DELETE', path: '/api/admin/exam-problem/remove-from-repo', summary: 'Take a question out of a bank (the question stays)', access: 'admin', query: RepoQuestionQuery, response: v.null() },
  adminImportQuestions: { method: 'POST', path: '/api/admin/exam-problem/import', summary: 'Import questions from a CSV file (multipart field file), into a bank when repoId is given', access: 'admin', query: QuestionImportQuery, multipartField: 'file', response: QuestionImportResult },
  adminQuestionImportTemplate: { method: 'GET', path: '/api/admin/exam-problem/import-template', summary: 'The CSV template of the question import', access: 'admin', file: true },
});
