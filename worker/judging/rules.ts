/**
 * The judging area's pure rules: how a problem row becomes a job, how the runners' languages add
 * up, how long runners and test runs count, how a compile result is stored. No D1, no clock.
 */
import type { TestJudgeResult } from '../../contract/api/judging';
import { PROBLEM_DEFAULTS, type JudgeJob, type JudgeOutcome, type LanguageInfo } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { ProblemRow } from '../problems/problem-access';

/** Runners that reported within this window make up the languages `GET /api/languages` offers. */
export const RUNNER_FRESHNESS_SECONDS = 24 * 3600;
/** Test runs are kept this long for polling. */
export const TEST_RUN_TTL_SECONDS = 3600;
/** A compile job's message is capped like a submission's compile error. */
export const COMPILE_MESSAGE_BYTES = 64 * 1024;

/** The oldest `last_seen` of a runner whose languages still count at `nowSeconds`. */
export function freshRunnersSince(nowSeconds: number): number {
  return nowSeconds - RUNNER_FRESHNESS_SECONDS;
}

/** The oldest `created_at` of a test run still kept at `nowSeconds`. */
export function keptTestRunsSince(nowSeconds: number): number {
  return nowSeconds - TEST_RUN_TTL_SECONDS;
}

/** The languages of the fresh runners, one per name (a later runner's description wins), by name. */
export function mergeLanguages(perRunner: readonly (readonly LanguageInfo[])[]): LanguageInfo[] {
  const byName = new Map<string, LanguageInfo>();
  for (const languages of perRunner) for (const lang of languages) byName.set(lang.name, lang);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A stored file map (JSON name → content); empty or unreadable is none. */
export function parseFileMap(text: string | null): Record<string, string> | null {
  if (!text) return null;
  try {
    const map = JSON.parse(text) as Record<string, string>;
    return Object.keys(map).length > 0 ? map : null;
  } catch {
    return null;
  }
}

/** The problem part of a job, from the problem row; a checker only for spj and interactive problems that have one. */
export function problemForJob(problem: ProblemRow): JudgeJob['problem'] {
  const checkerLanguage = problem.spjLanguage ?? 'C';
  return {
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    type: problem.type === 1 ? 1 : 0,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName,
    ioWriteFileName: problem.ioWriteFileName,
    userExtraFile: parseFileMap(problem.userExtraFile),
    judgeExtraFile: parseFileMap(problem.judgeExtraFile),
    checker: problem.judgeMode !== 'default' && problem.spjCode ? { language: checkerLanguage, code: problem.spjCode } : null,
  };
}

/** The problem part of a compile job: defaults, with the checker's judge mode and extra files. */
export function compileJobProblem(check: { judgeMode: JudgeJob['problem']['judgeMode']; extraFiles: string | null }): JudgeJob['problem'] {
  return {
    timeLimit: PROBLEM_DEFAULTS.timeLimit,
    memoryLimit: PROBLEM_DEFAULTS.memoryLimit,
    stackLimit: PROBLEM_DEFAULTS.stackLimit,
    type: 0,
    judgeMode: check.judgeMode,
    judgeCaseMode: PROBLEM_DEFAULTS.judgeCaseMode,
    isRemoveEndBlank: PROBLEM_DEFAULTS.isRemoveEndBlank,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
    judgeExtraFile: parseFileMap(check.extraFiles),
    checker: null,
  };
}

/** The first `max` bytes of a text in UTF-8. */
export function capBytes(text: string, max: number): string {
  const bytes = new TextEncoder().encode(text);
  return bytes.length <= max ? text : new TextDecoder().decode(bytes.subarray(0, max));
}

/** A compile job's final result as stored: 0 or -2 as is (the compiler's message capped), anything else a system error. */
export function compileResult(outcome: Pick<JudgeOutcome, 'status' | 'errorMessage'>): { status: number; message: string | null } {
  const { status, errorMessage } = outcome;
  const known = status === JUDGE_STATUS.accepted || status === JUDGE_STATUS.compileError;
  const message = known ? (status === JUDGE_STATUS.accepted ? null : (errorMessage ?? '')) : (errorMessage ?? `The judge answered status ${status} to a compile job`);
  return { status: known ? status : JUDGE_STATUS.systemError, message: message === null ? null : capBytes(message, COMPILE_MESSAGE_BYTES) };
}

/** The status a progress callback sets. */
export function progressStatus(phase: 'compiling' | 'judging'): number {
  return phase === 'compiling' ? JUDGE_STATUS.compiling : JUDGE_STATUS.judging;
}

/** A test run as polled: its one case's output and stderr (or the compile/system message). */
export function testRunView(run: { status: number; userInput: string; expectedOutput: string | null }, outcome: JudgeOutcome | null, judgeMode: TestJudgeResult['problemJudgeMode'] | undefined): TestJudgeResult {
  const only = outcome?.cases[0];
  return {
    status: run.status,
    time: outcome?.time ?? null,
    memory: outcome?.memory ?? null,
    stderr: outcome ? (only?.checkerMessage ?? outcome.errorMessage) : null,
    userInput: run.userInput,
    expectedOutput: run.expectedOutput,
    userOutput: only?.userOutput ?? null,
    problemJudgeMode: judgeMode ?? 'default',
    inputRejected: outcome?.inputRejected === true,
  };
}
