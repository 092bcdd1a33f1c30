/** The time as use cases see it: passed in, so rules and tests never read the wall clock themselves. */
export interface Clock {
  /** Unix time in milliseconds */
  nowMs(): number;
  /** Unix time in whole seconds, as D1 rows store it */
  nowSeconds(): number;
}

export const systemClock: Clock = {
  nowMs: () => Date.now(),
  nowSeconds: () => Math.floor(Date.now() / 1000),
};

/** A clock that stands still at `ms` until moved: for tests of time windows without waiting them out. */
export function manualClock(ms: number): Clock & { advance(byMs: number): void } {
  let now = ms;
  return {
    nowMs: () => now,
    nowSeconds: () => Math.floor(now / 1000),
    advance: (byMs) => void (now += byMs),
  };
}
