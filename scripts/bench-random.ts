/** A deterministic generator (mulberry32), so every run of a benchmark works on the same data. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A benchmark's seeded draws: uniform numbers, whole numbers in a range, list items and weighted picks. */
export function seededDraws(seed: number) {
  const random = rng(seed);
  return {
    random,
    /** a whole number from lo to hi, both included */
    between: (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!,
    /** a value of `table` drawn by its share (shares summing to at most 1); `fallback` for the rest */
    weighted: <T>(table: readonly (readonly [T, number])[], fallback: T): T => {
      let x = random();
      for (const [value, share] of table) {
        x -= share;
        if (x <= 0) return value;
      }
      return fallback;
    },
  };
}
