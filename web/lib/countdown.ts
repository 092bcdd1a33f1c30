/**
 * Resend locks for the e-mail code buttons (60 s for a registration code, 90 s for a reset
 * link). A lock is an end time, so it survives the dialog being closed and opened again.
 */
export function createCountdowns(now: () => number = Date.now) {
  const endsAt = new Map<string, number>();
  return {
    start(key: string, seconds: number): void {
      endsAt.set(key, now() + seconds * 1000);
    },
    /** Whole seconds left (rounded up, so the button reads 60 right after sending); 0 when free. */
    secondsLeft(key: string): number {
      const end = endsAt.get(key);
      if (end === undefined) return 0;
      const left = Math.ceil((end - now()) / 1000);
      if (left > 0) return left;
      endsAt.delete(key);
      return 0;
    },
  };
}

export const countdowns = createCountdowns();
