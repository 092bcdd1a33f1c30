import { describe, expect, it } from 'vitest';
import { createCountdowns } from './countdown';

describe('countdowns', () => {
  it('counts down whole seconds, rounding up, until free', () => {
    let now = 1_000_000;
    const c = createCountdowns(() => now);
    expect(c.secondsLeft('register')).toBe(0);
    c.start('register', 60);
    expect(c.secondsLeft('register')).toBe(60);
    now += 400;
    expect(c.secondsLeft('register')).toBe(60);
    now += 600;
    expect(c.secondsLeft('register')).toBe(59);
    now += 58_999;
    expect(c.secondsLeft('register')).toBe(1);
    now += 1;
    expect(c.secondsLeft('register')).toBe(0);
  });

  it('keeps separate locks per key and restarts a lock', () => {
    let now = 0;
    const c = createCountdowns(() => now);
    c.start('register', 60);
    c.start('reset', 90);
    now = 30_000;
    expect(c.secondsLeft('register')).toBe(30);
    expect(c.secondsLeft('reset')).toBe(60);
    c.start('register', 60);
    expect(c.secondsLeft('register')).toBe(60);
  });
});
