import { describe, expect, it } from 'vitest';
import { acceptedEntryPath, firstBloodIds, languageExtension, ownProblemStatus, realTimePermission, resultHidden, sealedResult, zipSegment } from './rules';

const contest = { type: 0, sealRank: true, sealRankTime: 5000, autoRealRank: true, ownResultsInSeal: true, startTime: 1000, endTime: 8200 };
const other = { admin: false, own: false };
const admin = { admin: true, own: false };
const own = { admin: false, own: true };

describe('the seal', () => {
  it('hides tries at or after the seal time from non-admins while the seal is in force', () => {
    expect(resultHidden(contest, 6000, other, 5000)).toBe(true);
    expect(resultHidden(contest, 6000, other, 4999)).toBe(false);
    expect(resultHidden(contest, 6000, admin, 5500)).toBe(false);
    expect(resultHidden(contest, 4000, other, 3000)).toBe(false);
    expect(resultHidden(contest, 9000, other, 6000)).toBe(false);
    expect(resultHidden({ ...contest, autoRealRank: false }, 9000, other, 6000)).toBe(true);
    expect(resultHidden({ ...contest, sealRank: false }, 6000, other, 6000)).toBe(false);
    expect(realTimePermission(contest, 6000, false)).toBe(false);
    expect(realTimePermission(contest, 6000, true)).toBe(true);
  });

  it('shows an ACM contestant their own tries unless the contest turns that off; an OI contest hides them too (decision 44)', () => {
    expect(resultHidden(contest, 6000, own, 5500)).toBe(false);
    expect(resultHidden({ ...contest, autoRealRank: false }, 9000, own, 6000)).toBe(false);
    expect(resultHidden({ ...contest, ownResultsInSeal: false }, 6000, own, 5500)).toBe(true);
    expect(resultHidden({ ...contest, type: 1 }, 6000, own, 5500)).toBe(true);
  });

  it('masks a sealed result as submitted-unknown with nothing measured', () => {
    expect(sealedResult({ status: 0, score: 100, time: 5, memory: 9, submitId: 3 })).toEqual({ status: -5, score: null, time: null, memory: null, submitId: 3 });
  });
});

describe('ownProblemStatus', () => {
  const t = (submitId: number, status: number, score: number | null = null, hidden = false) => ({ submitId, status, score, hidden });
  it('is accepted when a visible try is, -5 when only hidden ones remain, else the latest visible status', () => {
    expect(ownProblemStatus([], false, 'Recent')).toEqual({ status: -10, score: null });
    expect(ownProblemStatus([t(1, 0), t(2, -1)], false, 'Recent')).toEqual({ status: 0, score: null });
    expect(ownProblemStatus([t(1, -1), t(2, 1)], false, 'Recent')).toEqual({ status: 1, score: null });
    expect(ownProblemStatus([t(1, -1), t(2, 0, null, true)], false, 'Recent')).toEqual({ status: -5, score: null });
    expect(ownProblemStatus([t(1, 0, null, true)], false, 'Recent')).toEqual({ status: -5, score: null });
  });

  it('scores OI problems by the contest rule over the visible tries', () => {
    const tries = [t(1, 8, 70), t(2, 8, 40), t(3, 0, 100, true)];
    expect(ownProblemStatus(tries, true, 'Recent')).toEqual({ status: -5, score: 40 });
    expect(ownProblemStatus(tries, true, 'Highest')).toEqual({ status: -5, score: 70 });
  });
});

describe('the helper and the archive', () => {
  it('marks the earliest accepted second of each problem as first blood', () => {
    const ids = firstBloodIds([
      { submitId: 1, pid: 1, submitTime: 10 },
      { submitId: 2, pid: 1, submitTime: 10 },
      { submitId: 3, pid: 1, submitTime: 11 },
      { submitId: 4, pid: 2, submitTime: 20 },
    ]);
    expect([...ids].sort()).toEqual([1, 2, 4]);
  });

  it('names archive entries by user or by problem with safe segments and the language extension', () => {
    const s = { username: 'al/ice', displayId: 'A', submitId: 7, language: 'Python3' };
    expect(acceptedEntryPath('user', s)).toBe('al_ice/A_7.py');
    expect(acceptedEntryPath('problem', { ...s, language: 'C++' })).toBe('A/al_ice_7.cpp');
    expect(languageExtension('C')).toBe('c');
    expect(languageExtension('Java')).toBe('java');
    expect(languageExtension('Brainfuck')).toBe('txt');
    expect(zipSegment('..')).toBe('_');
    expect(zipSegment('')).toBe('_');
  });
});
