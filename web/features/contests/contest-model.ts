import { CONTEST_STATUS, contestProgress, contestStatus, type ContestStatus } from '../../../contract/rules/contests';
import type { AcmCell } from '../../../contract/api/contests';
import { msgId } from '../../lib/message-id';

/** Unix seconds of an ISO 8601 time. */
export const secondsOf = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/**
 * What the editor says under a result the seal hides from its owner (an OI contest, or an ACM one
 * that keeps HOJ's stricter rule: decision 44): when it will show. With autoRealRank the seal lifts
 * at the end; without, only when the organisers unseal the board.
 */
export function sealNoteId(contest: { autoRealRank: boolean } | undefined): string {
  return contest?.autoRealRank === false ? msgId('Sealed_Result_Until_Unsealed') : msgId('Sealed_Result_Until_End');
}

/** How far the server's clock is ahead of ours (ms): added to Date.now() it gives the server's time. */
export function clockOffset(serverNowIso: string, localNowMs: number): number {
  const server = Date.parse(serverNowIso);
  return Number.isNaN(server) ? 0 : server - localNowMs;
}

/** h:mm:ss with at least two digits of hours; negative values get a leading minus. */
export function formatDuration(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const s = Math.abs(Math.trunc(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(h)}:${pad(m)}:${pad(r)}`;
}

export interface ClockView {
  status: ContestStatus;
  progress: number;
  /**
   * The countdown tag: the time to the start while scheduled, the time left while running (never
   * negative: the end is clamped), null once ended ("Ended"). `label` is the catalog id saying which.
   */
  countdown: { label: string; time: string } | null;
}

/** Part 2 §4 "Contest status": what the overview's clock shows at `now` (Unix seconds). */
export function contestClock(contest: { startTime: number; endTime: number }, now: number): ClockView {
  const status = contestStatus(contest, now);
  const progress = contestProgress(contest, now);
  if (status === CONTEST_STATUS.scheduled) return { status, progress, countdown: { label: msgId('Contest_Starts_In'), time: formatDuration(Math.max(0, contest.startTime - now)) } };
  if (status === CONTEST_STATUS.running) return { status, progress, countdown: { label: msgId('Contest_Time_Left'), time: formatDuration(Math.max(0, contest.endTime - now)) } };
  return { status, progress, countdown: null };
}

/** The colour of a status (tags, the countdown, the list's left border). */
export { scheduleStatusColor as statusColor } from '../../lib/schedule-status';

/** Part 2 §3 "ACM cell": the class of a board cell, or null for an untouched problem. */
export type CellClass = 'first-ac' | 'ac' | 'after-ac' | 'try' | 'wa';
export function acmCellClass(cell: AcmCell | undefined): CellClass | null {
  if (!cell) return null;
  if (cell.isAC) {
    if (cell.isAfterContest) return 'after-ac';
    return cell.isFirstAC ? 'first-ac' : 'ac';
  }
  if (cell.tryNum > 0) return 'try';
  if (cell.errorNum > 0) return 'wa';
  return null;
}

/** The text of an ACM cell: the AC time on its first line, the tries on the second. */
export function acmCellText(cell: AcmCell | undefined): { time: string | null; tries: string | null } {
  if (!cell) return { time: null, tries: null };
  const time = cell.isAC && cell.ACTime !== null ? formatDuration(cell.ACTime) : null;
  const tries = cell.tryNum > 0 ? `${cell.errorNum > 0 ? `-${cell.errorNum} ` : ''}+${cell.tryNum}` : cell.errorNum > 0 ? `(-${cell.errorNum})` : null;
  return { time, tries };
}

/** Medal percentages of the scroll board (part 2 §4 "Medals"): gold, silver, bronze. */
export const DEFAULT_MEDALS = [10, 20, 30] as const;

/** How many rows get each medal: a percentage of the ranked total (floor), star users not counted. */
export function medalCounts(rankedTotal: number, medals: readonly number[] = DEFAULT_MEDALS): [number, number, number] {
  const [gold = 0, silver = 0, bronze = 0] = medals.map((p) => Math.floor((rankedTotal * Math.max(0, p)) / 100));
  return [gold, silver, bronze];
}

/** 0 gold, 1 silver, 2 bronze, null none, for a ranked position (1-based, star rows excluded). */
export function medalOf(position: number, counts: readonly [number, number, number]): 0 | 1 | 2 | null {
  if (position < 1) return null;
  if (position <= counts[0]) return 0;
  if (position <= counts[0] + counts[1]) return 1;
  if (position <= counts[0] + counts[1] + counts[2]) return 2;
  return null;
}

/** Reads `medals[]` of the scroll board's URL; the defaults unless three numbers were given. */
export function parseMedals(values: readonly unknown[] | undefined): number[] {
  const numbers = (values ?? []).map((x) => Number(x)).filter((x) => Number.isFinite(x) && x >= 0 && x <= 100);
  return numbers.length === 3 ? numbers : [...DEFAULT_MEDALS];
}

/** Drops ids already read and remembers new ones, keeping the list short (the browser's read announcements). */
export function withRead(read: readonly number[], ids: readonly number[], max = 500): number[] {
  const set = new Set(read);
  for (const id of ids) set.add(id);
  return [...set].slice(-max);
}

/** Adds or removes a uid of the concerned list (pinned on the board). */
export function toggleConcerned(list: readonly string[], uid: string): string[] {
  return list.includes(uid) ? list.filter((x) => x !== uid) : [...list, uid];
}
