import * as v from 'valibot';
import type { JudgeCaseMode } from '../judge';
import { LIMITS } from '../constants';
import { currentPage, optionalQueryBool, optionalQueryInt, optionalQueryText, pageLimit, queryInt } from './fields';
import { PROBLEM_LIMITS } from './problems';

/** Page sizes of part 1 §9: the submission list, and "My Submission" on the problem page. */
export const SUBMISSION_LIST_PAGE_SIZE = 15;
export const MY_SUBMISSION_PAGE_SIZE = 10;

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

/** One test case's result (part 1 §3 "Submission detail result"). */
export interface JudgeCaseView {
  index: number;
  /** the test's input file name */
  inputData: string | null;
  /** the test's answer file name */
  outputData: string | null;
  /** the first bytes of the program's output; only for the submission's owner and admins */
  userOutput: string | null;
  status: number;
  /** ms */
  time: number;
  /** KB */
  memory: number;
  score: number;
  groupNum: number | null;
}

export interface SubtaskView {
  /** null for a case that has no group (it is a subtask of its own) */
  groupNum: number | null;
  status: number;
  score: number;
  ac: number;
  total: number;
  time: number;
  memory: number;
  subtaskDetailList: JudgeCaseView[];
}

/**
 * `get-all-case-result`: per-case results for default and ergodic modes, per-subtask for the
 * subtask modes. When the problem does not open its case results (and the viewer is no admin),
 * both lists are empty and openCaseResult is false.
 */
export interface AllCaseResult {
  judgeCaseMode: JudgeCaseMode;
  openCaseResult: boolean;
  judgeCaseList: JudgeCaseView[];
  subTaskJudgeCaseVoList: SubtaskView[];
}
