import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { ACM_PENALTY_SECONDS, acmCell, acmCellTime, acmOutcome } from './acm';
import type { Window } from './model';
import type { BoardSubmission } from './types';

const real: Window = { endTime: 10_000, containsEnd: false, hiddenFrom: null };
let id = 1;
const sub = (status: number, submitTime: number, base = 0): BoardSubmission => ({ submitId: id++, uid: 'u', pid: 1, status, score: null, time: null, submitTime, base });

describe('acmOutcome', () => {
  it('penalises a wrong program, including partial accepted', () => {
    for (const s of [S.wrongAnswer, S.presentationError, S.timeLimitExceeded, S.memoryLimitExceeded, S.runtimeError, S.partialAccepted]) expect(acmOutcome(s)).toBe('penalty');
  });

  it('leaves compile and system errors, cancels, unsent and unfinished submissions free', () => {
    for (const s of [S.compileError, S.systemError, S.cancelled, S.submittedFailed, S.submitting, S.pending, S.compiling, S.judging]) expect(acmOutcome(s)).toBe('free');
  });
});

describe('acmCell', () => {
  it('ends at the first AC, counting the penalised tries before it', () => {
    const cell = acmCell([sub(S.wrongAnswer, 100), sub(S.compileError, 150), sub(S.accepted, 200, 50), sub(S.wrongAnswer, 300)], real);
    expect(cell).toMatchObject({ isAC: true, acTime: 150, acAt: 200, errorNum: 1, tryNum: 0 });
    expect(acmCellTime(cell!)).toBe(150 + ACM_PENALTY_SECONDS);
  });

  it('shows nothing for free verdicts only', () => {
    expect(acmCell([sub(S.compileError, 100), sub(S.pending, 200)], real)).toBeNull();
  });

  it('ignores after-contest submissions unless containsEnd, then marks the AC', () => {
    const subs = [sub(S.wrongAnswer, 9000), sub(S.accepted, 10_001)];
    expect(acmCell(subs, real)).toMatchObject({ isAC: false, errorNum: 1 });
    expect(acmCell(subs, { ...real, containsEnd: true })).toMatchObject({ isAC: true, isAfterContest: true, errorNum: 1 });
  });

  it('shows every sealed submission as a pending try, whatever its verdict', () => {
    const subs = [sub(S.wrongAnswer, 100), sub(S.compileError, 500), sub(S.accepted, 600)];
    expect(acmCell(subs, { ...real, hiddenFrom: 500 })).toMatchObject({ isAC: false, errorNum: 1, tryNum: 2 });
  });
});
