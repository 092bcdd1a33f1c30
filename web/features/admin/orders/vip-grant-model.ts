/** The add-VIP dialog's rules (decision 37): a username and a date, sent as the end of that day where the admin is. */

export interface VipGrantDraft {
  username: string;
  /** YYYY-MM-DD, as the date input gives it */
  date: string;
}

export type VipGrantProblem = 'username_required' | 'date_required' | 'date_past';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The end (23:59:59) of the chosen day in the browser's zone, as the instant add-vip's `date` takes; null for no valid date. */
export function endOfDayIso(date: string): string | null {
  const match = DATE.exec(date.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const end = new Date(year, month, day, 23, 59, 59);
  if (end.getFullYear() !== year || end.getMonth() !== month || end.getDate() !== day) return null;
  return end.toISOString();
}

/** The day a year after `now`, in the browser's zone: what the dialog offers first. */
export function aYearFrom(now: Date): string {
  const next = new Date(now.getFullYear() + 1, now.getMonth(), now.getDate());
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
}

export function checkVipGrant(draft: VipGrantDraft, now: Date): { ok: true; username: string; date: string } | { ok: false; problem: VipGrantProblem } {
  const username = draft.username.trim();
  if (!username) return { ok: false, problem: 'username_required' };
  const date = endOfDayIso(draft.date);
  if (!date) return { ok: false, problem: 'date_required' };
  if (Date.parse(date) <= now.getTime()) return { ok: false, problem: 'date_past' };
  return { ok: true, username, date };
}
