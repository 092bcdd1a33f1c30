import { createFileRoute } from '@tanstack/react-router';
import { ContestFocusFrame } from '../features/contests/contest-focus';
import { ProblemFocusPage } from '../features/problems/problem-focus-page';
import { ShellBarTools } from '../features/shell/shell-bar-tools';
import { cidOf } from '../lib/contest-route';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/contest/$contestID_/problem/$problemID/full-screen')({
  staticData: { bare: true },
  beforeLoad: ({ preload }) => requireLogin({ preload }),
  component: ContestFocusRoute,
});

/** Focus mode: the contest problem alone, with the horizontal problem navigator (part 3 §2.1). */
function ContestFocusRoute() {
  const { contestID, problemID } = Route.useParams();
  const cid = cidOf(contestID) ?? 0;
  return (
    <ContestFocusFrame cid={cid} problemId={problemID}>
      {(parts) => <ProblemFocusPage parts={parts} problemId={problemID} barEnd={<ShellBarTools />} />}
    </ContestFocusFrame>
  );
}
