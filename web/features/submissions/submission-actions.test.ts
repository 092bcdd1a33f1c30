import { describe, expect, it } from 'vitest';
import { MANUAL_JUDGE_STATUSES } from '../../../contract/rules/submissions';
import { JUDGE_STATUS_CODES } from '../../lib/judge-status';
import { canCancelJudge, canManualJudge, canResubmit, looksLikeOi } from './submission-actions';

describe('admin actions on a submission', () => {
  it('allow a manual verdict except while judging or after a compile error', () => {
    expect(JUDGE_STATUS_CODES.filter((s) => !canManualJudge(s))).toEqual([-2, 5, 6, 7]);
  });

  it('offer only the statuses an admin may set', () => {
    expect([...MANUAL_JUDGE_STATUSES].sort((a, b) => a - b)).toEqual([-3, -1, 0, 1, 2, 3, 4, 8, 10]);
  });

  it('cancel anything not cancelled and resubmit only a failed sending', () => {
    expect(canCancelJudge(-4)).toBe(false);
    expect(canCancelJudge(0)).toBe(true);
    expect(JUDGE_STATUS_CODES.filter(canResubmit)).toEqual([10]);
  });

  it('read OI from the scores of a row', () => {
    expect(looksLikeOi({ score: 30, oiRankScore: 5 })).toBe(true);
    expect(looksLikeOi({ score: null, oiRankScore: null })).toBe(false);
  });
});
