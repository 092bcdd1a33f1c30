/**
 * The limits of every kind of box: the submission's runs (from the problem, scaled by the
 * language), its compile step, and the checker or interactor.
 */
import type { JudgeJob } from '../../contract/judge';
import type { LanguageDefinition } from './languages';
import type { EffectiveLimits } from './run-verdict';
import type { BoxLimits } from './sandbox/types';

const KB = 1024;
const MB = 1024 * 1024;

/** CE messages, and the stdout/stderr a test run hands back, are capped at this many bytes. */
export const MESSAGE_BYTES = 64 * KB;
/** The first bytes of each judged case's output and checker message kept for openCaseResult. */
export const CASE_SNIPPET_BYTES = 1 * KB;
/** A program may print at least this much; more than twice the expected answer is also allowed. */
export const MIN_OUTPUT_BYTES = 64 * MB;
/** Processes and threads of one run: managed runtimes start a dozen threads; a fork bomb stops here. */
export const RUN_PROCESSES = 64;
/** The wall clock of a run is a safe multiple of its CPU limit: sleeping or blocked programs still end. */
export function wallFor(cpuMs: number): number {
  return cpuMs * 3 + 1000;
}

export function outputLimitBytes(answerBytes: number): number {
  return Math.max(MIN_OUTPUT_BYTES, answerBytes * 2 + MB);
}

export interface RunLimits {
  box: BoxLimits;
  effective: EffectiveLimits;
}

export function runLimits(problem: JudgeJob['problem'], language: LanguageDefinition, outputBytes: number): RunLimits {
  const cpuMs = Math.ceil(problem.timeLimit * language.timeFactor);
  const memoryKb = Math.ceil(problem.memoryLimit * language.memoryFactor * KB);
  return {
    // the heap cap is the problem's own limit, the one the language's run() passes to its runtime
    effective: { cpuMs, memoryKb, ...(language.heapExhausted ? { heap: { kb: Math.ceil(problem.memoryLimit * KB), exhausted: language.heapExhausted } } : {}) },
    box: {
      cpuMs,
      wallMs: wallFor(cpuMs),
      memoryKb,
      stackKb: Math.ceil(problem.stackLimit * KB),
      processes: RUN_PROCESSES,
      fileSizeKb: Math.ceil(outputBytes / KB),
      stdoutBytes: outputBytes,
      stderrBytes: MESSAGE_BYTES,
    },
  };
}

/** The compile step has its own caps: compilers are trusted, but the code they read is not (template and include bombs). */
export function compileLimits(language: LanguageDefinition): BoxLimits {
  const cpuMs = language.compileSeconds * 1000;
  return {
    cpuMs,
    wallMs: cpuMs * 2 + 5000,
    memoryKb: 1536 * KB,
    stackKb: 256 * KB,
    processes: 128,
    fileSizeKb: 128 * KB,
    stdoutBytes: MESSAGE_BYTES,
    stderrBytes: MESSAGE_BYTES,
  };
}

/** The checker's and the interactor's memory and stack, MB. */
export const CHECKER_BUDGET = { memoryMb: 1024, stackMb: 256 };

/** The checker and the interactor are the problem setter's code: generous but finite. */
export function checkerLimits(wallAtLeastMs = 0): BoxLimits {
  return {
    cpuMs: 10_000,
    wallMs: Math.max(30_000, wallAtLeastMs),
    memoryKb: CHECKER_BUDGET.memoryMb * KB,
    stackKb: CHECKER_BUDGET.stackMb * KB,
    processes: RUN_PROCESSES,
    fileSizeKb: 256 * KB,
    stdoutBytes: MESSAGE_BYTES,
    stderrBytes: MESSAGE_BYTES,
  };
}
