import { describe, expect, it } from 'vitest';
import { courseTypeLabel, priceText } from './course-labels';

describe('course labels', () => {
  it('show a price in yuan, free courses without one', () => {
    expect(priceText(399)).toBe('¥399');
    expect(priceText(19.9)).toBe('¥19.90');
    expect(priceText(0)).toBeNull();
  });

  it('label unknown types as other', () => {
    expect(courseTypeLabel(2)).toBe('Course_Type_Algorithms');
    expect(courseTypeLabel(42)).toBe('Course_Type_Other');
  });
});
