import { describe, expect, it } from 'vitest';
import { manualClock, systemClock } from './clock';

describe('clock', () => {
  it('the system clock agrees with Date.now in ms and whole seconds', () => {
    const before = Date.now();
    const ms = systemClock.nowMs();
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(systemClock.nowSeconds()).toBe(Math.floor(systemClock.nowMs() / 1000));
  });

  it('a manual clock stands still until advanced', () => {
    const clock = manualClock(1_700_000_000_500);
    expect(clock.nowSeconds()).toBe(1_700_000_000);
    clock.advance(600);
    expect(clock.nowMs()).toBe(1_700_000_001_100);
    expect(clock.nowSeconds()).toBe(1_700_000_001);
  });
});
