import { useLingui } from '@lingui/react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMail, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import type { UserInfo } from '../../../contract/api/accounts';
import { LIMITS } from '../../../contract/constants';
import { msgId } from '../../lib/message-id';
import { closeErrorNotifications, notifySuccess } from '../../lib/notify';
import { session } from '../../lib/session';
import { translateServerMessage } from '../../lib/server-message';
import { useCountdown } from '../../lib/use-countdown';
import { useForm } from '../../lib/use-form';
import { rules, type Problem } from '../../lib/validation';
import { accountsApi } from './accounts-api';
import { NewPasswordFields } from '../../components/new-password-fields';
import { EmailCodeField } from '../../components/email-code-field';

interface RegisterFormProps {
  /** registered and signed in with the new account */
  onSignedIn(user: UserInfo): void;
  /** registered, but signing in did not work out (e.g. too many logins from this address): log in by hand */
  onRegistered(username: string): void;
  onLogin(): void;
}

const TAKEN_USERNAME: Problem = { id: msgId('The_username_already_exists') };
const TAKEN_EMAIL: Problem = { id: msgId('The email already exists') };

export function RegisterForm({ onSignedIn, onRegistered, onLogin }: RegisterFormProps) {
  const { _, i18n } = useLingui();
  // Names and addresses the server said are taken, so submit refuses them without asking again.
  const taken = useRef({ usernames: new Set<string>(), emails: new Set<string>() });
  const form = useForm(
    { username: '', email: '', password: '', passwordAgain: '', code: '' },
    {
      username: (v) => rules.username(v) ?? (taken.current.usernames.has(v.trim().toLowerCase()) ? TAKEN_USERNAME : null),
      email: (v) => rules.email(v) ?? (taken.current.emails.has(v.trim().toLowerCase()) ? TAKEN_EMAIL : null),
      password: rules.password,
      passwordAgain: (v, all) => rules.passwordAgain(v, all.password),
      code: rules.emailCode,
    },
  );
  const countdown = useCountdown('register-code', LIMITS.registerCodeResendSeconds);

  const checkUsername = async () => {
    const username = form.values.username.trim();
    if (!form.validateField('username')) return;
    const result = await accountsApi.checkUsername(username).catch(() => null);
    if (result?.username) {
      taken.current.usernames.add(username.toLowerCase());
      form.setError('username', TAKEN_USERNAME);
    }
  };

  const checkEmail = async () => {
    const email = form.values.email.trim();
    if (!form.validateField('email')) return;
    const result = await accountsApi.checkEmail(email).catch(() => null);
    if (result?.email) {
      taken.current.emails.add(email.toLowerCase());
      form.setError('email', TAKEN_EMAIL);
    }
  };

  const sendCode = useMutation({
    mutationFn: (email: string) => accountsApi.registerCode(email),
    onSuccess: ({ msg }) => {
      countdown.start();
      notifySuccess(translateServerMessage(i18n, msg));
    },
  });

  // A new account signs in at once with the name and password just given, and is greeted as new
  // (decision 17); only if that login is refused does the login dialog take over.
  const register = useMutation({
    mutationFn: async () => {
      const credentials = { username: form.values.username.trim(), password: form.values.password };
      await accountsApi.register({ ...credentials, email: form.values.email.trim(), code: form.values.code.trim() });
      try {
        return { username: credentials.username, user: (await accountsApi.login(credentials)).data };
      } catch {
        return { username: credentials.username, user: null };
      }
    },
    onSuccess: ({ username, user }) => {
      closeErrorNotifications();
      if (!user) {
        onRegistered(username);
        return;
      }
      session.setUser(user);
      notifySuccess(_('Welcome_New_User', { username: user.username }));
      onSignedIn(user);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) register.mutate();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <Stack gap="sm">
        <TextInput
          label={_('Username')}
          placeholder={_('Enter_Username')}
          leftSection={<IconUser size={16} />}
          autoComplete="username"
          required
          data-autofocus
          data-testid="register-username"
          {...form.field('username')}
          onBlur={() => void checkUsername()}
        />
        <TextInput
          label={_('Email')}
          placeholder={_('Enter_Email')}
          leftSection={<IconMail size={16} />}
          type="email"
          autoComplete="email"
          required
          data-testid="register-email"
          {...form.field('email')}
          onBlur={() => void checkEmail()}
        />
        <NewPasswordFields password={form.field('password')} passwordAgain={form.field('passwordAgain')} wording="register" testId="register-password" />
        <EmailCodeField
          code={form.field('code')}
          countdown={countdown}
          sending={sendCode.isPending}
          onSend={() => {
            if (form.validateField('email')) sendCode.mutate(form.values.email.trim());
          }}
          testId="register-code"
          sendTestId="register-send-code"
        />
        <Button type="submit" fullWidth mt="xs" loading={register.isPending} data-testid="register-submit">
          {_('Register')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {_('Already_Have_Account')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onLogin}>
            {_('Login_Now')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
