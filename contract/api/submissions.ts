import * as v from 'valibot';
import { JUDGE_CASE_MODES } from '../judge';
import { LIMITS } from '../constants';
import { MANUAL_JUDGE_STATUSES, submissionCode } from '../rules/submissions';
import { defineEndpoints } from './endpoint';
import { currentPage, optionalQueryBool, optionalQueryInt, optionalQueryText, pageLimit, queryInt } from './fields';
import { submissionLanguage } from './judging';
import { PROBLEM_LIMITS } from './problems';

export { isSubmitCaptchaRefusal, MANUAL_JUDGE_STATUSES, type SubmitCaptchaRefusal } from '../rules/submissions';

/** Page sizes of part 1 §9: the submission list, and "My Submission" on the problem page. */
export const SUBMISSION_LIST_PAGE_SIZE = 15;
export const MY_SUBMISSION_PAGE_SIZE = 10;

const pid = v.pipe(v.number('pid must be a number'), v.integer('pid must be a whole number'), v.minValue(1, 'pid must be positive'));
const optionalId = (field: string) => v.optional(v.nullable(v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(0, `${field} must not be negative`))));

export const SubmitProblemJudgeBody = v.object({
  pid,
  language: submissionLanguage,
  code: submissionCode,
  cid: optionalId('cid'),
  tid: optionalId('tid'),
  gid: optionalId('gid'),
  isRemote: v.optional(v.boolean('isRemote must be true or false')),
  /** asked for only when the server refuses with `SubmitCaptchaRefusal` (a burst of submissions) */
  captcha: v.optional(v.nullable(v.pipe(v.string('captcha must be a string'), v.maxLength(8, 'captcha is too long')))),
  /** the key of the image captcha (`GET /api/captcha`) the answer is for */
  captchaKey: v.optional(v.nullable(v.pipe(v.string('captchaKey must be a string'), v.maxLength(64, 'captchaKey is too long')))),
});
export type SubmitProblemJudgeBody = v.InferOutput<typeof SubmitProblemJudgeBody>;

export const SubmitIdQuery = v.object({ submitId: queryInt('submitId', 1, Number.MAX_SAFE_INTEGER) });

export const CheckSubmissionsStatusBody = v.object({
  submitIds: v.pipe(
    v.array(v.pipe(v.number('submitIds must be numbers'), v.integer('submitIds must be whole numbers')), 'submitIds must be a list'),
    v.maxLength(100, 'at most 100 submitIds at once'),
  ),
});

export const ManualJudgeQuery = v.object({
  submitId: queryInt('submitId', 1, Number.MAX_SAFE_INTEGER),
  status: v.pipe(
    queryInt('status', -10, 10),
    v.check((s) => (MANUAL_JUDGE_STATUSES as readonly number[]).includes(s), 'This status cannot be set by hand'),
  ),
  score: v.optional(queryInt('score', 0, 1_000_000)),
});
export type ManualJudgeQuery = v.InferOutput<typeof ManualJudgeQuery>;

export const RejudgeContestProblemQuery = v.object({
  cid: queryInt('cid', 1, Number.MAX_SAFE_INTEGER),
  pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER),
});

export const SubmissionListQuery = v.object({
  /** only the caller's own submissions; needs sign-in */
  onlyMine: optionalQueryBool('onlyMine'),
  /** a display id; a part of one unless completeProblemID is true */
  problemID: optionalQueryText('problemID', PROBLEM_LIMITS.problemIdMax),
  /** match problemID exactly */
  completeProblemID: optionalQueryBool('completeProblemID'),
  status: optionalQueryInt('status', -10, 10),
  /** exact username */
  username: optionalQueryText('username', LIMITS.usernameMax),
  contestID: optionalQueryInt('contestID', 0, Number.MAX_SAFE_INTEGER),
  gid: optionalQueryInt('gid', 1, Number.MAX_SAFE_INTEGER),
  /** contest lists: include submissions made before the contest started */
  beforeContestSubmit: optionalQueryBool('beforeContestSubmit'),
  /** contest lists: include submissions made after the contest ended */
  containsEnd: optionalQueryBool('containsEnd'),
  currentPage,
  limit: pageLimit(SUBMISSION_LIST_PAGE_SIZE),
});
export type SubmissionListQuery = v.InferOutput<typeof SubmissionListQuery>;

export const CaseResultQuery = v.object({ submitId: queryInt('submitId', 1, Number.MAX_SAFE_INTEGER) });

/** `PUT /api/submission`: the owner shares or unshares their code. */
export const ShareSubmissionBody = v.object({
  submitId: v.pipe(v.number('submitId must be a number'), v.integer('submitId must be a whole number'), v.minValue(1, 'submitId must be positive')),
  share: v.boolean('share must be true or false'),
  /** the owner's uid as the client knows it; when sent it must be the caller's */
  uid: v.optional(v.nullable(v.pipe(v.string('uid must be text'), v.maxLength(64, 'uid is too long')))),
});
export type ShareSubmissionBody = v.InferOutput<typeof ShareSubmissionBody>;

/** A submission as lists and the detail page show it (part 1 §3 "Submission row"). */
export const SubmissionView = v.object({
  submitId: v.number(),
  pid: v.number(),
  displayPid: v.string(),
  displayId: v.string(),
  title: v.string(),
  status: v.number(),
  score: v.nullable(v.number()),
  oiRankScore: v.nullable(v.number()),
  time: v.nullable(v.number()),
  memory: v.nullable(v.number()),
  length: v.number(),
  language: v.string(),
  username: v.string(),
  uid: v.string(),
  /** ISO 8601 */
  submitTime: v.string(),
  judger: v.nullable(v.string()),
  isManual: v.boolean(),
  errorMessage: v.nullable(v.string()),
  cid: v.number(),
  gid: v.nullable(v.number()),
  share: v.boolean(),
  /** null when the viewer may not see the code */
  code: v.nullable(v.string()),
});
export type SubmissionView = v.InferOutput<typeof SubmissionView>;

export const SubmissionDetail = v.object({
  submission: SubmissionView,
  codeShare: v.boolean(),
});
export type SubmissionDetail = v.InferOutput<typeof SubmissionDetail>;

export const SubmissionStatus = v.object({
  submitId: v.number(),
  status: v.number(),
  score: v.nullable(v.number()),
  time: v.nullable(v.number()),
  memory: v.nullable(v.number()),
});
export type SubmissionStatus = v.InferOutput<typeof SubmissionStatus>;

/** `check-submissions-status`: the statuses by submit id (ids that do not exist are left out). */
export const SubmissionStatuses = v.record(v.string(), SubmissionStatus);
export type SubmissionStatuses = v.InferOutput<typeof SubmissionStatuses>;

export const SubmissionPage = v.object({
  records: v.array(SubmissionView),
  total: v.number(),
  current: v.number(),
  size: v.number(),
});
export type SubmissionPage = v.InferOutput<typeof SubmissionPage>;

/** One test case's result (part 1 §3 "Submission detail result"). */
export const JudgeCaseView = v.object({
  index: v.number(),
  /** the test's input file name */
  inputData: v.nullable(v.string()),
  /** the test's answer file name */
  outputData: v.nullable(v.string()),
  /** the first bytes of the program's output; only for the submission's owner and admins */
  userOutput: v.nullable(v.string()),
  status: v.number(),
  /** ms */
  time: v.number(),
  /** KB */
  memory: v.number(),
  score: v.number(),
  groupNum: v.nullable(v.number()),
});
export type JudgeCaseView = v.InferOutput<typeof JudgeCaseView>;

export const SubtaskView = v.object({
  /** null for a case that has no group (it is a subtask of its own) */
  groupNum: v.nullable(v.number()),
  status: v.number(),
  score: v.number(),
  ac: v.number(),
  total: v.number(),
  time: v.number(),
  memory: v.number(),
  subtaskDetailList: v.array(JudgeCaseView),
});
export type SubtaskView = v.InferOutput<typeof SubtaskView>;

/**
 * `get-all-case-result`: per-case results for default and ergodic modes, per-subtask for the
 * subtask modes. When the problem does not open its case results (and the viewer is no admin),
 * both lists are empty and openCaseResult is false.
 */
export const AllCaseResult = v.object({
  judgeCaseMode: v.picklist(JUDGE_CASE_MODES),
  openCaseResult: v.boolean(),
  judgeCaseList: v.array(JudgeCaseView),
  subTaskJudgeCaseVoList: v.array(SubtaskView),
});
export type AllCaseResult = v.InferOutput<typeof AllCaseResult>;

export const RejudgeCount = v.object({ count: v.number() });

export const SUBMISSIONS_ENDPOINTS = defineEndpoints({
  submitProblemJudge: { method: 'POST', path: '/api/submit-problem-judge', summary: 'Submit code for judging; returns the submission', access: 'user', body: SubmitProblemJudgeBody, response: SubmissionView },
  getSubmissionDetail: { method: 'GET', path: '/api/get-submission-detail', summary: 'One submission (code only where the viewer may see it)', access: 'public', query: SubmitIdQuery, response: SubmissionDetail },
  checkSubmissionsStatus: { method: 'POST', path: '/api/check-submissions-status', summary: 'Current status of several submissions, for polling', access: 'public', body: CheckSubmissionsStatusBody, response: SubmissionStatuses },
  getSubmissionList: { method: 'GET', path: '/api/get-submission-list', summary: 'Submissions, 15 a page, newest first, with the filters of the status page', access: 'public', query: SubmissionListQuery, response: SubmissionPage },
  getAllCaseResult: { method: 'GET', path: '/api/get-all-case-result', summary: "A submission's per-case or per-subtask results, as the problem opens them", access: 'public', query: CaseResultQuery, response: AllCaseResult },
  updateSubmission: { method: 'PUT', path: '/api/submission', summary: 'The owner shares or unshares the code of a submission', access: 'user', body: ShareSubmissionBody, response: SubmissionView },
  resubmit: { method: 'GET', path: '/api/resubmit', summary: 'Queue again a submission whose sending failed (status 10)', access: 'user', query: SubmitIdQuery, response: SubmissionView },
  adminRejudge: { method: 'GET', path: '/api/admin/judge/rejudge', summary: 'Judge one submission again', access: 'admin', query: SubmitIdQuery, response: SubmissionView },
  adminRejudgeContestProblem: { method: 'GET', path: '/api/admin/judge/rejudge-contest-problem', summary: 'Judge every submission of a contest problem again', access: 'root', query: RejudgeContestProblemQuery, response: RejudgeCount },
  adminManualJudge: { method: 'GET', path: '/api/admin/judge/manual-judge', summary: 'Set a final status (and score) by hand', access: 'admin', query: ManualJudgeQuery, response: SubmissionView },
  adminCancelJudge: { method: 'GET', path: '/api/admin/judge/cancel-judge', summary: 'Cancel a judgement (status -4)', access: 'admin', query: SubmitIdQuery, response: SubmissionView },
});
