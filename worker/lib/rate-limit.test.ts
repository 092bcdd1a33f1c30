import { describe, expect, it } from 'vitest';
import { rateWindowStart } from './rate-limit';

describe('rate windows', () => {
  it('are fixed windows aligned on their length', () => {
    expect(rateWindowStart(120, 60)).toBe(120);
    expect(rateWindowStart(179, 60)).toBe(120);
    expect(rateWindowStart(3599, 3600)).toBe(0);
  });
});
