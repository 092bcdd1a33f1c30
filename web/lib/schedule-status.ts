import { msgId } from './message-id';

/**
 * The status of something that runs between a start and an end time — a contest, a choose exam —
 * as part 2 §3 numbers it: -1 scheduled, 0 running, 1 ended.
 */
export type ScheduleStatus = -1 | 0 | 1;

/** The colour of a status (tags, countdowns, a list's left border). */
export function scheduleStatusColor(status: number): string {
  if (status === -1) return 'yellow';
  if (status === 0) return 'green';
  return 'red';
}

/** The catalog id of a status's name. */
export function scheduleStatusLabel(status: number): string {
  if (status === -1) return msgId('Contest_Scheduled');
  if (status === 0) return msgId('Contest_Running');
  return msgId('Contest_Ended');
}
