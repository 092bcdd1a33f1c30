/**
 * A program run's status from what the launcher measured, before its output is looked at.
 * TLE is CPU time over the (language-scaled) time limit, or the wall clock running out; MLE is the
 * cgroup's peak over the memory limit, the launcher's OOM verdict, or a runtime that caps its own heap
 * below the box's memory (Java's -Xmx, Node's --max-old-space-size) reporting that heap exhausted
 * while its measured memory is near that cap; RE is a signal or a non-zero exit; output beyond the limit (stdout, or a file
 * over RLIMIT_FSIZE) is an RE whose message is "Output Limit Exceeded"; files past the box's
 * work-area cap (the launcher's 'disk' verdict) are an RE whose message says how much was allowed,
 * or which of its files it left in a state that could not be copied back.
 */
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { BoxResult } from './sandbox/types';

export const OUTPUT_LIMIT_MESSAGE = 'Output Limit Exceeded';

/** The message of a run that filled its private work area (cap in KB). */
export function diskLimitMessage(diskKb: number | undefined): string {
  return diskKb ? `The program wrote more than ${Math.round((diskKb / 1024) * 10) / 10} MB of files` : 'The program wrote more files than its disk limit allows';
}

/** The message of the launcher's 'disk' verdict: the area was full, or a file the judge needs could not be copied back. */
export function diskMessage(result: Pick<BoxResult, 'diskKb' | 'fileError'>): string {
  return result.fileError ? `The program left a file that could not be copied back (${result.fileError})` : diskLimitMessage(result.diskKb);
}

/** Messages of a run's failure that the outcome's errorMessage repeats: the limits a program cannot see in its status. */
export function isLimitMessage(message: string): boolean {
  return message === OUTPUT_LIMIT_MESSAGE || message.startsWith('The program wrote more ');
}

export interface RunStatus {
  status: number;
  message: string;
}

const SIGNAL_NAMES: Record<number, string> = {
  1: 'SIGHUP',
  2: 'SIGINT',
  4: 'SIGILL',
  5: 'SIGTRAP',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  14: 'SIGALRM',
  15: 'SIGTERM',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
  31: 'SIGSYS',
};
const SIGPIPE = 13;

/**
 * How close to its heap cap a runtime's measured memory must be for its out-of-memory message to
 * count: a JVM or Node that really exhausted its heap holds at least the heap (measured: 103-105 %
 * of the cap); a program that merely prints the words, or asks for one impossible block, holds little.
 */
const NEAR_HEAP_CAP = 0.9;

export function signalName(signal: number): string {
  return SIGNAL_NAMES[signal] ?? `signal ${signal}`;
}

export interface EffectiveLimits {
  /** CPU ms, scaled by the language */
  cpuMs: number;
  /** KB, scaled by the language */
  memoryKb: number;
  /**
   * The heap cap of a runtime that enforces one itself, below memoryKb (the language's heapExhausted),
   * and what it prints when it runs out. Other programs' words about memory are never a verdict:
   * std::bad_alloc, MemoryError or a failed allocation from a program using little is a crash.
   */
  heap?: { kb: number; exhausted: RegExp };
}

/** The failure status of a run, or null when it ran fine and its output decides. */
export function runStatus(result: BoxResult, limits: EffectiveLimits, stderrHead: string): RunStatus | null {
  switch (result.verdict) {
    case 'error':
      return { status: JUDGE_STATUS.systemError, message: `Sandbox failure: ${result.error ?? 'unknown'}` };
    case 'memory':
      return { status: JUDGE_STATUS.memoryLimitExceeded, message: 'Memory limit exceeded' };
    case 'cpu':
      return { status: JUDGE_STATUS.timeLimitExceeded, message: 'CPU time limit exceeded' };
    case 'wall':
      return { status: JUDGE_STATUS.timeLimitExceeded, message: 'Wall clock limit exceeded' };
    case 'output':
      return { status: JUDGE_STATUS.runtimeError, message: OUTPUT_LIMIT_MESSAGE };
    case 'disk':
      return { status: JUDGE_STATUS.runtimeError, message: diskMessage(result) };
    default:
      break;
  }
  if (result.memoryKb > limits.memoryKb) return { status: JUDGE_STATUS.memoryLimitExceeded, message: 'Memory limit exceeded' };
  if (result.cpuMs > limits.cpuMs) return { status: JUDGE_STATUS.timeLimitExceeded, message: 'CPU time limit exceeded' };
  if (result.verdict === 'ok') return null;
  const { heap } = limits;
  if (heap && result.memoryKb >= heap.kb * NEAR_HEAP_CAP && heap.exhausted.test(stderrHead)) return { status: JUDGE_STATUS.memoryLimitExceeded, message: 'Out of memory' };
  if (result.verdict === 'signaled') return { status: JUDGE_STATUS.runtimeError, message: `Killed by ${signalName(result.signal ?? 0)}` };
  return { status: JUDGE_STATUS.runtimeError, message: `Exit code ${result.exitCode ?? '?'}` };
}

/**
 * Whether a run died of SIGPIPE: the kernel's word that the other end of its pipe was gone. What
 * the program printed ("Broken pipe", EPIPE) is not looked at: a solution could print it and exit
 * to have its failure forgiven.
 */
export function diedOfBrokenPipe(result: BoxResult): boolean {
  return result.verdict === 'signaled' && result.signal === SIGPIPE;
}
