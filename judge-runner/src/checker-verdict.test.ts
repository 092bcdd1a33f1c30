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

  it('falls back to the first number of stderr, then stdout', () => {
    expect(checkerVerdict(7, '', '0.5')).toEqual({ status: S.partialAccepted, ratio: 0.5 });
    expect(checkerVerdict(7, '0.75\n', '')).toEqual({ status: S.partialAccepted, ratio: 0.75 });
    expect(checkerVerdict(7, 'points 0.1', 'case 3: points 0.2')).toEqual({ status: S.partialAccepted, ratio: 0.2 });
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
