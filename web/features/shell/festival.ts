/**
 * The festival celebration overlay (part 1 §1 and §9: "shown for 3 seconds until 2025-02-15").
 * The spec gives an end and no start, so every day up to and including the last one shows it;
 * the day is the visitor's own calendar day, as the greeting is for them (decision 35).
 */
export const FESTIVAL_OVERLAY_MS = 3000;

/** The last day the overlay shows: 2025-02-15 (months count from 0 in `Date`). */
export const FESTIVAL_LAST_DAY = { year: 2025, monthIndex: 1, day: 15 } as const;

/** Whether the overlay shows at the moment `now`: before the local midnight that ends the last day. */
export function festivalOverlayShows(now: Date): boolean {
  const end = new Date(FESTIVAL_LAST_DAY.year, FESTIVAL_LAST_DAY.monthIndex, FESTIVAL_LAST_DAY.day + 1);
  return now.getTime() < end.getTime();
}
