import { describe, expect, it } from 'vitest';
import { RestartBackoff } from './local-server';

describe('restarting a dead local server', () => {
  it('waits 1 s, then twice as long each time it dies again soon, up to 30 s, and never gives up', () => {
    const backoff = new RestartBackoff();
    let now = 0;
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      backoff.started(now);
      now += 2000; // dies 2 s after each start
      const delay = backoff.delayAfterDeath(now);
      delays.push(delay);
      now += delay;
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000, 30000, 30000]);
  });

  it('starts over at 1 s once a start has run for 5 minutes', () => {
    const backoff = new RestartBackoff();
    backoff.started(0);
    expect(backoff.delayAfterDeath(1000)).toBe(1000);
    backoff.started(2000);
    expect(backoff.delayAfterDeath(3000)).toBe(2000);
    backoff.started(5000);
    // quiet for five minutes: the lifetime of the stack never counts against it
    expect(backoff.delayAfterDeath(5000 + 5 * 60_000)).toBe(1000);
    backoff.started(400_000);
    expect(backoff.delayAfterDeath(400_500)).toBe(2000);
  });
});
