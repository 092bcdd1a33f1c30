import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SubmissionDetail, SubmissionView } from '../../../contract/api/judging';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { judgeApi } from '../../lib/judge-api';
import { isJudging, SUBMISSION_POLL_MAX, SUBMISSION_POLL_MS } from '../../lib/judge-status';

/**
 * Follows the submission just made on the problem page: polls every 2 s (at most 300 times) until
 * the status is final (part 1 §4), then fetches the details and case results and calls onFinal once.
 */
export function useSubmissionTracker(onFinal: () => void) {
  const [submission, setSubmission] = useState<SubmissionView | null>(null);
  const submitId = submission?.submitId ?? 0;
  const polls = useRef(0);
  const poll = useQuery({
    queryKey: ['tracked-submission', submitId],
    queryFn: async ({ signal }) => {
      polls.current += 1;
      const status = (await judgeApi.statuses([submitId], signal))[submitId];
      return status ? { ...status, polls: polls.current } : null;
    },
    enabled: submission !== null && isJudging(submission.status),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => {
      if (polls.current >= SUBMISSION_POLL_MAX || query.state.status === 'error') return false;
      const data = query.state.data;
      return data && !isJudging(data.status) ? false : SUBMISSION_POLL_MS;
    },
  });
  const current = poll.data ?? submission;
  const status = current?.status ?? null;
  const final = status !== null && !isJudging(status);
  const exhausted = !final && submission !== null && (poll.data?.polls ?? 0) >= SUBMISSION_POLL_MAX;

  const detail = useQuery({
    queryKey: ['tracked-submission-detail', submitId],
    queryFn: ({ signal }) => api.request<SubmissionDetail>(ENDPOINTS.getSubmissionDetail, { query: { submitId }, signal, quiet: true }),
    enabled: final && submitId > 0,
    gcTime: 0,
  });
  const cases = useQuery({
    queryKey: ['tracked-submission-cases', submitId],
    queryFn: ({ signal }) => judgeApi.caseResults(submitId, signal),
    enabled: final && submitId > 0,
    gcTime: 0,
  });

  const onFinalRef = useRef(onFinal);
  onFinalRef.current = onFinal;
  const reported = useRef(0);
  useEffect(() => {
    if (final && submitId > 0 && reported.current !== submitId) {
      reported.current = submitId;
      onFinalRef.current();
    }
  }, [final, submitId]);

  return {
    submission,
    current: current ? { submitId, status: current.status, score: current.score, time: current.time, memory: current.memory } : null,
    final,
    exhausted,
    errorMessage: detail.data?.submission.errorMessage ?? null,
    cases: cases.data ?? null,
    start: (view: SubmissionView) => {
      polls.current = 0;
      setSubmission(view);
    },
    clear: () => setSubmission(null),
  };
}

export type SubmissionTracker = ReturnType<typeof useSubmissionTracker>;
