import { useLingui } from '@lingui/react';
import { Alert, Stack } from '@mantine/core';
import { IconHome, IconInfoCircle, IconList, IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageLoading } from '../../components/page-loading';
import { NavLinkLink } from '../../components/router-links';
import { SectionLoadFailed, SectionPasswordForm, SectionShell } from '../../components/section-shell';
import { msgId } from '../../lib/message-id';
import { notifySuccess } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { TrainingProvider, useTrainingState, type TrainingState } from './training-context';
import { trainingTabOf, type TrainingTab } from './training-model';
import { trainingKeys, trainingsApi } from './trainings-api';

const TABS: { value: TrainingTab; label: string; to: NonNullable<LinkProps['to']> }[] = [
  { value: 'introduction', label: msgId('Training_Introduction'), to: '/training/$trainingID' },
  { value: 'problems', label: msgId('Training_Problem_List'), to: '/training/$trainingID/problems' },
  { value: 'papers', label: msgId('Training_Paper_List'), to: '/training/$trainingID/papers' },
  { value: 'rank', label: msgId('Training_Rank'), to: '/training/$trainingID/rank' },
];

/** The password form of a private training (part 2 §4 "Training access"): empty is refused before any call. */
export function TrainingPasswordForm({ state }: { state: TrainingState }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: (password: string) => trainingsApi.register(state.tid, password),
    onSuccess: () => {
      notifySuccess(_('Register_training_successfully'));
      void queryClient.invalidateQueries({ queryKey: trainingKeys.training(state.tid) });
      state.refetch();
    },
  });
  return (
    <SectionPasswordForm name="training" heading={_('Training_Password_Required')} placeholder={_('Enter_the_training_password')} loading={register.isPending} onSubmit={(password) => register.mutate(password)} />
  );
}

/** /training/{trainingID}/: the training's tabs and side menu around the child screens (part 2 §2). */
export function TrainingShell({ tid, children }: { tid: number; children: ReactNode }) {
  const { _ } = useLingui();
  const state = useTrainingState(tid);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = trainingTabOf(pathname);
  usePageTitle(state.training?.title);

  if (state.loading) return <PageLoading />;
  if (!state.training) return <SectionLoadFailed testId="training-load-failed">{_('Training_Load_Failed')}</SectionLoadFailed>;
  const params = { trainingID: String(tid) };
  // Tabs other than the introduction wait for the password (the menu is disabled).
  const blocked = state.menuDisabled && active !== 'introduction';
  const menu = (
    <>
      <NavLinkLink to="/home" label={_('Home')} leftSection={<IconHome size={16} />} />
      <NavLinkLink to="/training/$trainingID" params={params} label={_('Training_Home')} leftSection={<IconInfoCircle size={16} />} active={active === 'introduction'} />
      <NavLinkLink
        to="/training/$trainingID/problems"
        params={params}
        label={_('Training_Problem_List')}
        leftSection={<IconList size={16} />}
        disabled={state.menuDisabled}
        active={active === 'problems'}
      />
    </>
  );
  return (
    <TrainingProvider value={state}>
      <SectionShell
        name="training"
        menu={menu}
        title={state.training.title}
        tabs={TABS.map((tab) => ({ value: tab.value, label: _(tab.label), disabled: tab.value !== 'introduction' && state.menuDisabled }))}
        active={active}
        onTab={(value) => void navigate({ to: TABS.find((t) => t.value === value)?.to ?? '/training/$trainingID', params })}
      >
        {blocked ? (
          <Stack>
            <TrainingPasswordForm state={state} />
            <Alert color="yellow" icon={<IconLock size={18} />}>
              {_('Training_Password_Required')}
            </Alert>
          </Stack>
        ) : (
          children
        )}
      </SectionShell>
    </TrainingProvider>
  );
}
