import { describe, expect, it } from 'vitest';
import { applyAction, APPLY_PROGRESS_LABELS, mayManageGroupProblem } from './group-problem-rules';

describe('applyAction', () => {
  it('asks to apply only from no application', () => {
    expect(applyAction(null)).toBe('apply');
  });
  it('asks to cancel from applying, public and refused', () => {
    expect([1, 2, 3].map(applyAction)).toEqual(['cancel', 'cancel', 'cancel']);
  });
  it('names every stored progress', () => {
    expect(Object.keys(APPLY_PROGRESS_LABELS)).toEqual(['1', '2', '3']);
  });
});

describe('mayManageGroupProblem', () => {
  const row = { gid: 7, author: 'teacher' };
  it('lets the group root manage any problem of the group', () => {
    expect(mayManageGroupProblem(row, 7, true, 'someone')).toBe(true);
  });
  it('lets the author manage their own problem', () => {
    expect(mayManageGroupProblem(row, 7, false, 'teacher')).toBe(true);
  });
  it('refuses another group admin and anonymous viewers', () => {
    expect(mayManageGroupProblem(row, 7, false, 'other')).toBe(false);
    expect(mayManageGroupProblem(row, 7, false, null)).toBe(false);
  });
  it('refuses a problem of another group even to the root', () => {
    expect(mayManageGroupProblem(row, 8, true, 'teacher')).toBe(false);
  });
});
