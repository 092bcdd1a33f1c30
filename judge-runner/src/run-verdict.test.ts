import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { diedOfBrokenPipe, isLimitMessage, OUTPUT_LIMIT_MESSAGE, runStatus } from './run-verdict';
import type { BoxResult } from './sandbox/types';

const limits = { cpuMs: 1000, memoryKb: 262144 };

function box(partial: Partial<BoxResult>): BoxResult {
  return { verdict: 'ok', exitCode: 0, signal: null, cpuMs: 10, wallMs: 20, memoryKb: 1000, ...partial };
}

describe('runStatus', () => {
  it('is null for a clean run within the limits', () => {
    expect(runStatus(box({}), limits, '')).toBeNull();
  });

  it.each([
    [{ verdict: 'cpu' as const, cpuMs: 1003 }, S.timeLimitExceeded],
    [{ verdict: 'wall' as const, cpuMs: 2 }, S.timeLimitExceeded],
    [{ cpuMs: 1001 }, S.timeLimitExceeded],
    [{ verdict: 'memory' as const }, S.memoryLimitExceeded],
    [{ memoryKb: 262145 }, S.memoryLimitExceeded],
    [{ verdict: 'signaled' as const, signal: 11, exitCode: null }, S.runtimeError],
    [{ verdict: 'nonzero' as const, exitCode: 1 }, S.runtimeError],
    [{ verdict: 'error' as const, error: 'clone failed' }, S.systemError],
  ])('maps %j to %i', (partial, status) => {
    expect(runStatus(box(partial), limits, '')?.status).toBe(status);
  });

  it('reports output over the limit as a runtime error named Output Limit Exceeded', () => {
    expect(runStatus(box({ verdict: 'output' }), limits, '')).toEqual({ status: S.runtimeError, message: OUTPUT_LIMIT_MESSAGE });
    expect(runStatus(box({ verdict: 'output', signal: 25, exitCode: null }), limits, '')).toEqual({ status: S.runtimeError, message: OUTPUT_LIMIT_MESSAGE });
  });

  it('reports a full work area as a runtime error naming its cap, which errorMessage repeats', () => {
    const full = runStatus(box({ verdict: 'disk', diskKb: 128 * 1024, exitCode: 0 }), limits, '');
    expect(full).toEqual({ status: S.runtimeError, message: 'The program wrote more than 128 MB of files' });
    expect(isLimitMessage(full!.message)).toBe(true);
    expect(isLimitMessage(OUTPUT_LIMIT_MESSAGE)).toBe(true);
    expect(isLimitMessage('Exit code 1')).toBe(false);
  });

  const java = { ...limits, memoryKb: 2 * 262144, heap: { kb: 262144, exhausted: /java\.lang\.OutOfMemoryError/ } };
  const javaOom = 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space';

  it('reads an exhausted heap as a memory limit when the runtime caps its heap and used about that much', () => {
    expect(runStatus(box({ verdict: 'nonzero', exitCode: 1, memoryKb: 276000 }), java, javaOom)).toEqual({ status: S.memoryLimitExceeded, message: 'Out of memory' });
  });

  it('never lets the words pick the verdict: a program using little memory that prints them crashed', () => {
    // a C++ program of 256 KB whose one huge request failed, or that printed the words itself
    expect(runStatus(box({ verdict: 'signaled', signal: 6, exitCode: null, memoryKb: 256 }), limits, "terminate called after throwing an instance of 'std::bad_alloc'")).toEqual({ status: S.runtimeError, message: 'Killed by SIGABRT' });
    expect(runStatus(box({ verdict: 'nonzero', exitCode: 1, memoryKb: 9000 }), limits, 'Traceback...\nMemoryError\n')?.status).toBe(S.runtimeError);
    expect(runStatus(box({ verdict: 'signaled', signal: 6, exitCode: null, memoryKb: 2000 }), limits, 'memory allocation of 1099511627776 bytes failed')?.status).toBe(S.runtimeError);
    // the runtime's own words, but far from its heap cap: a fake, or one impossible array
    expect(runStatus(box({ verdict: 'nonzero', exitCode: 1, memoryKb: 40000 }), java, javaOom)).toEqual({ status: S.runtimeError, message: 'Exit code 1' });
    // another runtime's words do not count for this one
    expect(runStatus(box({ verdict: 'nonzero', exitCode: 1, memoryKb: 276000 }), java, 'FATAL ERROR: JavaScript heap out of memory')?.status).toBe(S.runtimeError);
  });

  it('names the signal that killed the program', () => {
    expect(runStatus(box({ verdict: 'signaled', signal: 11 }), limits, '')?.message).toBe('Killed by SIGSEGV');
  });
});

describe('diedOfBrokenPipe', () => {
  it('is a SIGPIPE from the kernel, never what the program printed', () => {
    expect(diedOfBrokenPipe(box({ verdict: 'signaled', signal: 13 }))).toBe(true);
    expect(diedOfBrokenPipe(box({ verdict: 'nonzero', exitCode: 1 }))).toBe(false);
    expect(diedOfBrokenPipe(box({ verdict: 'signaled', signal: 11 }))).toBe(false);
    expect(diedOfBrokenPipe(box({ verdict: 'cpu' }))).toBe(false);
  });
});
