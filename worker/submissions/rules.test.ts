import { describe, expect, it } from 'vitest';
import type { SubmissionListQuery } from '../../contract/api/submissions';
import type { CaseResult } from '../../contract/judge';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import {
  anonymousPageKey,
  casesWithinBudget,
  countedStatusOf,
  counterDeltas,
  countKey,
  EXACT_COUNT_MAX,
  fragmentDensity,
  fragmentProbeLimit,
  isContestSubmission,
  knownTotal,
  listPlan,
  oiRankScore,
  parseStoredCases,
  probesFragment,
  subtasksOf,
} from './rules';

const query = (q: Partial<SubmissionListQuery> = {}): SubmissionListQuery => ({ currentPage: 1, limit: 15, ...q });
const nonzero = (deltas: Record<string, number>) => Object.fromEntries(Object.entries(deltas).filter(([, d]) => d !== 0));

describe('verdict counters', () => {
  it('counts every final status but cancelled', () => {
    expect(countedStatusOf(S.accepted)).toBe(S.accepted);
    expect(countedStatusOf(S.partialAccepted)).toBe(S.partialAccepted);
    expect(countedStatusOf(S.cancelled)).toBeNull();
    expect(countedStatusOf(S.pending)).toBeNull();
  });

  it('a first verdict adds one to the total and to its bucket', () => {
    expect(nonzero(counterDeltas(null, S.accepted))).toEqual({ totalCount: 1, acCount: 1 });
  });

  it('a rejudge moves the submission from its old bucket to the new one, the total unchanged', () => {
    expect(nonzero(counterDeltas(S.wrongAnswer, S.accepted))).toEqual({ waCount: -1, acCount: 1 });
    expect(nonzero(counterDeltas(S.accepted, S.accepted))).toEqual({});
  });

  it('a cancel takes a counted verdict out of the statistics', () => {
    expect(nonzero(counterDeltas(S.timeLimitExceeded, S.cancelled))).toEqual({ totalCount: -1, tleCount: -1 });
    expect(nonzero(counterDeltas(null, S.cancelled))).toEqual({});
  });
});

describe('stored cases', () => {
  const c = (index: number, userOutput: string | null): CaseResult => ({ index, status: 0, time: 1, memory: 1, score: 10, groupNum: null, userOutput, checkerMessage: null });

  it('keeps outputs while they fit the budget and drops the later ones', () => {
    const kept = casesWithinBudget([c(1, 'aaaa'), c(2, 'bbbb'), c(3, 'cc')], 6);
    expect(kept.map((x) => x.userOutput)).toEqual(['aaaa', null, 'cc']);
  });

  it('reads nothing from a missing or broken document', () => {
    expect(parseStoredCases(undefined)).toEqual([]);
    expect(parseStoredCases('{')).toEqual([]);
    expect(parseStoredCases('{"a":1}')).toEqual([]);
    expect(parseStoredCases(JSON.stringify([c(1, null)]))).toHaveLength(1);
  });
});

describe('subtasks', () => {
  const c = (index: number, groupNum: number | null, score: number, status: number = S.accepted) => ({ index, groupNum, score, status, time: index, memory: 10 * index, inputData: null, outputData: null, userOutput: null });

  it('groups by groupNum (a case without one alone) and scores by the lowest or the floored average', () => {
    const cases = [c(1, 1, 10), c(2, 1, 5, S.wrongAnswer), c(3, null, 0, S.timeLimitExceeded)];
    const lowest = subtasksOf('subtask_lowest', cases);
    expect(lowest.map((g) => [g.groupNum, g.score, g.status, g.ac, g.total, g.time, g.memory])).toEqual([
      [1, 5, S.partialAccepted, 1, 2, 2, 20],
      [null, 0, S.timeLimitExceeded, 0, 1, 3, 30],
    ]);
    expect(subtasksOf('subtask_average', [c(1, 2, 10), c(2, 2, 5)])[0]!.score).toBe(7);
  });
});

describe('views and scopes of rows', () => {
  it('an OI rank score only for OI problems with a score', () => {
    expect(oiRankScore(100, { type: 1, difficulty: 2 })).toBe(14);
    expect(oiRankScore(100, { type: 0, difficulty: 2 })).toBeNull();
    expect(oiRankScore(null, { type: 1, difficulty: 2 })).toBeNull();
  });

  it('a stored contest submission is one with a cid', () => {
    expect(isContestSubmission({ cid: 0 })).toBe(false);
    expect(isContestSubmission({ cid: 4 })).toBe(true);
  });
});

describe('submission list plan', () => {
  it('walks by user, by problem, by group, by status or everything', () => {
    expect(listPlan(query({ onlyMine: true }), null)).toEqual({ index: 'uid', narrow: true });
    expect(listPlan(query({ username: 'bob', problemID: 'A', completeProblemID: true }), null)).toEqual({ index: 'uidPid', narrow: true });
    expect(listPlan(query({ problemID: 'A', completeProblemID: true, status: 0 }), null)).toEqual({ index: 'pid', narrow: true });
    expect(listPlan(query({ status: 0 }), null)).toEqual({ index: 'status', narrow: false });
    expect(listPlan(query({ gid: 3, status: 0 }), null)).toEqual({ index: 'gid', narrow: false });
    expect(listPlan(query({ gid: 3, username: 'bob' }), null)).toEqual({ index: 'uid', narrow: true });
    expect(listPlan(query(), null)).toEqual({ index: 'cid', narrow: false });
  });

  it('reads a fragment with few submissions by problem and one with many on the walk', () => {
    expect(listPlan(query({ problemID: '100' }), 'few')).toEqual({ index: 'pid', narrow: false });
    expect(listPlan(query({ problemID: '100' }), 'many')).toEqual({ index: 'cid', narrow: false });
    expect(listPlan(query({ problemID: '100', status: 0 }), 'many')).toEqual({ index: 'status', narrow: false });
    // one user's submissions, or a group's, bound the walk: the fragment is filtered on it, unprobed
    expect(probesFragment(query({ problemID: '100' }))).toBe(true);
    expect(probesFragment(query({ problemID: '100', username: 'bob' }))).toBe(false);
    expect(probesFragment(query({ problemID: '100', gid: 3 }))).toBe(false);
    expect(probesFragment(query({ problemID: 'A100', completeProblemID: true }))).toBe(false);
    expect(listPlan(query({ problemID: '100', username: 'bob' }), null).index).toBe('uidPid');
    expect(listPlan(query({ problemID: '100', gid: 3 }), null).index).toBe('gid');
  });

  it('probes a fragment deeper for deeper pages, within bounds, and calls a full probe many', () => {
    expect(fragmentProbeLimit(15)).toBe(3873);
    expect(fragmentProbeLimit(3000)).toBe(54772);
    expect(fragmentProbeLimit(1)).toBe(EXACT_COUNT_MAX + 1);
    expect(fragmentProbeLimit(10_000_000)).toBe(100_000);
    expect(fragmentDensity(3872, 3873)).toBe('few');
    expect(fragmentDensity(3873, 3873)).toBe('many');
  });

  it('keys caches by the filters, the caller only for onlyMine, and usernames without case', () => {
    expect(anonymousPageKey(query({ username: 'Bob' }))).toBe(anonymousPageKey(query({ username: 'bob' })));
    expect(countKey(query({ onlyMine: true }), 'u1')).not.toBe(countKey(query({ onlyMine: true }), 'u2'));
    expect(countKey(query({ username: 'x' }), 'u1')).toBe(countKey(query({ username: 'x' }), 'u2'));
  });

  it('knows the total on the last page or from a bounded count', () => {
    expect(knownTotal({ offset: 30, limit: 15, rows: 4 }, undefined)).toBe(34);
    expect(knownTotal({ offset: 0, limit: 15, rows: 0 }, undefined)).toBe(0);
    expect(knownTotal({ offset: 30, limit: 15, rows: 0 }, undefined)).toBeNull();
    expect(knownTotal({ offset: 0, limit: 15, rows: 15 }, 400)).toBe(400);
    expect(knownTotal({ offset: 0, limit: 15, rows: 15 }, 1001)).toBeNull();
  });
});
