/** Steps of a relative time: below each bound (in seconds) the unit it is told in. */
const STEPS: { below: number; unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { below: 60, unit: 'second', seconds: 1 },
  { below: 3600, unit: 'minute', seconds: 60 },
  { below: 86_400, unit: 'hour', seconds: 3600 },
  { below: 30 * 86_400, unit: 'day', seconds: 86_400 },
  { below: 365 * 86_400, unit: 'month', seconds: 30 * 86_400 },
  { below: Number.POSITIVE_INFINITY, unit: 'year', seconds: 365 * 86_400 },
];

/**
 * "3 minutes ago" in the reader's language (comments, replies and messages show relative times,
 * part 1 "Message centre", part 3 §2.13); a time a little in the future (clock skew) reads as now.
 */
export function relativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const size = Math.abs(seconds);
  if (seconds > 0 || size < 10) return format.format(0, 'second');
  const step = STEPS.find((s) => size < s.below) ?? STEPS[STEPS.length - 1]!;
  return format.format(-Math.floor(size / step.seconds), step.unit);
}
