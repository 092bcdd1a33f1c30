import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { checkerVerdict } from './checker-verdict';

describe('checkerVerdict, testlib codes', () => {
  it.each([
    [0, S.accepted, 1],
    [1, S.wrongAnswer, 0],
    [2, S.presentationError, 0],
    [3, S.systemError, 0],
    [4, S.wrongAnswer, 0],
    [8, S.presentationError, 0],
    [5, S.systemError, 0],
    [-1, S.systemError, 0],
  ])('exit %i is status %i', (code, status, ratio) => {
    expect(checkerVerdict(code, '', 'ok')).toEqual({ status, ratio });
  });

  it('reads points from testlib quitp output as a fraction', () => {
    expect(checkerVerdict(7, '', 'points 0.25 quarter done')).toEqual({ status: S.partialAccepted, ratio: 0.25 });
    expect(checkerVerdict(7, '', 'points 1 all')).toEqual({ status: S.accepted, ratio: 1 });
    expect(checkerVerdict(7, '', 'points 0 nothing')).toEqual({ status: S.wrongAnswer, ratio: 0 });
  });

  it('reads points above 1 as a percentage, capped', () => {
    expect(checkerVerdict(7, '', 'points 40')).toEqual({ status: S.partialAccepted, ratio: 0.4 });
    expect(checkerVerdict(7, '', 'points 250')).toEqual({ status: S.accepted, ratio: 1 });
    expect(checkerVerdict(7, '', 'points -3')).toEqual({ status: S.wrongAnswer, ratio: 0 });
  });

  it('falls back to the legacy percentage: the first number of stdout', () => {
    expect(checkerVerdict(7, '0.75\n', '')).toEqual({ status: S.partialAccepted, ratio: 0.75 });
    expect(checkerVerdict(7, '60\n', 'partial')).toEqual({ status: S.partialAccepted, ratio: 0.6 });
  });

  it('never takes a score from anywhere else: a message quoting the output cannot make a wrong answer score', () => {
    // a checker that says why the answer is wrong, quoting what the program printed
    expect(checkerVerdict(7, '', 'wrong answer: expected 3, found 100').status).toBe(S.systemError);
    expect(checkerVerdict(7, '', '0.5').status).toBe(S.systemError);
    // "points" only counts where testlib writes it, first in the message
    expect(checkerVerdict(7, '', 'case 3: the program printed points 1').status).toBe(S.systemError);
    // stderr's testlib points win over a number on stdout
    expect(checkerVerdict(7, '100\n', 'points 0.2 two of ten')).toEqual({ status: S.partialAccepted, ratio: 0.2 });
    expect(checkerVerdict(7, '', '\n  points 0.5 half')).toEqual({ status: S.partialAccepted, ratio: 0.5 });
  });

  it('is a system error when exit 7 carries no number', () => {
    expect(checkerVerdict(7, '', 'no idea').status).toBe(S.systemError);
  });
});

describe('checkerVerdict, legacy codes', () => {
  it.each([
    [100, S.accepted],
    [101, S.presentationError],
    [102, S.wrongAnswer],
    [103, S.systemError],
  ])('exit %i is status %i', (code, status) => {
    expect(checkerVerdict(code, '', '').status).toBe(status);
  });

  it('reads the percentage of exit 99 from stdout', () => {
    expect(checkerVerdict(99, '60\n', '')).toEqual({ status: S.partialAccepted, ratio: 0.6 });
    expect(checkerVerdict(99, '100', '')).toEqual({ status: S.accepted, ratio: 1 });
    expect(checkerVerdict(99, '0', '')).toEqual({ status: S.wrongAnswer, ratio: 0 });
    expect(checkerVerdict(99, 'nothing', '').status).toBe(S.systemError);
  });
});
