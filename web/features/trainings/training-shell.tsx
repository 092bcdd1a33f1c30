import { useLingui } from '@lingui/react';
import { Alert, Box, Button, Center, Container, Group, Loader, Paper, PasswordInput, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHome, IconInfoCircle, IconList, IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState, type LinkProps } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLinkLink } from '../../components/router-links';
import { msgId } from '../../lib/message-id';
import { notifySuccess, notifyWarning } from '../../lib/notify';
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
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: () => trainingsApi.register(state.tid, password),
    onSuccess: () => {
      notifySuccess(_('Register_training_successfully'));
      void queryClient.invalidateQueries({ queryKey: trainingKeys.training(state.tid) });
      state.refetch();
    },
  });
  const submit = () => {
    if (password.trim() === '') {
      notifyWarning(_('Enter_the_training_password'));
      return;
    }
    register.mutate();
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="training-password-form">
      <Stack gap="sm">
        <Group gap={6}>
          <IconLock size={18} />
          <Text fw={600}>{_('Training_Password_Required')}</Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <PasswordInput
            placeholder={_('Enter_the_training_password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && submit()}
            style={{ flex: 1, maxWidth: 360 }}
            data-testid="training-password"
          />
          <Button onClick={submit} loading={register.isPending} data-testid="training-register">
            {_('Enter')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /training/{trainingID}/: the training's tabs and side menu around the child screens (part 2 §2). */
export function TrainingShell({ tid, children }: { tid: number; children: ReactNode }) {
  const { _ } = useLingui();
  const state = useTrainingState(tid);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = trainingTabOf(pathname);

  useEffect(() => {
    if (!state.training) return;
    const previous = document.title;
    document.title = state.training.title;
    return () => {
      document.title = previous;
    };
  }, [state.training]);

  if (state.loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!state.training) {
    return (
      <Container py="xl">
        <Alert color="red" title={_('Error')} data-testid="training-load-failed">
          {_('Training_Load_Failed')}
        </Alert>
      </Container>
    );
  }
  const params = { trainingID: String(tid) };
  // Tabs other than the introduction wait for the password (the menu is disabled).
  const blocked = state.menuDisabled && active !== 'introduction';
  return (
    <TrainingProvider value={state}>
      <Container size="xl" py={{ base: 'sm', sm: 'lg' }}>
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Paper withBorder radius="md" p={4} w={190} visibleFrom="lg" style={{ flex: 'none', position: 'sticky', top: 72 }} data-testid="training-side-menu">
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
          </Paper>
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} fz={{ base: 20, sm: 24 }} data-testid="training-shell-title">
              {state.training.title}
            </Title>
            <Tabs value={active} onChange={(value) => value && void navigate({ to: TABS.find((t) => t.value === value)?.to ?? '/training/$trainingID', params })} keepMounted={false}>
              <Tabs.List style={{ flexWrap: 'wrap' }}>
                {TABS.map((tab) => (
                  <Tabs.Tab key={tab.value} value={tab.value} disabled={tab.value !== 'introduction' && state.menuDisabled} data-testid={`training-tab-${tab.value}`}>
                    {_(tab.label)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <Box data-testid="training-body">
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
            </Box>
          </Stack>
        </Group>
      </Container>
    </TrainingProvider>
  );
}
