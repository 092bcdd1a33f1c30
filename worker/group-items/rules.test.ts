import { describe, expect, it } from 'vitest';
import { groupMoveRefusal, inPublicBank, prefixedProblemId } from './rules';

describe('group item rules', () => {
  it('counts public site problems and admitted group problems as the public bank', () => {
    expect(inPublicBank({ auth: 1, gid: null, applyPublicProgress: null })).toBe(true);
    expect(inPublicBank({ auth: 2, gid: null, applyPublicProgress: null })).toBe(false);
    expect(inPublicBank({ auth: 3, gid: null, applyPublicProgress: null })).toBe(false);
    expect(inPublicBank({ auth: 1, gid: 4, applyPublicProgress: 2 })).toBe(true);
    expect(inPublicBank({ auth: 1, gid: 4, applyPublicProgress: 1 })).toBe(false);
    expect(inPublicBank({ auth: 1, gid: 4, applyPublicProgress: null })).toBe(false);
    expect(inPublicBank({ auth: 2, gid: 4, applyPublicProgress: 2 })).toBe(false);
  });

  it('puts the upper-case short name in front of a typed id once', () => {
    expect(prefixedProblemId('1001', 'algo1')).toBe('ALGO11001');
    expect(prefixedProblemId('ALGO11001', 'algo1')).toBe('ALGO11001');
    expect(prefixedProblemId('a', ' Class ')).toBe('CLASSa');
  });

  it('keeps an item in its group', () => {
    expect(groupMoveRefusal(3, 3)).toBeNull();
    expect(groupMoveRefusal(3, null)).toMatch(/stays in its group/);
    expect(groupMoveRefusal(3, 4)).toMatch(/stays in its group/);
  });
});
