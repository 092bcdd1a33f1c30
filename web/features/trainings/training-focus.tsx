import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { BackToProblems, ProblemNavigator, type FocusParts } from '../../components/focus-parts';
import { useSession } from '../../lib/use-session';
import { siteTrainingLinks, type TrainingLinks } from './training-links';
import { trainingNavigatorOptions } from './trainings-api';

/** The back-to-the-list button of a training problem page (`links` of a group's homework, else the site's). */
export function TrainingProblemsBack({ tid, links }: { tid: number; links?: TrainingLinks }) {
  return <BackToProblems link={(links ?? siteTrainingLinks(tid)).tab.problems} />;
}

/** Focus mode's frame for a training (TrainingFullProblemDetails): the back button and the horizontal problem navigator. */
export function TrainingFocusFrame({ tid, problemId, links, children }: { tid: number; problemId: string; links?: TrainingLinks; children(parts: FocusParts): ReactNode }) {
  const { user } = useSession();
  const items = useQuery(trainingNavigatorOptions(tid, user?.username ?? null));
  const scope = useMemo(() => ({ tid }), [tid]);
  const where = links ?? siteTrainingLinks(tid);
  const navigator = <ProblemNavigator items={items.data ?? []} current={problemId} linkOf={where.focus} />;
  return <>{children({ scope, back: <TrainingProblemsBack tid={tid} links={where} />, navigator })}</>;
}
