/**
 * The rules of a submission that the web app and the Worker both apply: which statuses are still
 * being judged and which are final, who may resubmit, cancel, judge by hand, share or see the code,
 * and what code may be sent at all. The page offers an action exactly when the Worker would accept it.
 */
import * as v from 'valibot';
import { isAdminRole } from '../roles';
import { JUDGE_STATUS } from '../judge-status';

export const CODE_MAX_LENGTH = 65535;

/** The code rules of part 1 §5, as the messages both sides show (also catalog ids on the web). */
export const CODE_MESSAGES = {
  empty: 'Code can not be empty',
  tooLong: `Code Length can not exceed ${CODE_MAX_LENGTH}`,
} as const;

/** What is wrong with a code before it is sent: blank, or longer than CODE_MAX_LENGTH characters; null when it may be sent. */
export function codeRuleBroken(code: string): keyof typeof CODE_MESSAGES | null {
  if (code.trim().length === 0) return 'empty';
  if (code.length > CODE_MAX_LENGTH) return 'tooLong';
  return null;
}

/** The `code` field of a submission or a test run. */
export const submissionCode = v.pipe(
  v.string('code is required'),
  v.check((c) => codeRuleBroken(c) !== 'empty', CODE_MESSAGES.empty),
  v.maxLength(CODE_MAX_LENGTH, CODE_MESSAGES.tooLong),
);

/** Pending, compiling, judging: a judge is (or will be) on it, so clients poll it (part 1 §4). */
export const IN_PROGRESS_STATUSES: readonly number[] = [JUDGE_STATUS.pending, JUDGE_STATUS.compiling, JUDGE_STATUS.judging];

/**
 * Statuses a judgement ends in. Not every status that is not in progress is final: a submission
 * whose sending failed (10) or that is still being sent (9) waits for a resubmit, not a verdict.
 */
export const FINAL_STATUSES: ReadonlySet<number> = new Set([
  JUDGE_STATUS.accepted,
  JUDGE_STATUS.wrongAnswer,
  JUDGE_STATUS.presentationError,
  JUDGE_STATUS.compileError,
  JUDGE_STATUS.timeLimitExceeded,
  JUDGE_STATUS.memoryLimitExceeded,
  JUDGE_STATUS.runtimeError,
  JUDGE_STATUS.systemError,
  JUDGE_STATUS.partialAccepted,
  JUDGE_STATUS.cancelled,
]);

export function isInProgress(status: number): boolean {
  return IN_PROGRESS_STATUSES.includes(status);
}

export function isFinalStatus(status: number): boolean {
  return FINAL_STATUSES.has(status);
}

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

/** Part 1 §4: no manual judgement while pending, compiling or judging, nor of a compile error. */
export function canManualJudge(status: number): boolean {
  return !isInProgress(status) && status !== JUDGE_STATUS.compileError;
}

/** Part 1 §4: a cancelled judgement cannot be cancelled again. */
export function canCancelJudge(status: number): boolean {
  return status !== JUDGE_STATUS.cancelled;
}

/** Part 1 §4: only a submission whose sending failed can be resubmitted. */
export function canResubmit(status: number): boolean {
  return status === JUDGE_STATUS.submittedFailed;
}

/** Who is looking: a user id and roles (the web app's user info or the Worker's principal), or nobody. */
export interface Viewer {
  uid: string;
  roles: readonly string[];
}

/** The submission a rule is about, as both sides know it. */
export interface SubmissionFacts {
  uid: string;
  status: number;
  /** 0 for the public bank */
  cid: number;
  share: boolean;
}

const isOwner = (viewer: Viewer | null, row: Pick<SubmissionFacts, 'uid'>) => viewer !== null && viewer.uid === row.uid;
const isAdmin = (viewer: Viewer | null) => viewer !== null && isAdminRole(viewer.roles);

/** Who may resubmit: the owner or an admin role, of a submission whose sending failed. */
export function mayResubmit(viewer: Viewer | null, row: Pick<SubmissionFacts, 'uid'>): boolean {
  return isOwner(viewer, row) || isAdmin(viewer);
}

/** Part 1 §6: the owner and admins see the code; others only when it is shared and the problem allows sharing. */
export function maySeeCode(viewer: Viewer | null, row: Pick<SubmissionFacts, 'uid' | 'share'>, problemAllowsSharing: boolean): boolean {
  return isOwner(viewer, row) || isAdmin(viewer) || (row.share && problemAllowsSharing);
}

/**
 * Part 1 §6: only the owner shares or unshares, and only outside contests (a contest's code is never
 * shared). Whether the problem allows sharing is checked when sharing is switched on.
 */
export function mayShare(viewer: Viewer | null, row: Pick<SubmissionFacts, 'uid' | 'cid'>): 'yes' | 'not-owner' | 'contest' {
  if (!isOwner(viewer, row)) return 'not-owner';
  if (row.cid !== 0) return 'contest';
  return 'yes';
}

/**
 * Per-case results: the owner and admins always; anyone else only of a public-bank submission
 * whose problem they may view. The program's output itself only to the owner and admins.
 */
export function maySeeCaseResults(viewer: Viewer | null, row: Pick<SubmissionFacts, 'uid' | 'cid'>, mayViewProblem: boolean): boolean {
  return isOwner(viewer, row) || isAdmin(viewer) || (row.cid === 0 && mayViewProblem);
}

export function maySeeCaseOutput(viewer: Viewer | null, row: Pick<SubmissionFacts, 'uid'>): boolean {
  return isOwner(viewer, row) || isAdmin(viewer);
}

/** The `data` of a submit refused until a captcha is answered: the page then shows a captcha image. */
export interface SubmitCaptchaRefusal {
  captchaRequired: true;
}

export function isSubmitCaptchaRefusal(data: unknown): data is SubmitCaptchaRefusal {
  return typeof data === 'object' && data !== null && (data as Partial<SubmitCaptchaRefusal>).captchaRequired === true;
}
