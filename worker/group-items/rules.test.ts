import { describe, expect, it } from 'vitest';
import { groupMoveRefusal } from './rules';

describe('group item rules', () => {
  it('keeps an item in its group', () => {
    expect(groupMoveRefusal(3, 3)).toBeNull();
    expect(groupMoveRefusal(3, null)).toMatch(/stays in its group/);
    expect(groupMoveRefusal(3, 4)).toMatch(/stays in its group/);
  });
});
