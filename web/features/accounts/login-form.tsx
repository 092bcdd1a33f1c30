import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { LoginBody, LoginRefusal, UserInfo } from '../../../contract/api/accounts';
import { ApiError } from '../../lib/api-client';
import { closeErrorNotifications, notifySuccess, notifyWarning } from '../../lib/notify';
import { session } from '../../lib/session';
import { useForm } from '../../lib/use-form';
import { rules } from '../../lib/validation';
import { accountsApi } from './accounts-api';
import { SlidePuzzle } from './slide-puzzle';

interface LoginFormProps {
  initialUsername?: string;
  onSuccess(user: UserInfo): void;
  onRegister?: () => void;
  onForgotPassword?: () => void;
}

function needsSlide(error: unknown): boolean {
  return error instanceof ApiError && (error.data as LoginRefusal | null)?.needSlideVerify === true;
}

export function LoginForm({ initialUsername = '', onSuccess, onRegister, onForgotPassword }: LoginFormProps) {
  const { _ } = useLingui();
  const form = useForm({ username: initialUsername, password: '' }, { username: rules.username, password: rules.existingPassword });
  const [slideRequired, setSlideRequired] = useState(false);
  const [puzzleRound, setPuzzleRound] = useState(0);

  const login = useMutation({
    mutationFn: (body: LoginBody) => accountsApi.login(body),
    onSuccess: ({ data }) => {
      // The client has already stored the token from the Authorization header.
      session.setUser(data);
      closeErrorNotifications();
      notifySuccess(_('Welcome back~'));
      onSuccess(data);
    },
    onError: (error, body) => {
      const required = needsSlide(error);
      setSlideRequired(required);
      // A puzzle answers one attempt, whatever the outcome.
      if (required || body.slideCaptchaKey) setPuzzleRound((n) => n + 1);
    },
  });

  const credentials = () => ({ username: form.values.username.trim(), password: form.values.password });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    if (slideRequired) {
      notifyWarning(_('Please complete the slide verification first'));
      return;
    }
    login.mutate(credentials());
  };

  const submitWithPuzzle = (slideCaptchaKey: string, slideOffset: number) => {
    if (!form.validate()) {
      setPuzzleRound((n) => n + 1);
      return;
    }
    login.mutate({ ...credentials(), slideCaptchaKey, slideOffset });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label={_('Username')}
          placeholder={_('Enter_Username')}
          leftSection={<IconUser size={16} />}
          autoComplete="username"
          data-autofocus
          required
          data-testid="login-username"
          {...form.field('username')}
        />
        <PasswordInput
          label={_('Password')}
          placeholder={_('Enter_Password')}
          leftSection={<IconLock size={16} />}
          autoComplete="current-password"
          required
          data-testid="login-password"
          {...form.field('password')}
        />
        {slideRequired && (
          <Stack gap="xs">
            <Alert variant="light" color="yellow" icon={<IconShieldCheck size={18} />} p="xs">
              {_('Slide_Verify_Required')}
            </Alert>
            <SlidePuzzle round={puzzleRound} busy={login.isPending} onRelease={submitWithPuzzle} />
          </Stack>
        )}
        <Button type="submit" fullWidth loading={login.isPending} data-testid="login-submit">
          {_('Login')}
        </Button>
        {(onRegister || onForgotPassword) && (
          <Group justify="space-between" gap="xs">
            {onRegister ? (
              <Anchor component="button" type="button" size="sm" onClick={onRegister} data-testid="login-to-register">
                {_('No_Account_Register_Now')}
              </Anchor>
            ) : (
              <span />
            )}
            {onForgotPassword && (
              <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onForgotPassword} data-testid="login-to-reset">
                {_('Forgot_Password')}
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
