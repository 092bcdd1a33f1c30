import { useQuery } from '@tanstack/react-query';
import type { SubmissionStatus } from '../../contract/api/judging';
import { judgeApi } from './judge-api';
import { isJudging, SUBMISSION_POLL_MAX, SUBMISSION_POLL_MS } from './judge-status';

interface Row {
  submitId: number;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}

/**
 * Rows of a submission list with the statuses of those still pending, compiling or judging kept
 * fresh by check-submissions-status: every 2 s, at most 300 times (part 1 §4).
 */
export function useLiveStatuses<T extends Row>(rows: T[]): T[] {
  const pendingIds = rows.filter((row) => isJudging(row.status)).map((row) => row.submitId);
  const live = useQuery({
    queryKey: ['submission-statuses', pendingIds],
    queryFn: ({ signal }) => judgeApi.statuses(pendingIds, signal),
    enabled: pendingIds.length > 0,
    staleTime: 0,
    refetchInterval: (query) => {
      if (query.state.dataUpdateCount >= SUBMISSION_POLL_MAX || query.state.status === 'error') return false;
      const data = query.state.data;
      return data && pendingIds.every((id) => data[id] && !isJudging(data[id].status)) ? false : SUBMISSION_POLL_MS;
    },
  });
  if (!live.data) return rows;
  return rows.map((row) => {
    const fresh: SubmissionStatus | undefined = live.data[row.submitId];
    return fresh ? { ...row, status: fresh.status, score: fresh.score, time: fresh.time, memory: fresh.memory } : row;
  });
}
