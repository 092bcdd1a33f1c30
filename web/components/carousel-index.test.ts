import { describe, expect, it } from 'vitest';
import { stepSlide } from './carousel-index';

describe('stepSlide', () => {
  it('wraps round both ways', () => {
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
    expect(stepSlide(1, -4, 3)).toBe(0);
  });

  it('stays at 0 without slides', () => {
    expect(stepSlide(3, 1, 0)).toBe(0);
  });
});
