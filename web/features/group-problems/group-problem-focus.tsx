import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { BackToProblems, ProblemNavigator, type FocusParts } from '../../components/focus-parts';
import { useSession } from '../../lib/use-session';
import { groupProblemOptions } from './group-problems-api';

/** The back-to-the-list button of a group problem page. */
export function GroupProblemsBack({ gid }: { gid: number }) {
  return <BackToProblems link={linkOptions({ to: '/group/$groupID/problem', params: { groupID: String(gid) } })} />;
}

/**
 * Focus mode's frame for a group problem (GroupFullProblemDetails): the back button and the
 * horizontal navigator of the group's problems. Submissions carry the group's gid (decision 20).
 */
export function GroupProblemFocusFrame({ gid, problemId, children }: { gid: number; problemId: string; children(parts: FocusParts): ReactNode }) {
  const { user } = useSession();
  const items = useQuery(groupProblemOptions.navigator(gid, user?.username ?? null));
  const scope = useMemo(() => ({ gid }), [gid]);
  const groupID = String(gid);
  const navigator = (
    <ProblemNavigator items={items.data ?? []} current={problemId} linkOf={(problemID) => linkOptions({ to: '/group/$groupID/problem/$problemID/full-screen', params: { groupID, problemID } })} />
  );
  return <>{children({ scope, back: <GroupProblemsBack gid={gid} />, navigator })}</>;
}
