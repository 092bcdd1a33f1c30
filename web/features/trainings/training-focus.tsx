import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { BackToProblems, ProblemNavigator } from '../../components/focus-parts';
import type { SubmitScope } from '../../lib/scope';
import { useSession } from '../../lib/use-session';
import { trainingNavigatorOptions } from './trainings-api';

interface FocusParts {
  scope: SubmitScope;
  back: ReactNode;
  navigator: ReactNode;
}

/** The back-to-the-list button of a training problem page. */
export function TrainingProblemsBack({ tid }: { tid: number }) {
  return <BackToProblems link={linkOptions({ to: '/training/$trainingID/problems', params: { trainingID: String(tid) } })} />;
}

/** Focus mode's frame for a training (TrainingFullProblemDetails): the back button and the horizontal problem navigator. */
export function TrainingFocusFrame({ tid, problemId, children }: { tid: number; problemId: string; children(parts: FocusParts): ReactNode }) {
  const { user } = useSession();
  const items = useQuery(trainingNavigatorOptions(tid, user?.username ?? null));
  const scope = useMemo(() => ({ tid }), [tid]);
  const trainingID = String(tid);
  const navigator = (
    <ProblemNavigator
      items={items.data ?? []}
      current={problemId}
      linkOf={(problemID) => linkOptions({ to: '/training/$trainingID/problem/$problemID/full-screen', params: { trainingID, problemID } })}
    />
  );
  return <>{children({ scope, back: <TrainingProblemsBack tid={tid} />, navigator })}</>;
}
