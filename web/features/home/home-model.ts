import type { LastWeekStatistics } from '../../../contract/api/home';
import type { HonorUserView } from '../../../contract/api/honor';

/** The chart's day labels: `MM-DD` of each `YYYY-MM-DD` (the year adds nothing to a week). */
export function chartDayLabels(stats: Pick<LastWeekStatistics, 'dateStrList'>): string[] {
  return stats.dateStrList.map((date) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(5) : date));
}

/** Whether the week had any judged submission (an empty week shows the panel's empty state). */
export function weekHasSubmissions(stats: Pick<LastWeekStatistics, 'totalCountList'>): boolean {
  return stats.totalCountList.some((n) => n > 0);
}

/** A user on the honor roll: the real name with the username (part 1 §7), or the username alone. */
export function honorUserText(user: Pick<HonorUserView, 'realname' | 'username'>): string {
  const real = user.realname?.trim();
  return real ? `${real} (${user.username})` : user.username;
}

/** A contest's length in hours for its card: whole hours as they are, others to one decimal. */
export function contestHours(durationSeconds: number): string {
  const hours = durationSeconds / 3600;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}
