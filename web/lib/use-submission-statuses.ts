import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmissionStatus } from '../../contract/api/submissions';
import { judgeApi, submissionKeys } from './judge-api';
import type { SubmitScope } from './scope';
import { judgingIds, nextPollDelay, pollExhausted } from './submission-poll';

/**
 * The one poller of submission statuses: follows the given submissions with check-submissions-status
 * every 2 s, at most 300 times, until each is final (part 1 §4; the rule is in ./submission-poll).
 * The problem page's tracker, the My Submission tab and the /status lists all follow through it.
 */
export function useSubmissionStatuses(submitIds: readonly number[], scope?: SubmitScope) {
  const queryClient = useQueryClient();
  const key = submissionKeys.statuses(submitIds);
  const poll = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => judgeApi.statuses(submitIds, signal, scope),
    enabled: submitIds.length > 0,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => nextPollDelay(submitIds, { polls: query.state.dataUpdateCount, failed: query.state.status === 'error', statuses: query.state.data }),
  });
  // Read at each render: every answer renders again, so the count is current.
  const polls = submitIds.length > 0 ? (queryClient.getQueryState(key)?.dataUpdateCount ?? 0) : 0;
  const statuses: Readonly<Record<string, SubmissionStatus | undefined>> | undefined = poll.data;
  const state = { polls, failed: poll.isError, statuses };
  return {
    statuses,
    /** polling gave up while a submission was still being judged */
    exhausted: pollExhausted(submitIds, state),
  };
}

interface Row {
  submitId: number;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}

/** Rows of a submission list with the statuses of those still being judged kept fresh by the poller. */
export function useLiveStatuses<T extends Row>(rows: T[], scope?: SubmitScope): T[] {
  const { statuses } = useSubmissionStatuses(judgingIds(rows), scope);
  if (!statuses) return rows;
  return rows.map((row) => {
    const fresh = statuses[row.submitId];
    return fresh ? { ...row, status: fresh.status, score: fresh.score, time: fresh.time, memory: fresh.memory } : row;
  });
}
