import { useCallback, useEffect, useState } from 'react';
import { countdowns } from './countdown';

/** Seconds left on a resend lock, re-rendering every second while it runs. */
export function useCountdown(key: string, seconds: number) {
  const [, setTick] = useState(0);
  const left = countdowns.secondsLeft(key);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((t) => t + 1), 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    countdowns.start(key, seconds);
    setTick((t) => t + 1);
  }, [key, seconds]);

  return { left, running, start };
}
