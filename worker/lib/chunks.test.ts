import { describe, expect, it } from 'vitest';
import { chunks } from './chunks';

describe('chunks', () => {
  it('cuts a list into runs of at most the size, keeping the order', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 3)).toEqual([]);
    expect(chunks([1, 2], 5)).toEqual([[1, 2]]);
    expect(() => chunks([1], 0)).toThrow(RangeError);
  });
});
