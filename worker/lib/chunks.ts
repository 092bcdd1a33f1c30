/**
 * A list cut into runs of at most `size`: D1 binds at most 100 values a statement, so a statement
 * naming a page's ids (up to 100) or many rows is split into several, usually run as one batch.
 */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('a chunk holds at least one item');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The most ids one statement names alongside a few other values. */
export const IDS_PER_STATEMENT = 50;
