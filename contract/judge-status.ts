/** Judge status codes of part 1 §3, exactly. */
export const JUDGE_STATUS = {
  notSubmitted: -10,
  submittedUnknownResult: -5,
  cancelled: -4,
  presentationError: -3,
  compileError: -2,
  wrongAnswer: -1,
  accepted: 0,
  timeLimitExceeded: 1,
  memoryLimitExceeded: 2,
  runtimeError: 3,
  systemError: 4,
  pending: 5,
  compiling: 6,
  judging: 7,
  partialAccepted: 8,
  submitting: 9,
  submittedFailed: 10,
} as const;
export type JudgeStatus = (typeof JUDGE_STATUS)[keyof typeof JUDGE_STATUS];
