import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { solutionsUnlocked, type SolutionGate } from './solution-unlock';

const oi = (ratio: number, best: SolutionGate['best'], extra: Partial<SolutionGate> = {}): SolutionGate => ({
  ratio,
  type: 1,
  judgeCaseMode: 'default',
  cases: [
    { index: 1, score: 30, groupNum: null },
    { index: 2, score: 30, groupNum: null },
    { index: 3, score: 40, groupNum: null },
  ],
  best,
  admin: false,
  vip: false,
  ...extra,
});

describe('solutionsUnlocked', () => {
  it('always opens to admins, to VIP members and to everyone at ratio 0', () => {
    expect(solutionsUnlocked(oi(100, null, { admin: true }))).toBe(true);
    expect(solutionsUnlocked(oi(100, null, { vip: true }))).toBe(true);
    expect(solutionsUnlocked(oi(0, null))).toBe(true);
  });

  it('stays closed without a submission, and for a failed ACM attempt', () => {
    expect(solutionsUnlocked(oi(50, null))).toBe(false);
    expect(solutionsUnlocked({ ...oi(1, { status: JUDGE_STATUS.wrongAnswer, score: 0 }), type: 0 })).toBe(false);
  });

  it('opens on an accepted submission whatever the ratio', () => {
    expect(solutionsUnlocked({ ...oi(100, { status: JUDGE_STATUS.accepted, score: 0 }), type: 0 })).toBe(true);
  });

  it('compares an OI score with the ratio of the full mark', () => {
    expect(solutionsUnlocked(oi(60, { status: JUDGE_STATUS.partialAccepted, score: 60 }))).toBe(true);
    expect(solutionsUnlocked(oi(61, { status: JUDGE_STATUS.partialAccepted, score: 60 }))).toBe(false);
  });

  it('counts the full mark per subtask group the way the judge does', () => {
    // Two groups of 50-point cases: the lowest of each group, so the full mark is 100, not 150.
    const cases = [
      { index: 1, score: 50, groupNum: 1 },
      { index: 2, score: 50, groupNum: 1 },
      { index: 3, score: 50, groupNum: 2 },
    ];
    expect(solutionsUnlocked(oi(50, { status: JUDGE_STATUS.partialAccepted, score: 50 }, { judgeCaseMode: 'subtask_lowest', cases }))).toBe(true);
    expect(solutionsUnlocked(oi(51, { status: JUDGE_STATUS.partialAccepted, score: 50 }, { judgeCaseMode: 'subtask_lowest', cases }))).toBe(false);
  });

  it('stays closed on a problem without cases', () => {
    expect(solutionsUnlocked(oi(10, { status: JUDGE_STATUS.partialAccepted, score: 5 }, { cases: [] }))).toBe(false);
  });
});
