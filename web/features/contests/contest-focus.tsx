import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { BackToProblems, ProblemNavigator, type FocusParts } from '../../components/focus-parts';
import { useSession } from '../../lib/use-session';
import { useContestState } from './contest-context';
import { sealNoteId } from './contest-model';
import { navigatorOptions } from './contests-api';

/** Focus mode's frame: the contest's state, the back button and the horizontal problem navigator for the problem page. */
export function ContestFocusFrame({ cid, problemId, children }: { cid: number; problemId: string; children(parts: Required<FocusParts>): ReactNode }) {
  const { _ } = useLingui();
  const { user } = useSession();
  const state = useContestState(cid);
  const items = useQuery(navigatorOptions(cid, user?.username ?? null));
  const scope = useMemo(() => ({ cid }), [cid]);
  const contestID = String(cid);
  const navigator = (
    <ProblemNavigator
      items={items.data ?? []}
      current={problemId}
      linkOf={(problemID) => linkOptions({ to: '/contest/$contestID/problem/$problemID/full-screen', params: { contestID, problemID } })}
    />
  );
  const back = <BackToProblems link={linkOptions({ to: '/contest/$contestID/problems', params: { contestID } })} />;
  return <>{children({ scope, back, navigator, coverConfirm: state.contest?.type === 1 && !state.realTime, containsEnd: state.containsEnd, sealNote: _(sealNoteId(state.contest)) })}</>;
}
