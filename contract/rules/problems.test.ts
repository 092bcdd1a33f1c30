import { describe, expect, it } from 'vitest';
import {
  CASE_SCORE_MAX,
  caseScoreProblem,
  displayIdOriginProblem,
  GROUP_NUM_MAX,
  hasRepeatedTag,
  hasRemotePrefix,
  isSubtaskMode,
  judgeCaseModesFor,
  manualCaseFilled,
  naturalCompare,
  PROBLEM_DIFFICULTY_MAX,
  PROBLEM_ID_PATTERN,
  sameTag,
  splitScores,
  stackFitsMemory,
  templateFilled,
  validGroupNum,
} from './problems';

describe('naturalCompare', () => {
  it('orders numbered names by number', () => {
    const names = ['10', '2', '1', 'a10', 'a2', '02', 'b', 'a'];
    expect(names.sort(naturalCompare)).toEqual(['1', '2', '02', '10', 'a', 'a2', 'a10', 'b']);
  });
});

describe('splitScores', () => {
  it('splits the total evenly with the remainder on the last cases', () => {
    expect(splitScores(3)).toEqual([33, 33, 34]);
    expect(splitScores(6)).toEqual([16, 16, 17, 17, 17, 17]);
    expect(splitScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(splitScores(4)).toEqual([25, 25, 25, 25]);
    expect(splitScores(1)).toEqual([100]);
    expect(splitScores(0)).toEqual([]);
    expect(splitScores(3, 10)).toEqual([3, 3, 4]);
  });
});

describe('judgeCaseModesFor and isSubtaskMode', () => {
  it('offers the subtask modes to OI and ergodic to ACM', () => {
    expect(judgeCaseModesFor(1)).toEqual(['default', 'subtask_lowest', 'subtask_average']);
    expect(judgeCaseModesFor(0)).toEqual(['default', 'ergodic_without_error']);
    expect(isSubtaskMode('subtask_average')).toBe(true);
    expect(isSubtaskMode('ergodic_without_error')).toBe(false);
  });
});

describe('display ids', () => {
  it('accepts letters, digits, _ and - from a letter or digit', () => {
    expect(PROBLEM_ID_PATTERN.test('P1000_a-b')).toBe(true);
    expect(PROBLEM_ID_PATTERN.test('-P1')).toBe(false);
    expect(PROBLEM_ID_PATTERN.test('P 1')).toBe(false);
  });

  it('wants the remote prefix exactly on remote problems, in any case', () => {
    expect(displayIdOriginProblem('CF-1000A', true)).toBeNull();
    expect(displayIdOriginProblem('cf-1000A', true)).toBeNull();
    expect(displayIdOriginProblem('P1000', true)).toBe('remoteNeedsPrefix');
    expect(displayIdOriginProblem('HDU-1', false)).toBe('localHasPrefix');
    expect(displayIdOriginProblem('HDU1', false)).toBeNull();
    expect(hasRemotePrefix('spoj-X')).toBe(true);
  });
});

describe('case rules', () => {
  it('wants OI scores whole, not negative and at most the maximum', () => {
    expect(caseScoreProblem(10)).toBeNull();
    expect(caseScoreProblem(0)).toBeNull();
    expect(caseScoreProblem(1.5)).toBe('notInteger');
    expect(caseScoreProblem(null)).toBe('notInteger');
    expect(caseScoreProblem('3')).toBe('notInteger');
    expect(caseScoreProblem(-1)).toBe('negative');
    expect(caseScoreProblem(CASE_SCORE_MAX + 1)).toBe('tooLarge');
  });

  it('wants group numbers from 1', () => {
    expect(validGroupNum(1)).toBe(true);
    expect(validGroupNum(0)).toBe(false);
    expect(validGroupNum(2.5)).toBe(false);
    expect(validGroupNum(GROUP_NUM_MAX + 1)).toBe(false);
    expect(validGroupNum('1')).toBe(false);
  });

  it('needs an input or an output in a manual case, and code in an enabled template', () => {
    expect(manualCaseFilled('', '')).toBe(false);
    expect(manualCaseFilled('1', '')).toBe(true);
    expect(templateFilled({ code: ' ', status: true })).toBe(false);
    expect(templateFilled({ code: ' ', status: false })).toBe(true);
  });

  it('keeps the stack within the memory', () => {
    expect(stackFitsMemory(128, 256)).toBe(true);
    expect(stackFitsMemory(257, 256)).toBe(false);
  });
});

describe('sameTag', () => {
  it('matches by id when both have one, else by name in any case', () => {
    expect(sameTag({ id: 1, name: 'dp' }, { id: 2, name: 'dp' })).toBe(false);
    expect(sameTag({ id: 1 }, { id: 1 })).toBe(true);
    expect(sameTag({ id: 1, name: 'DP' }, { id: null, name: ' dp ' })).toBe(true);
    expect(sameTag({ name: '' }, { name: '' })).toBe(false);
  });
});

describe('difficulty', () => {
  it('has six levels', () => {
    expect(PROBLEM_DIFFICULTY_MAX).toBe(5);
  });
});

describe('hasRepeatedTag', () => {
  it('finds the same id twice or the same new name in any case', () => {
    expect(hasRepeatedTag([{ id: 1 }, { id: 2 }, { name: 'dp' }])).toBe(false);
    expect(hasRepeatedTag([{ id: 1 }, { id: 1 }])).toBe(true);
    expect(hasRepeatedTag([{ name: 'DP' }, { name: 'dp' }])).toBe(true);
    expect(hasRepeatedTag([{ id: 1, name: 'dp' }, { name: 'dp' }])).toBe(false);
  });
});
