import { useLingui } from '@lingui/react';
import { Alert, Stack } from '@mantine/core';
import { IconHome, IconInfoCircle, IconList, IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { PageLoading } from '../../components/page-loading';
import { NavLinkLink } from '../../components/router-links';
import { DeniedScopeProvider } from '../../components/load-failure';
import { SectionLoadFailed, SectionPasswordForm, SectionShell } from '../../components/section-shell';
import { msgId } from '../../lib/message-id';
import { notifySuccess } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { TrainingProvider, useTrainingState, type TrainingState } from './training-context';
import { siteTrainingLinks, type TrainingLinks } from './training-links';
import { trainingTabOf, type TrainingTab } from './training-model';
import { trainingKeys, trainingsApi } from './trainings-api';

const TABS: { value: TrainingTab; label: string }[] = [
  { value: 'introduction', label: msgId('Training_Introduction') },
  { value: 'problems', label: msgId('Training_Problem_List') },
  { value: 'papers', label: msgId('Training_Paper_List') },
  { value: 'rank', label: msgId('Training_Rank') },
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
    <SectionPasswordForm name="training" heading={_('Training_Password_Required')} prompt={_('Enter_the_training_password')} loading={register.isPending} onSubmit={(password) => register.mutate(password)} />
  );
}

/**
 * /training/{trainingID}/: the training's tabs and side menu around the child screens (part 2 §2).
 * A group's homework (/group/{groupID}/training/{trainingID}/, part 3 §2.7) passes its own `links` and
 * no side menu: it sits inside the group's pages, whose sidebar is already there.
 */
export function TrainingShell({ tid, links, withMenu = true, children }: { tid: number; links?: TrainingLinks; withMenu?: boolean; children: ReactNode }) {
  const { _ } = useLingui();
  const state = useTrainingState(tid, useMemo(() => links ?? siteTrainingLinks(tid), [links, tid]));
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = trainingTabOf(pathname);
  usePageTitle(state.training?.title);

  if (state.loading) return <PageLoading />;
  if (!state.training) return (
      <SectionLoadFailed testId="training-load-failed" error={state.error} onRetry={state.refetch}>
        {_('Training_Load_Failed')}
      </SectionLoadFailed>
    );
  const tabLinks = state.links.tab;
  // Tabs other than the introduction wait for the password (the menu is disabled).
  const blocked = state.menuDisabled && active !== 'introduction';
  const menu = withMenu && (
    <>
      <NavLinkLink to="/home" label={_('Home')} leftSection={<IconHome size={16} />} />
      <NavLinkLink {...tabLinks.introduction} label={_('Training_Home')} leftSection={<IconInfoCircle size={16} />} active={active === 'introduction'} />
      <NavLinkLink
        {...tabLinks.problems}
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
        menu={menu || undefined}
        title={state.training.title}
        tabs={TABS.map((tab) => ({ value: tab.value, label: _(tab.label), disabled: tab.value !== 'introduction' && state.menuDisabled }))}
        active={active}
        onTab={(value) => void navigate(tabLinks[TABS.find((t) => t.value === value)?.value ?? 'introduction'])}
      >
        {blocked ? (
          <Stack>
            <TrainingPasswordForm state={state} />
            <Alert color="yellow" icon={<IconLock size={18} />}>
              {_('Training_Password_Required')}
            </Alert>
          </Stack>
        ) : (
          <DeniedScopeProvider value={{ passwordForm: <TrainingPasswordForm state={state} />, gid: state.training.gid ?? undefined }}>{children}</DeniedScopeProvider>
        )}
      </SectionShell>
    </TrainingProvider>
  );
}
