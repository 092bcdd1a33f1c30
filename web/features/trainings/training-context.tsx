import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TrainingDetail } from '../../../contract/api/trainings';
import { TRAINING_AUTH } from '../../../contract/rules/trainings';
import { useSession } from '../../lib/use-session';
import type { TrainingLinks } from './training-links';
import { trainingAccessOptions, trainingDetailOptions } from './trainings-api';

export interface TrainingState {
  tid: number;
  training: TrainingDetail | undefined;
  loading: boolean;
  failed: boolean;
  /** why the training did not load */
  error: unknown;
  /** the viewer's username, null for a guest */
  viewer: string | null;
  /** the author or an admin: always in, sees real names on the rank (part 2 §6) */
  trainingAdmin: boolean;
  /** a private training the caller has not registered for: the password form, the other tabs disabled */
  needPassword: boolean;
  menuDisabled: boolean;
  /** where the tabs, problems and papers lead: the site's training pages or a group's homework pages */
  links: TrainingLinks;
  refetch(): void;
}

/** What the training screens know about one training for the signed-in viewer. */
export function useTrainingState(tid: number, links: TrainingLinks): TrainingState {
  const { user } = useSession();
  const viewer = user?.username ?? null;
  const detail = useQuery(trainingDetailOptions(tid, viewer));
  const training = detail.data;
  const trainingAdmin = Boolean(training?.isAdmin);
  const guarded = Boolean(training && training.auth === TRAINING_AUTH.private && !trainingAdmin);
  const access = useQuery(trainingAccessOptions(tid, viewer, guarded));
  // Until the access answer is in, a private training stays closed rather than flashing its tabs open.
  const needPassword = guarded && access.data?.access !== true;
  return useMemo(
    () => ({
      tid,
      training,
      loading: detail.isPending,
      failed: detail.isError,
      error: detail.error,
      viewer,
      trainingAdmin,
      needPassword,
      menuDisabled: needPassword,
      links,
      refetch: () => {
        void detail.refetch();
        void access.refetch();
      },
    }),
    [tid, training, detail, viewer, trainingAdmin, needPassword, access, links],
  );
}

const TrainingContext = createContext<TrainingState | null>(null);

export function TrainingProvider({ value, children }: { value: TrainingState; children: ReactNode }) {
  return <TrainingContext.Provider value={value}>{children}</TrainingContext.Provider>;
}

/** The training of the shell around the screen. */
export function useTraining(): TrainingState {
  const value = useContext(TrainingContext);
  if (!value) throw new Error('useTraining outside a training shell');
  return value;
}
