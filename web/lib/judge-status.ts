import { isFinalStatus as isFinal, isInProgress } from '../../contract/rules/submissions';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { msgId } from './message-id';

export interface JudgeStatusMeta {
  code: number;
  /** the short tag lists show (part 1 §3: ac, pa, wa, ce, tle, mle, re, pe, sf, snr) */
  short: string;
  /** catalog id of the full name */
  name: string;
  /** catalog id of the explanation */
  explanation: string;
  /** Mantine colour of the tag */
  color: string;
  /**
   * Mantine colour and shade of the status in charts (the statistics pie): several statuses share a
   * tag colour, but no two share a chart colour, so every slice stands apart.
   */
  chart: readonly [color: string, shade: number];
}

const meta = (code: number, short: string, name: string, explanation: string, color: string, chart: readonly [string, number]): JudgeStatusMeta => ({ code, short, name, explanation, color, chart });

/** Every judge status code of part 1 §3 with its tag, name, explanation and colour. */
export const JUDGE_STATUS_META: Record<number, JudgeStatusMeta> = {
  [JUDGE_STATUS.notSubmitted]: meta(JUDGE_STATUS.notSubmitted, 'NS', msgId('Judge_Status_Not_Submitted'), msgId('Judge_Status_Not_Submitted_Explain'), 'gray', ['gray', 4]),
  [JUDGE_STATUS.submittedUnknownResult]: meta(JUDGE_STATUS.submittedUnknownResult, 'SNR', msgId('Judge_Status_Submitted_Unknown_Result'), msgId('Judge_Status_Submitted_Unknown_Result_Explain'), 'gray', ['gray', 6]),
  [JUDGE_STATUS.cancelled]: meta(JUDGE_STATUS.cancelled, 'CA', msgId('Judge_Status_Cancelled'), msgId('Judge_Status_Cancelled_Explain'), 'dark', ['dark', 3]),
  [JUDGE_STATUS.presentationError]: meta(JUDGE_STATUS.presentationError, 'PE', msgId('Judge_Status_Presentation_Error'), msgId('Judge_Status_Presentation_Error_Explain'), 'yellow', ['yellow', 5]),
  [JUDGE_STATUS.compileError]: meta(JUDGE_STATUS.compileError, 'CE', msgId('Judge_Status_Compile_Error'), msgId('Judge_Status_Compile_Error_Explain'), 'yellow', ['yellow', 8]),
  [JUDGE_STATUS.wrongAnswer]: meta(JUDGE_STATUS.wrongAnswer, 'WA', msgId('Judge_Status_Wrong_Answer'), msgId('Judge_Status_Wrong_Answer_Explain'), 'red', ['red', 6]),
  [JUDGE_STATUS.accepted]: meta(JUDGE_STATUS.accepted, 'AC', msgId('Judge_Status_Accepted'), msgId('Judge_Status_Accepted_Explain'), 'green', ['green', 6]),
  [JUDGE_STATUS.timeLimitExceeded]: meta(JUDGE_STATUS.timeLimitExceeded, 'TLE', msgId('Judge_Status_Time_Limit_Exceeded'), msgId('Judge_Status_Time_Limit_Exceeded_Explain'), 'red', ['orange', 6]),
  [JUDGE_STATUS.memoryLimitExceeded]: meta(JUDGE_STATUS.memoryLimitExceeded, 'MLE', msgId('Judge_Status_Memory_Limit_Exceeded'), msgId('Judge_Status_Memory_Limit_Exceeded_Explain'), 'red', ['pink', 6]),
  [JUDGE_STATUS.runtimeError]: meta(JUDGE_STATUS.runtimeError, 'RE', msgId('Judge_Status_Runtime_Error'), msgId('Judge_Status_Runtime_Error_Explain'), 'red', ['grape', 6]),
  [JUDGE_STATUS.systemError]: meta(JUDGE_STATUS.systemError, 'SE', msgId('Judge_Status_System_Error'), msgId('Judge_Status_System_Error_Explain'), 'grape', ['gray', 8]),
  [JUDGE_STATUS.pending]: meta(JUDGE_STATUS.pending, 'PD', msgId('Judge_Status_Pending'), msgId('Judge_Status_Pending_Explain'), 'orange', ['orange', 3]),
  [JUDGE_STATUS.compiling]: meta(JUDGE_STATUS.compiling, 'CP', msgId('Judge_Status_Compiling'), msgId('Judge_Status_Compiling_Explain'), 'cyan', ['cyan', 6]),
  [JUDGE_STATUS.judging]: meta(JUDGE_STATUS.judging, 'JG', msgId('Judge_Status_Judging'), msgId('Judge_Status_Judging_Explain'), 'blue', ['blue', 6]),
  [JUDGE_STATUS.partialAccepted]: meta(JUDGE_STATUS.partialAccepted, 'PA', msgId('Judge_Status_Partial_Accepted'), msgId('Judge_Status_Partial_Accepted_Explain'), 'teal', ['teal', 5]),
  [JUDGE_STATUS.submitting]: meta(JUDGE_STATUS.submitting, 'SB', msgId('Judge_Status_Submitting'), msgId('Judge_Status_Submitting_Explain'), 'orange', ['indigo', 4]),
  [JUDGE_STATUS.submittedFailed]: meta(JUDGE_STATUS.submittedFailed, 'SF', msgId('Judge_Status_Submitted_Failed'), msgId('Judge_Status_Submitted_Failed_Explain'), 'gray', ['violet', 6]),
};

const UNKNOWN: JudgeStatusMeta = { ...JUDGE_STATUS_META[JUDGE_STATUS.submittedUnknownResult]!, short: '?' };

export function judgeStatusMeta(code: number): JudgeStatusMeta {
  return JUDGE_STATUS_META[code] ?? UNKNOWN;
}

/** The chart colour of a status as a CSS colour, resolved in the given Mantine palette. */
export function judgeStatusChartColor(code: number, colors: Record<string, readonly string[]>): string {
  const [name, shade] = judgeStatusMeta(code).chart;
  return colors[name]?.[shade] ?? '#868e96';
}

/** Every code in display order (the filter of the submission list offers them all). */
export const JUDGE_STATUS_CODES: number[] = Object.keys(JUDGE_STATUS_META)
  .map(Number)
  .sort((a, b) => a - b);

/** Pending, compiling, judging: the states that are polled (part 1 §4); the Worker's in-progress set. */
export function isJudging(status: number): boolean {
  return isInProgress(status);
}

/** A status a judgement ends in (cancelled included; a failed sending is not final). */
export function isFinalStatus(status: number): boolean {
  return isFinal(status);
}

/** Part 1 §4: polled every 2 s, at most 300 times. */
export const SUBMISSION_POLL_MS = 2000;
export const SUBMISSION_POLL_MAX = 300;
/** Part 1 §4: a test run is polled every second. */
export const TEST_RUN_POLL_MS = 1000;
