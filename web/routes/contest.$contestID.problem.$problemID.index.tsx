import { useLingui } from '@lingui/react';
import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BackToProblems, FocusModeLink } from '../components/focus-parts';
import { useContest } from '../features/contests/contest-context';
import { sealNoteId } from '../features/contests/contest-model';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/contest/$contestID/problem/$problemID/')({
  component: ContestProblemRoute,
});

/** A contest's problem inside the contest tabs; the full-screen button opens focus mode. */
function ContestProblemRoute() {
  const { contestID, problemID } = Route.useParams();
  const cid = cidOf(contestID) ?? 0;
  const scope = useMemo(() => ({ cid }), [cid]);
  const contest = useContest();
  const { _ } = useLingui();
  return (
    <ProblemDetailPage
      scope={scope}
      problemId={problemID}
      embedded
      coverConfirm={contest.contest?.type === 1 && !contest.realTime}
      containsEnd={contest.containsEnd}
      sealNote={_(sealNoteId(contest.contest))}
      back={<BackToProblems link={linkOptions({ to: '/contest/$contestID/problems', params: { contestID } })} />}
      barEnd={<FocusModeLink link={linkOptions({ to: '/contest/$contestID/problem/$problemID/full-screen', params: { contestID, problemID } })} />}
    />
  );
}
