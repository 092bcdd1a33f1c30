import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import type { LanguageInfo } from '../../contract/judge';
import type { ProblemRow } from '../problems/problem-access';
import { capBytes, COMPILE_MESSAGE_BYTES, compileJobProblem, compileResult, freshRunnersSince, keptTestRunsSince, mergeLanguages, parseFileMap, problemForJob, progressStatus, testRunView } from './rules';

const lang = (name: string, description = name): LanguageInfo => ({ name, description, contentType: 'text/plain', compileCommand: '', template: '', isSpj: false });

describe('runners and test runs over time', () => {
  it('counts runners seen within a day and keeps test runs an hour', () => {
    expect(freshRunnersSince(100_000)).toBe(100_000 - 86_400);
    expect(keptTestRunsSince(10_000)).toBe(6_400);
  });

  it('merges the fresh runners languages by name, sorted', () => {
    expect(mergeLanguages([[lang('Python3'), lang('C++', 'old')], [lang('C++', 'new')]]).map((l) => [l.name, l.description])).toEqual([
      ['C++', 'new'],
      ['Python3', 'Python3'],
    ]);
  });
});

describe('jobs from problem rows', () => {
  it('reads file maps; empty or broken ones are none', () => {
    expect(parseFileMap(null)).toBeNull();
    expect(parseFileMap('{}')).toBeNull();
    expect(parseFileMap('nope')).toBeNull();
    expect(parseFileMap('{"a.h":"x"}')).toEqual({ 'a.h': 'x' });
  });

  const row = {
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    type: 1,
    judgeMode: 'spj',
    judgeCaseMode: 'default',
    isRemoveEndBlank: true,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: '{"u.h":"1"}',
    judgeExtraFile: null,
    spjCode: 'int main(){}',
    spjLanguage: null,
  } as unknown as ProblemRow;

  it('carries the limits, the extra files and the checker of a special judge (in C unless named)', () => {
    expect(problemForJob(row)).toMatchObject({ type: 1, judgeMode: 'spj', userExtraFile: { 'u.h': '1' }, judgeExtraFile: null, checker: { language: 'C', code: 'int main(){}' } });
    expect(problemForJob({ ...row, judgeMode: 'default' }).checker).toBeNull();
    expect(problemForJob({ ...row, type: 0 }).type).toBe(0);
  });

  it('a compile job has the defaults, the checker mode and its extra files', () => {
    expect(compileJobProblem({ judgeMode: 'interactive', extraFiles: '{"t.h":"x"}' })).toMatchObject({ timeLimit: 1000, judgeMode: 'interactive', judgeExtraFile: { 't.h': 'x' }, checker: null });
  });
});

describe('callbacks', () => {
  it('caps by UTF-8 bytes', () => {
    expect(capBytes('héllo', 3)).toBe('hé');
    expect(capBytes('abc', 10)).toBe('abc');
  });

  it('stores a compile result as 0 or -2, anything else as a system error', () => {
    expect(compileResult({ status: S.accepted, errorMessage: 'warn' })).toEqual({ status: S.accepted, message: null });
    expect(compileResult({ status: S.compileError, errorMessage: null })).toEqual({ status: S.compileError, message: '' });
    expect(compileResult({ status: S.compileError, errorMessage: 'x'.repeat(COMPILE_MESSAGE_BYTES + 5) }).message).toHaveLength(COMPILE_MESSAGE_BYTES);
    expect(compileResult({ status: S.timeLimitExceeded, errorMessage: null })).toEqual({ status: S.systemError, message: 'The judge answered status 1 to a compile job' });
  });

  it('maps progress phases to statuses', () => {
    expect(progressStatus('compiling')).toBe(S.compiling);
    expect(progressStatus('judging')).toBe(S.judging);
  });

  it('shows a test run: stdout and stderr of its one case, or the compile message', () => {
    const run = { status: S.accepted, userInput: '1', expectedOutput: null };
    expect(testRunView(run, null, undefined)).toMatchObject({ time: null, stderr: null, userOutput: null, problemJudgeMode: 'default' });
    const outcome = { status: 0, score: 0, time: 3, memory: 4, errorMessage: null, cases: [{ index: 1, status: 0, time: 3, memory: 4, score: 0, groupNum: null, userOutput: '2', checkerMessage: 'warn' }] };
    expect(testRunView(run, outcome, 'spj')).toMatchObject({ time: 3, memory: 4, stderr: 'warn', userOutput: '2', problemJudgeMode: 'spj' });
    expect(testRunView(run, { ...outcome, status: -2, errorMessage: 'CE', cases: [] }, 'default')).toMatchObject({ stderr: 'CE', userOutput: null });
  });
});
