import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import type { Window } from './model';
import { isScored, oiCell } from './oi';
import type { BoardSubmission } from './types';

const real: Window = { endTime: 10_000, containsEnd: false, hiddenFrom: null };
let id = 1;
const sub = (status: number, score: number | null, time: number | null, submitTime: number): BoardSubmission => ({ submitId: id++, uid: 'u', pid: 1, status, score, time, submitTime, base: 0 });

describe('oiCell', () => {
  it('counts judged verdicts only', () => {
    expect(isScored(S.compileError)).toBe(true);
    for (const s of [S.pending, S.judging, S.systemError, S.cancelled, S.submittedFailed]) expect(isScored(s)).toBe(false);
  });

  it('Recent takes the latest judged submission', () => {
    const subs = [sub(S.accepted, 100, 50, 100), sub(S.wrongAnswer, 20, 10, 200), sub(S.judging, null, null, 300)];
    expect(oiCell('Recent', subs, real)).toMatchObject({ score: 20, time: 10 });
  });

  it('Highest takes the best score, then the fastest run, then the earliest', () => {
    const subs = [sub(S.partialAccepted, 60, 90, 100), sub(S.partialAccepted, 60, 40, 200), sub(S.partialAccepted, 60, 40, 300), sub(S.wrongAnswer, 10, 1, 400)];
    expect(oiCell('Highest', subs, real)).toMatchObject({ score: 60, time: 40 });
  });

  it('counts a missing score or time as 0 and shows nothing without a judged submission', () => {
    expect(oiCell('Recent', [sub(S.compileError, null, null, 100)], real)).toMatchObject({ score: 0, time: 0 });
    expect(oiCell('Highest', [sub(S.pending, null, null, 100)], real)).toBeNull();
  });

  it('keeps the score from before the seal in the sealed view', () => {
    const subs = [sub(S.partialAccepted, 30, 5, 100), sub(S.accepted, 100, 9, 500)];
    expect(oiCell('Recent', subs, { ...real, hiddenFrom: 500 })).toMatchObject({ score: 30, time: 5 });
  });
});
