import { useLingui } from '@lingui/react';
import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, type FormEvent } from 'react';
import { openAuthDialog } from '../../lib/auth-dialog';
import { msgId } from '../../lib/message-id';
import { notifySuccess } from '../../lib/notify';
import { useForm } from '../../lib/use-form';
import { rules, type Problem } from '../../lib/validation';
import { accountsApi } from './accounts-api';
import { NewPasswordFields } from '../../components/new-password-fields';

const UNKNOWN_USERNAME: Problem = { id: msgId('The_username_does_not_exists') };

/** Where the e-mailed reset link lands: /reset-password?username=…&code=… */
export function ResetPasswordPage({ username, code }: { username: string; code: string }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const unknown = useRef(new Set<string>());
  const form = useForm(
    { username, password: '', passwordAgain: '' },
    {
      username: (v) => rules.username(v) ?? (unknown.current.has(v.trim().toLowerCase()) ? UNKNOWN_USERNAME : null),
      password: rules.password,
      passwordAgain: (v, all) => rules.passwordAgain(v, all.password),
    },
  );

  const checkUsername = async () => {
    const name = form.values.username.trim();
    if (!form.validateField('username')) return;
    const result = await accountsApi.checkUsername(name).catch(() => null);
    if (result && !result.username) {
      unknown.current.add(name.toLowerCase());
      form.setError('username', UNKNOWN_USERNAME);
    }
  };

  const reset = useMutation({
    mutationFn: () => accountsApi.resetPassword({ username: form.values.username.trim(), password: form.values.password, code }),
    onSuccess: () => {
      notifySuccess(_('Your_password_has_been_reset'));
      void navigate({ to: '/home' });
      openAuthDialog('login', form.values.username.trim());
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) reset.mutate();
  };

  return (
    <Container size={460} py={{ base: 'lg', sm: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <form onSubmit={submit} noValidate data-testid="reset-password-form">
          <Stack gap="md">
            <div>
              <Title order={2}>{_('Reset_Password')}</Title>
              <Text c="dimmed" size="sm" mt={4}>
                {_('Reset_Password_Page_Intro')}
              </Text>
            </div>
            {!code && (
              <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
                {_('Reset_Link_Incomplete')}
              </Alert>
            )}
            <TextInput
              label={_('Username')}
              placeholder={_('Enter_Username')}
              leftSection={<IconUser size={16} />}
              autoComplete="username"
              required
              data-testid="reset-username"
              {...form.field('username')}
              onBlur={() => void checkUsername()}
            />
            <NewPasswordFields password={form.field('password')} passwordAgain={form.field('passwordAgain')} wording="reset" testId="reset-password" />
            <Button type="submit" fullWidth loading={reset.isPending} disabled={!code} data-testid="reset-submit">
              {_('Reset_Password')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
