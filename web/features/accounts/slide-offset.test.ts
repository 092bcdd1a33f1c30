import { describe, expect, it } from 'vitest';
import { clampOffset, dragOffset, maxOffset } from './slide-offset';

describe('slide puzzle offset', () => {
  it('keeps the piece inside the picture', () => {
    expect(maxOffset(325, 44)).toBe(281);
    expect(clampOffset(-10, 325, 44)).toBe(0);
    expect(clampOffset(500, 325, 44)).toBe(281);
    expect(clampOffset(120.6, 325, 44)).toBe(121);
  });

  it('follows the pointer from where the drag began', () => {
    expect(dragOffset(0, 100, 230, 325, 44)).toBe(130);
    expect(dragOffset(50, 300, 280, 325, 44)).toBe(30);
    expect(dragOffset(0, 100, 50, 325, 44)).toBe(0);
    expect(dragOffset(0, 0, 1000, 325, 44)).toBe(281);
  });
});
