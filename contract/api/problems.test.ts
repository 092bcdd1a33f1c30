import { describe, expect, it } from 'vitest';
import { naturalCompare, splitScores } from './problems';

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
