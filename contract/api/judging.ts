import * as v from 'valibot';
import { JUDGE_STATUS } from '../judge-status';
import { queryInt } from './fields';

export const CODE_MAX_LENGTH = 65535;
export const TEST_INPUT_MAX_LENGTH = 1000;

const code = v.pipe(
  v.string('code is required'),
  v.check((c) => c.trim().length > 0, 'Code can not be empty'),
  v.maxLength(CODE_MAX_LENGTH, `Code Length can not exceed ${CODE_MAX_LENGTH}`),
);
const language = v.pipe(v.string('language is required'), v.trim(), v.nonEmpty('language is required'), v.maxLength(50, 'language is too long'));
const pid = v.pipe(v.number('pid must be a number'), v.integer('pid must be a whole number'), v.minValue(1, 'pid must be positive'));
const optionalId = (field: string) => v.optional(v.nullable(v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(0, `${field} must not be negative`))));

export const SubmitProblemJudgeBody = v.object({
  pid,
  language,
  code,
  cid: optionalId('cid'),
  tid: optionalId('tid'),
  gid: optionalId('gid'),
  isRemote: v.optional(v.boolean('isRemote must be true or false')),
  /** asked for only when the server refuses with `SubmitCaptchaRefusal` (a burst of submissions) */
  captcha: v.optional(v.nullable(v.pipe(v.string('captcha must be a string'), v.maxLength(8, 'captcha is too long')))),
  /** the key of the image captcha (`GET /api/captcha`) the answer is for */
  captchaKey: v.optional(v.nullable(v.pipe(v.string('captchaKey must be a string'), v.maxLength(64, 'captchaKey is too long')))),
});

/** The `data` of a submit refused until a captcha is answered: the page then shows a captcha image. */
export interface SubmitCaptchaRefusal {
  captchaRequired: true;
}

export function isSubmitCaptchaRefusal(data: unknown): data is SubmitCaptchaRefusal {
  return typeof data === 'object' && data !== null && (data as Partial<SubmitCaptchaRefusal>).captchaRequired === true;
}

export const SubmitTestJudgeBody = v.object({
  pid,
  language,
  code,
  type: v.optional(v.picklist(['public', 'contest', 'group'], 'type must be public, contest or group')),
  userInput: v.pipe(v.string('userInput is required'), v.maxLength(TEST_INPUT_MAX_LENGTH, `The test input must be at most ${TEST_INPUT_MAX_LENGTH} characters`)),
  expectedOutput: v.optional(v.nullable(v.pipe(v.string('expectedOutput must be a string'), v.maxLength(TEST_INPUT_MAX_LENGTH * 10, 'expectedOutput is too long')))),
  mode: v.optional(v.nullable(v.string('mode must be a string'))),
  isRemoteJudge: v.optional(v.boolean('isRemoteJudge must be true or false')),
});

export const TestJudgeResultQuery = v.object({
  testJudgeKey: v.pipe(v.string('testJudgeKey is required'), v.trim(), v.nonEmpty('testJudgeKey is required'), v.maxLength(64, 'testJudgeKey is too long')),
});

export const SubmitIdQuery = v.object({ submitId: queryInt('submitId', 1, Number.MAX_SAFE_INTEGER) });

export const CheckSubmissionsStatusBody = v.object({
  submitIds: v.pipe(
    v.array(v.pipe(v.number('submitIds must be numbers'), v.integer('submitIds must be whole numbers')), 'submitIds must be a list'),
    v.maxLength(100, 'at most 100 submitIds at once'),
  ),
});

export const LanguagesQuery = v.object({
  all: v.optional(v.picklist(['true', 'false'], 'all must be true or false')),
  pid: v.optional(queryInt('pid', 1, Number.MAX_SAFE_INTEGER)),
});

/** Statuses an admin may set by hand (part 1 §4: not submitting, unknown, not submitted, cancelled, CE, pending, compiling, judging). */
export const MANUAL_JUDGE_STATUSES = [
  JUDGE_STATUS.accepted,
  JUDGE_STATUS.wrongAnswer,
  JUDGE_STATUS.presentationError,
  JUDGE_STATUS.timeLimitExceeded,
  JUDGE_STATUS.memoryLimitExceeded,
  JUDGE_STATUS.runtimeError,
  JUDGE_STATUS.systemError,
  JUDGE_STATUS.partialAccepted,
  JUDGE_STATUS.submittedFailed,
] as const;

export const ManualJudgeQuery = v.object({
  submitId: queryInt('submitId', 1, Number.MAX_SAFE_INTEGER),
  status: v.pipe(
    queryInt('status', -10, 10),
    v.check((s) => (MANUAL_JUDGE_STATUSES as readonly number[]).includes(s), 'This status cannot be set by hand'),
  ),
  score: v.optional(queryInt('score', 0, 1_000_000)),
});

export const RejudgeContestProblemQuery = v.object({
  cid: queryInt('cid', 1, Number.MAX_SAFE_INTEGER),
  pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER),
});

/** A submission as lists and the detail page show it (part 1 §3 "Submission row"). */
export interface SubmissionView {
  submitId: number;
  pid: number;
  displayPid: string;
  displayId: string;
  title: string;
  status: number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  username: string;
  uid: string;
  submitTime: string;
  judger: string | null;
  isManual: boolean;
  errorMessage: string | null;
  cid: number;
  gid: number | null;
  share: boolean;
  /** null when the viewer may not see the code */
  code: string | null;
}

export interface SubmissionDetail {
  submission: SubmissionView;
  codeShare: boolean;
}

export interface SubmissionStatus {
  submitId: number;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}

/** `get-test-judge-result` (part 1 §3 "Test-run result"). */
export interface TestJudgeResult {
  status: number;
  time: number | null;
  memory: number | null;
  stderr: string | null;
  userInput: string;
  expectedOutput: string | null;
  userOutput: string | null;
  problemJudgeMode: 'default' | 'spj' | 'interactive';
  /**
   * The interactor of an interactive problem did not accept userInput as a test (it exited with its
   * "fail" code): status is then System Error, but the input, not the judge, is at fault.
   */
  inputRejected: boolean;
}
