import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { caseScore, caseStatus, stopsAfter, summarize, type ScoredCase } from './scoring';

const ACM = 0;
const OI = 1;

function cases(...rows: [status: number, score: number, group?: number | null][]): ScoredCase[] {
  return rows.map(([status, score, group], i) => ({ index: i + 1, status, score, groupNum: group ?? null }));
}

describe('stopsAfter', () => {
  it('stops only in ergodic_without_error and only after a failure', () => {
    expect(stopsAfter('ergodic_without_error', S.wrongAnswer)).toBe(true);
    expect(stopsAfter('ergodic_without_error', S.accepted)).toBe(false);
    for (const mode of ['default', 'subtask_lowest', 'subtask_average'] as const) expect(stopsAfter(mode, S.timeLimitExceeded)).toBe(false);
  });
});

describe('caseScore and caseStatus', () => {
  it('gives OI cases their score, a rounded-down share, or nothing', () => {
    expect(caseScore(OI, 10, S.accepted, 1)).toBe(10);
    expect(caseScore(OI, 10, S.partialAccepted, 0.55)).toBe(5);
    expect(caseScore(OI, 100, S.partialAccepted, 0.29)).toBe(29);
    expect(caseScore(OI, 10, S.wrongAnswer, 0)).toBe(0);
    expect(caseScore(OI, 10, S.timeLimitExceeded, 0)).toBe(0);
  });

  it('gives ACM cases no score and turns partial points into a wrong answer', () => {
    expect(caseScore(ACM, 10, S.accepted, 1)).toBe(0);
    expect(caseStatus(ACM, S.partialAccepted)).toBe(S.wrongAnswer);
    expect(caseStatus(OI, S.partialAccepted)).toBe(S.partialAccepted);
    expect(caseStatus(ACM, S.runtimeError)).toBe(S.runtimeError);
  });
});

describe('summarize, ACM', () => {
  for (const mode of ['default', 'ergodic_without_error', 'subtask_lowest', 'subtask_average'] as const) {
    it(`${mode}: accepted when all pass, else the first failing status, score 0`, () => {
      expect(summarize(ACM, mode, cases([S.accepted, 0], [S.accepted, 0]))).toEqual({ status: S.accepted, score: 0 });
      expect(summarize(ACM, mode, cases([S.accepted, 0], [S.timeLimitExceeded, 0], [S.wrongAnswer, 0]))).toEqual({ status: S.timeLimitExceeded, score: 0 });
      expect(summarize(ACM, mode, cases([S.accepted, 0, 1], [S.runtimeError, 0, 2], [S.wrongAnswer, 0, 1]))).toEqual({ status: S.runtimeError, score: 0 });
    });
  }
});

describe('summarize, OI', () => {
  it('default: adds the case scores', () => {
    expect(summarize(OI, 'default', cases([S.accepted, 30], [S.accepted, 30], [S.accepted, 40]))).toEqual({ status: S.accepted, score: 100 });
    expect(summarize(OI, 'default', cases([S.accepted, 30], [S.wrongAnswer, 0], [S.partialAccepted, 20]))).toEqual({ status: S.partialAccepted, score: 50 });
    expect(summarize(OI, 'default', cases([S.timeLimitExceeded, 0], [S.wrongAnswer, 0]))).toEqual({ status: S.timeLimitExceeded, score: 0 });
  });

  it('default: partial points alone make a partial accepted', () => {
    expect(summarize(OI, 'default', cases([S.partialAccepted, 5], [S.wrongAnswer, 0]))).toEqual({ status: S.partialAccepted, score: 5 });
  });

  it('subtask_lowest: a group earns its lowest case', () => {
    const run = cases([S.accepted, 20, 1], [S.accepted, 20, 1], [S.accepted, 30, 2], [S.wrongAnswer, 0, 2], [S.accepted, 30, 3]);
    expect(summarize(OI, 'subtask_lowest', run)).toEqual({ status: S.partialAccepted, score: 50 });
    expect(summarize(OI, 'subtask_lowest', cases([S.accepted, 50, 1], [S.accepted, 50, 1]))).toEqual({ status: S.accepted, score: 50 });
  });

  it('subtask_lowest: points only in failed groups leave the first failing status', () => {
    expect(summarize(OI, 'subtask_lowest', cases([S.accepted, 50, 1], [S.memoryLimitExceeded, 0, 1]))).toEqual({ status: S.memoryLimitExceeded, score: 0 });
  });

  it('subtask_average: a group earns the mean of its cases, rounded down', () => {
    const run = cases([S.accepted, 10, 1], [S.wrongAnswer, 0, 1], [S.wrongAnswer, 0, 1], [S.accepted, 40, 2], [S.accepted, 40, 2]);
    expect(summarize(OI, 'subtask_average', run)).toEqual({ status: S.partialAccepted, score: 43 });
  });

  it('subtask modes: a case without a group is its own group', () => {
    const run = cases([S.accepted, 10], [S.wrongAnswer, 0], [S.accepted, 10]);
    expect(summarize(OI, 'subtask_lowest', run)).toEqual({ status: S.partialAccepted, score: 20 });
    expect(summarize(OI, 'subtask_average', run)).toEqual({ status: S.partialAccepted, score: 20 });
  });

  it('ergodic_without_error: adds the cases that ran', () => {
    expect(summarize(OI, 'ergodic_without_error', cases([S.accepted, 10], [S.wrongAnswer, 0]))).toEqual({ status: S.partialAccepted, score: 10 });
    expect(summarize(OI, 'ergodic_without_error', cases([S.runtimeError, 0]))).toEqual({ status: S.runtimeError, score: 0 });
  });
});
