import * as v from 'valibot';
import {
  PUBLIC_TRAINING_SEARCH_LIMIT,
  TRAINING_AUTHS,
  TRAINING_CATEGORY_NAME_MAX,
  TRAINING_DESCRIPTION_MAX,
  TRAINING_LIST_PAGE_SIZE,
  TRAINING_MESSAGES,
  TRAINING_PASSWORD_MAX,
  TRAINING_RANK_DEFAULT,
  TRAINING_RANK_MAX,
  TRAINING_RANK_MIN,
  TRAINING_RANK_PAGE_SIZE,
  TRAINING_TITLE_MAX,
} from '../rules/trainings';
import { RANK_SHOW_NAMES } from '../rules/contests';
import { defineEndpoints } from './endpoint';
import { bodyId as id, currentPage, filledText as text, optionalQueryInt, optionalQueryText, pageLimit, pageOf, queryBool, queryInt } from './fields';
import { ProblemDetail, TagView } from './problems';

export * from '../rules/trainings';

// ---- request fields -------------------------------------------------------------------------

const tidQuery = queryInt('tid', 1, Number.MAX_SAFE_INTEGER);
const rank = (field: string) =>
  v.optional(
    v.pipe(
      v.number(`${field} must be a number`),
      v.integer(`${field} must be a whole number`),
      v.minValue(TRAINING_RANK_MIN, `${field} must be between ${TRAINING_RANK_MIN} and ${TRAINING_RANK_MAX}`),
      v.maxValue(TRAINING_RANK_MAX, `${field} must be between ${TRAINING_RANK_MIN} and ${TRAINING_RANK_MAX}`),
    ),
    TRAINING_RANK_DEFAULT,
  );
const color = v.optional(v.pipe(v.string('color must be text'), v.trim(), v.maxLength(30, 'color must be at most 30 characters')), '#409EFF');

export const TidQuery = v.object({ tid: tidQuery });

export const TrainingListQuery = v.object({
  currentPage,
  limit: pageLimit(TRAINING_LIST_PAGE_SIZE),
  keyword: optionalQueryText('keyword', 100),
  categoryId: optionalQueryInt('categoryId', 1, Number.MAX_SAFE_INTEGER),
  auth: v.optional(v.picklist(TRAINING_AUTHS, `auth must be ${TRAINING_AUTHS.join(' or ')}`)),
});
export type TrainingListQuery = v.InferOutput<typeof TrainingListQuery>;

export const RegisterTrainingBody = v.object({
  tid: id('tid'),
  password: v.pipe(v.string(TRAINING_MESSAGES.passwordRequired), v.nonEmpty(TRAINING_MESSAGES.passwordRequired), v.maxLength(TRAINING_PASSWORD_MAX, 'password is too long')),
});

export const TrainingProblemDetailsQuery = v.object({
  tid: tidQuery,
  /** the problem's display id (problemId), as in the page's address */
  problemId: v.pipe(v.string('problemId is required'), v.trim(), v.nonEmpty('problemId is required'), v.maxLength(64, 'problemId is too long')),
});

export const TrainingRankQuery = v.object({
  tid: tidQuery,
  currentPage,
  limit: pageLimit(TRAINING_RANK_PAGE_SIZE),
  /** username, nickname, real name or school contains it */
  keyword: optionalQueryText('keyword', 100),
});
export type TrainingRankQuery = v.InferOutput<typeof TrainingRankQuery>;

export const TrainingExamListQuery = v.object({ tid: tidQuery, currentPage, limit: pageLimit(10), keyword: optionalQueryText('keyword', 100) });
export type TrainingExamListQuery = v.InferOutput<typeof TrainingExamListQuery>;

// ---- views ----------------------------------------------------------------------------------

export const TrainingCategoryView = v.object({ id: v.number(), name: v.string(), color: v.string(), gid: v.nullable(v.number()) });
export type TrainingCategoryView = v.InferOutput<typeof TrainingCategoryView>;

/** A row of the training list (part 2 §3 "Training"); acCount is the caller's solved count (0 for guests). */
export const TrainingListRow = v.object({
  id: v.number(),
  rank: v.number(),
  title: v.string(),
  auth: v.picklist(TRAINING_AUTHS),
  categoryId: v.number(),
  categoryName: v.string(),
  categoryColor: v.string(),
  problemCount: v.number(),
  acCount: v.number(),
  gid: v.nullable(v.number()),
  author: v.string(),
  gmtModified: v.string(),
});
export type TrainingListRow = v.InferOutput<typeof TrainingListRow>;

export const TrainingDetail = v.object({
  ...TrainingListRow.entries,
  description: v.string(),
  rankShowName: v.picklist(RANK_SHOW_NAMES),
  /** the caller manages it (author, admin): the rank's real-name column, the admin links */
  isAdmin: v.boolean(),
});
export type TrainingDetail = v.InferOutput<typeof TrainingDetail>;

export const TrainingAccess = v.object({ access: v.boolean() });

/** A problem of a training (part 2 §3 "Training problem"); myStatus comes from get-user-problem-status. */
export const TrainingProblemRow = v.object({
  id: v.number(),
  tid: v.number(),
  pid: v.number(),
  problemId: v.string(),
  title: v.string(),
  difficulty: v.number(),
  /** 0 ACM, 1 OI */
  type: v.number(),
  tags: v.array(TagView),
  ac: v.number(),
  total: v.number(),
  rank: v.number(),
});
export type TrainingProblemRow = v.InferOutput<typeof TrainingProblemRow>;

export const TrainingProblemDetail = v.object({ ...ProblemDetail.entries, training: v.object({ id: v.number(), title: v.string(), gid: v.nullable(v.number()) }) });
export type TrainingProblemDetail = v.InferOutput<typeof TrainingProblemDetail>;

/** A cell of the programming tab: the user's best status on the problem and the fastest accepted run (ms). */
export const TrainingRankCell = v.object({ status: v.number(), runTime: v.nullable(v.number()) });
/** A cell of the exam tab: the best answer sheet of a paper. */
export const TrainingExamCell = v.object({ id: v.number(), userScore: v.number(), repoId: v.number() });

const rankUser = {
  rank: v.number(),
  uid: v.string(),
  username: v.string(),
  nickname: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  school: v.nullable(v.string()),
  /** 'male' | 'female' | 'secrecy': the board's Girl flag */
  gender: v.nullable(v.string()),
  /** training admins, or everyone when the training shows real names (decision 29); null otherwise */
  realname: v.nullable(v.string()),
  ac: v.number(),
};

/** A row of the programming tab (part 2 §3 "Training rank row"), keyed by problem display id. */
export const TrainingRankRow = v.object({ ...rankUser, totalRunTime: v.number(), submissionInfo: v.record(v.string(), TrainingRankCell) });
export type TrainingRankRow = v.InferOutput<typeof TrainingRankRow>;

/** A row of the exam tab, keyed by exam id. */
export const TrainingExamRankRow = v.object({ ...rankUser, totalScore: v.number(), examSubmissionInfo: v.record(v.string(), TrainingExamCell) });
export type TrainingExamRankRow = v.InferOutput<typeof TrainingExamRankRow>;

/** `get-training-rank`: both tabs, each its own page of the same size (part 2 §7). */
export const TrainingRank = v.object({
  oj: pageOf(TrainingRankRow),
  exam: pageOf(TrainingExamRankRow),
  /** the problems (column order) and papers of the training */
  problems: v.array(v.object({ pid: v.number(), problemId: v.string(), title: v.string() })),
  exams: v.array(v.object({ id: v.number(), title: v.string(), repoId: v.number(), totalScore: v.number() })),
});
export type TrainingRank = v.InferOutput<typeof TrainingRank>;

/** A paper of a training (part 2 §2 "Training exam list"): the caller's best score over the paper's total. */
export const TrainingExamRow = v.object({
  id: v.number(),
  title: v.string(),
  examRepoId: v.number(),
  problemCount: v.number(),
  totalScore: v.number(),
  /** the caller's best score; null before a submitted sheet */
  userScore: v.nullable(v.number()),
});
export type TrainingExamRow = v.InferOutput<typeof TrainingExamRow>;

// ---- admin ----------------------------------------------------------------------------------

export const TrainingSaveBody = v.object({
  training: v.object({
    id: v.optional(v.nullable(id('id')), null),
    rank: rank('rank'),
    title: text('title', TRAINING_TITLE_MAX),
    description: text('description', TRAINING_DESCRIPTION_MAX),
    auth: v.picklist(TRAINING_AUTHS, `auth must be ${TRAINING_AUTHS.join(' or ')}`),
    privatePwd: v.optional(v.nullable(v.pipe(v.string('privatePwd must be text'), v.maxLength(TRAINING_PASSWORD_MAX, 'privatePwd is too long'))), null),
    rankShowName: v.optional(v.picklist(RANK_SHOW_NAMES, `rankShowName must be one of ${RANK_SHOW_NAMES.join(', ')}`), 'username'),
    status: v.optional(v.boolean('status must be true or false'), true),
    gid: v.optional(v.nullable(id('gid')), null),
  }),
  /** absent, null or without an id: refused with TRAINING_MESSAGES.categoryRequired by the save rule (the form sends {id: null} before a choice) */
  trainingCategory: v.optional(v.nullable(v.object({ id: v.optional(v.nullable(id('trainingCategory.id')), null) }, TRAINING_MESSAGES.categoryRequired)), null),
});
export type TrainingSaveBody = v.InferOutput<typeof TrainingSaveBody>;

export const AdminTrainingView = v.object({
  id: v.number(),
  rank: v.number(),
  title: v.string(),
  description: v.string(),
  auth: v.picklist(TRAINING_AUTHS),
  privatePwd: v.nullable(v.string()),
  rankShowName: v.picklist(RANK_SHOW_NAMES),
  status: v.boolean(),
  gid: v.nullable(v.number()),
  author: v.string(),
  gmtCreate: v.string(),
  gmtModified: v.string(),
});
export type AdminTrainingView = v.InferOutput<typeof AdminTrainingView>;

export const AdminTrainingWithCategory = v.object({ training: AdminTrainingView, trainingCategory: TrainingCategoryView });
export type AdminTrainingWithCategory = v.InferOutput<typeof AdminTrainingWithCategory>;

export const AdminTrainingRow = v.object({ ...TrainingListRow.entries, status: v.boolean(), privatePwd: v.nullable(v.string()) });
export type AdminTrainingRow = v.InferOutput<typeof AdminTrainingRow>;

export const AdminTrainingListQuery = v.object({ currentPage, limit: pageLimit(10), keyword: optionalQueryText('keyword', 100) });
export const TrainingStatusQuery = v.object({ tid: tidQuery, status: queryBool('status') });

export const AdminTrainingProblemListQuery = v.object({ tid: tidQuery, currentPage, limit: pageLimit(10), keyword: optionalQueryText('keyword', 100) });

export const AdminTrainingProblemRow = v.object({
  id: v.number(),
  tid: v.number(),
  pid: v.number(),
  rank: v.number(),
  displayId: v.string(),
  problemId: v.string(),
  title: v.string(),
  type: v.number(),
  auth: v.number(),
  author: v.nullable(v.string()),
});
export type AdminTrainingProblemRow = v.InferOutput<typeof AdminTrainingProblemRow>;

export const UpdateTrainingProblemBody = v.object({ id: id('id'), rank: rank('rank') });
export const TrainingProblemPidQuery = v.object({ tid: tidQuery, pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER) });
export const AddTrainingProblemBody = v.object({
  tid: id('tid'),
  pid: id('pid'),
  /** defaults to the problem's own id */
  displayId: v.optional(v.nullable(v.pipe(v.string('displayId must be text'), v.trim(), v.maxLength(64, 'displayId is too long'))), null),
});

export const AdminTrainingExamRow = v.object({
  id: v.number(),
  tid: v.number(),
  eid: v.number(),
  title: v.string(),
  examRepoId: v.number(),
  repoTitle: v.string(),
  problemCount: v.number(),
  totalScore: v.number(),
});
export type AdminTrainingExamRow = v.InferOutput<typeof AdminTrainingExamRow>;
export const AddTrainingExamBody = v.object({ tid: id('tid'), eid: id('eid') });
export const TrainingExamEidQuery = v.object({ tid: tidQuery, eid: queryInt('eid', 1, Number.MAX_SAFE_INTEGER) });

export const TrainingCategoryBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  name: text('name', TRAINING_CATEGORY_NAME_MAX),
  color,
  gid: v.optional(v.nullable(id('gid')), null),
});
export const CategoryIdQuery = v.object({ cid: queryInt('cid', 1, Number.MAX_SAFE_INTEGER) });

/** The import dialog of group homework and the admin's public training search: at most 100 public trainings. */
export const PublicTrainingSearchQuery = v.object({ keyword: optionalQueryText('keyword', 100), limit: pageLimit(PUBLIC_TRAINING_SEARCH_LIMIT) });

// ---- endpoints ------------------------------------------------------------------------------

/** Trainings (part 2 §2 "Trainings", §7; part 3 §2.2 admin training routes). A training admin is its author or an admin. */
export const TRAININGS_ENDPOINTS = defineEndpoints({
  getTrainingCategory: { method: 'GET', path: '/api/get-training-category', summary: 'Every site training category', access: 'public', response: v.array(TrainingCategoryView) },
  getTrainingList: { method: 'GET', path: '/api/get-training-list', summary: "Visible site trainings, 15 a page, by rank, with the caller's solved count", access: 'public', query: TrainingListQuery, response: pageOf(TrainingListRow) },
  getTrainingDetail: { method: 'GET', path: '/api/get-training-detail', summary: "A training's introduction with the caller's progress", access: 'user', query: TidQuery, response: TrainingDetail },
  registerTraining: { method: 'POST', path: '/api/register-training', summary: "Enter a private training's password", access: 'user', body: RegisterTrainingBody, response: v.null() },
  getTrainingAccess: { method: 'GET', path: '/api/get-training-access', summary: 'Whether the caller may open a training (public, registered or admin)', access: 'user', query: TidQuery, response: TrainingAccess },
  getTrainingProblemList: { method: 'GET', path: '/api/get-training-problem-list', summary: "A training's problems in rank order with counts and tags", access: 'user', query: TidQuery, response: v.array(TrainingProblemRow) },
  getTrainingProblemDetails: { method: 'GET', path: '/api/get-training-problem-details', summary: 'A problem of a training by its display id', access: 'user', query: TrainingProblemDetailsQuery, response: TrainingProblemDetail },
  getTrainingRank: { method: 'GET', path: '/api/get-training-rank', summary: "A training's rank: programming records (oj) and exam records (exam), 30 a page", access: 'user', query: TrainingRankQuery, response: TrainingRank },
  getTrainingExamList: { method: 'GET', path: '/api/get-training-exam-list', summary: "A training's papers with the caller's best score", access: 'user', query: TrainingExamListQuery, response: pageOf(TrainingExamRow) },

  adminGetTrainingList: { method: 'GET', path: '/api/admin/training/get-training-list', summary: 'Trainings to manage, by rank (a teacher sees their own)', access: 'admin', query: AdminTrainingListQuery, response: pageOf(AdminTrainingRow) },
  adminGetTraining: { method: 'GET', path: '/api/admin/training', summary: 'A training with its category, every form field', access: 'admin', query: TidQuery, response: AdminTrainingWithCategory },
  adminAddTraining: { method: 'POST', path: '/api/admin/training', summary: 'Create a training (rank, title, description and category required; password when private)', access: 'admin', body: TrainingSaveBody, response: AdminTrainingWithCategory },
  adminUpdateTraining: { method: 'PUT', path: '/api/admin/training', summary: 'Update a training', access: 'admin', body: TrainingSaveBody, response: AdminTrainingWithCategory },
  adminDeleteTraining: { method: 'DELETE', path: '/api/admin/training', summary: 'Delete a training with its problem list, papers and standings (the problems stay)', access: 'admin', query: TidQuery, response: v.null() },
  adminChangeTrainingStatus: { method: 'PUT', path: '/api/admin/training/change-training-status', summary: 'Show or hide a training', access: 'admin', query: TrainingStatusQuery, response: v.null() },
  adminGetTrainingProblemList: { method: 'GET', path: '/api/admin/training/get-problem-list', summary: "A training's problems with their ranks", access: 'admin', query: AdminTrainingProblemListQuery, response: pageOf(AdminTrainingProblemRow) },
  adminUpdateTrainingProblem: { method: 'PUT', path: '/api/admin/training/update-training-problem', summary: "Change a training problem's rank (its place in the list)", access: 'admin', body: UpdateTrainingProblemBody, response: AdminTrainingProblemRow },
  adminRemoveTrainingProblem: { method: 'DELETE', path: '/api/admin/training/training-problem', summary: 'Take a problem out of a training (the problem stays)', access: 'admin', query: TrainingProblemPidQuery, response: v.null() },
  adminAddTrainingProblemFromPublic: { method: 'POST', path: '/api/admin/training/add-problem-from-public', summary: 'Add a problem of the public bank to a training', access: 'admin', body: AddTrainingProblemBody, response: AdminTrainingProblemRow },
  adminGetTrainingExamList: { method: 'GET', path: '/api/admin/training/get-exam-list', summary: "A training's papers", access: 'admin', query: TrainingExamListQuery, response: pageOf(AdminTrainingExamRow) },
  adminAddTrainingExam: { method: 'POST', path: '/api/admin/training/exam', summary: 'Attach an exam (its question bank) to a training as a paper', access: 'admin', body: AddTrainingExamBody, response: AdminTrainingExamRow },
  adminRemoveTrainingExam: { method: 'DELETE', path: '/api/admin/training/exam', summary: 'Take a paper out of a training (its answer sheets stay)', access: 'admin', query: TrainingExamEidQuery, response: v.null() },
  adminAddTrainingCategory: { method: 'POST', path: '/api/admin/training/category', summary: 'Create a training category', access: 'admin', body: TrainingCategoryBody, response: TrainingCategoryView },
  adminUpdateTrainingCategory: { method: 'PUT', path: '/api/admin/training/category', summary: "Rename or recolour a training category", access: 'admin', body: TrainingCategoryBody, response: TrainingCategoryView },
  adminDeleteTrainingCategory: { method: 'DELETE', path: '/api/admin/training/category', summary: 'Delete a training category no training uses', access: 'admin', query: CategoryIdQuery, response: v.null() },
  adminSearchPublicTrainings: { method: 'GET', path: '/api/admin/training/public-training-list', summary: 'Visible public site trainings by keyword, at most 100 (the import dialogs)', access: 'admin', query: PublicTrainingSearchQuery, response: v.array(TrainingListRow) },
});
