import { msgId } from './message-id';

const MEMORY_UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Part 1 §9: memory shown from KB up to YB, base 1024; whole numbers stay whole. */
export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined || !Number.isFinite(kb)) return '-';
  let value = Math.max(0, kb);
  let unit = 0;
  while (value >= 1024 && unit < MEMORY_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
  return `${text} ${MEMORY_UNITS[unit]}`;
}

export function formatTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined || !Number.isFinite(ms) ? '-' : `${ms} ms`;
}

/** Code length in bytes as B or KB. */
export function formatLength(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '-';
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(2)} KB`;
}

/** Part 1 §9: ac / total × 100, as a number with 2 decimals (0 when nothing was submitted). */
export function passRate(ac: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.round((ac / total) * 10_000) / 100;
}

export function formatPassRate(ac: number, total: number): string {
  return `${passRate(ac, total).toFixed(2)}%`;
}

/** Progress colours that step at 20, 40, 60, 80 and 100 percent (part 1 §9, part 3 §9). */
export function progressColor(percent: number): string {
  if (percent >= 100) return 'green';
  if (percent >= 80) return 'teal';
  if (percent >= 60) return 'blue';
  if (percent >= 40) return 'yellow';
  if (percent >= 20) return 'orange';
  return 'red';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The one place dates are written for the page (decision 46). The Chinese UI writes them as Chinese
 * sites and HOJ do, 2026-03-05 14:08:09 (year first, hyphens, 24 hours), in the viewer's time zone;
 * other languages get their locale's own short form (en-US: 03/05/2026, 14:08:09). Built from the
 * date's fields rather than Intl for zh, so it does not depend on the browser's locale data.
 */
function formatDateParts(iso: string | null | undefined, locale: string, withTime: boolean): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (locale.toLowerCase().startsWith('zh')) {
    const day = `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
    return withTime ? `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}` : day;
  }
  const dayOptions = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  return withTime ? date.toLocaleString(locale, { ...dayOptions, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }) : date.toLocaleDateString(locale, dayOptions);
}

/** A date-time in the viewer's language (submission times, creation dates). */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  return formatDateParts(iso, locale, true);
}

/** A day without the time, in the viewer's language (a course's date range). */
export function formatDate(iso: string | null | undefined, locale: string): string {
  return formatDateParts(iso, locale, false);
}

export interface DifficultyMeta {
  level: number;
  /** catalog id */
  label: string;
  color: string;
}

/** The six difficulty levels (part 1 §3, §9): names and colours are ours. */
export const DIFFICULTIES: DifficultyMeta[] = [
  { level: 0, label: msgId('Difficulty_Easy'), color: 'green' },
  { level: 1, label: msgId('Difficulty_Mid'), color: 'cyan' },
  { level: 2, label: msgId('Difficulty_Hard'), color: 'yellow' },
  { level: 3, label: msgId('Difficulty_Very_Hard'), color: 'orange' },
  { level: 4, label: msgId('Difficulty_Expert'), color: 'red' },
  { level: 5, label: msgId('Difficulty_Master'), color: 'grape' },
];

export function difficultyMeta(level: number): DifficultyMeta {
  return DIFFICULTIES[Math.min(Math.max(Math.trunc(level), 0), DIFFICULTIES.length - 1)]!;
}
