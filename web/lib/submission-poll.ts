import { isJudging, SUBMISSION_POLL_MAX, SUBMISSION_POLL_MS } from './judge-status';

interface StatusRow {
  submitId: number;
  status: number;
}

/** The submissions a list or the tracker still has to follow: those pending, compiling or judging. */
export function judgingIds(rows: readonly StatusRow[]): number[] {
  return rows.filter((row) => isJudging(row.status)).map((row) => row.submitId);
}

export interface PollState {
  /** answers received so far */
  polls: number;
  /** the last poll failed */
  failed: boolean;
  /** the last answer, by submit id */
  statuses: Readonly<Record<string, StatusRow | undefined>> | undefined;
}

/** Every submission followed has a final status in the last answer. */
export function allFinal(ids: readonly number[], statuses: PollState['statuses']): boolean {
  return statuses !== undefined && ids.every((id) => statuses[id] !== undefined && !isJudging(statuses[id].status));
}

/**
 * When to ask check-submissions-status again (part 1 §4): every 2 s until every followed submission
 * is final, at most 300 times, and never again after a failed poll. `false` stops polling.
 */
export function nextPollDelay(ids: readonly number[], state: PollState): number | false {
  if (ids.length === 0 || state.failed || state.polls >= SUBMISSION_POLL_MAX) return false;
  return allFinal(ids, state.statuses) ? false : SUBMISSION_POLL_MS;
}

/** Polling gave up (300 answers) while some followed submission was still being judged. */
export function pollExhausted(ids: readonly number[], state: PollState): boolean {
  return ids.length > 0 && state.polls >= SUBMISSION_POLL_MAX && !allFinal(ids, state.statuses);
}
