import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SubmissionView } from '../../../contract/api/submissions';
import { judgeApi, submissionKeys } from '../../lib/judge-api';
import { isJudging } from '../../lib/judge-status';
import type { SubmitScope } from '../../lib/scope';
import { useSubmissionStatuses } from '../../lib/use-submission-statuses';

const NOTHING: readonly number[] = [];

interface TrackerOptions {
  /** where the problem is submitted: its My Submission list is loaded again at each verdict */
  scope: SubmitScope;
  problemId: string;
  /** called once per submission, when its status is final */
  onFinal(): void;
}

/**
 * Follows the submission just made on the problem page through the shared poller (every 2 s, at
 * most 300 times, until the status is final: part 1 §4), then fetches the details and case results,
 * loads the scope's My Submission list again and calls onFinal once.
 */
export function useSubmissionTracker({ scope, problemId, onFinal }: TrackerOptions) {
  const queryClient = useQueryClient();
  const [submission, setSubmission] = useState<SubmissionView | null>(null);
  const submitId = submission?.submitId ?? 0;
  const poll = useSubmissionStatuses(submission !== null && isJudging(submission.status) ? [submitId] : NOTHING, scope);
  const polled = submission ? poll.statuses?.[submitId] : undefined;
  const current = polled ?? submission;
  const status = current?.status ?? null;
  const final = status !== null && !isJudging(status);
  const exhausted = !final && poll.exhausted;

  const detail = useQuery({
    queryKey: [...submissionKeys.tracked(submitId), 'detail'],
    queryFn: ({ signal }) => judgeApi.detail(submitId, signal, true),
    enabled: final && submitId > 0,
    gcTime: 0,
  });
  const cases = useQuery({
    queryKey: [...submissionKeys.tracked(submitId), 'cases'],
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
      void queryClient.invalidateQueries({ queryKey: submissionKeys.mine(scope, problemId) });
      onFinalRef.current();
    }
  }, [final, submitId, queryClient, scope, problemId]);

  return {
    submission,
    current: current ? { submitId, status: current.status, score: current.score, time: current.time, memory: current.memory } : null,
    final,
    exhausted,
    errorMessage: detail.data?.submission.errorMessage ?? null,
    cases: cases.data ?? null,
    start: (view: SubmissionView) => setSubmission(view),
    clear: () => setSubmission(null),
  };
}

export type SubmissionTracker = ReturnType<typeof useSubmissionTracker>;
