import { useLingui } from '@lingui/react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { UserInfo } from '../../../contract/api/accounts';
import { LIMITS } from '../../../contract/constants';
import { msgId } from '../../lib/message-id';
import { notifySuccess } from '../../lib/notify';
import { translateServerMessage } from '../../lib/server-message';
import { session } from '../../lib/session';
import { useCountdown } from '../../lib/use-countdown';
import { useForm } from '../../lib/use-form';
import { rules } from '../../lib/validation';
import { accountsApi } from './accounts-api';
import { EmailCodeField } from '../../components/email-code-field';

export function ChangeEmailForm({ user }: { user: UserInfo }) {
  const { _, i18n } = useLingui();
  const form = useForm(
    { email: '', code: '' },
    {
      email: (v) => rules.email(v) ?? rules.differs(v, user.email, msgId('The new email must differ from the current one'), true),
      code: rules.emailCode,
    },
  );
  const countdown = useCountdown('change-email-code', LIMITS.registerCodeResendSeconds);

  const sendCode = useMutation({
    mutationFn: (email: string) => accountsApi.changeEmailCode(email),
    onSuccess: ({ msg }) => {
      countdown.start();
      notifySuccess(translateServerMessage(i18n, msg));
    },
  });
  const change = useMutation({
    mutationFn: () => accountsApi.changeEmail({ email: form.values.email.trim(), code: form.values.code.trim() }),
    onSuccess: ({ data, msg }) => {
      session.setUser(data);
      notifySuccess(translateServerMessage(i18n, msg));
      form.reset();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) change.mutate();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="change-email-form">
      <Stack gap="sm">
        <div>
          <Text fw={600}>{_('Change_Email')}</Text>
          <Text size="xs" c="dimmed">
            {_('Current_Email', { email: user.email })}
          </Text>
        </div>
        <TextInput label={_('New_Email')} type="email" autoComplete="email" required data-testid="new-email" {...form.field('email')} />
        <EmailCodeField
          code={form.field('code')}
          countdown={countdown}
          sending={sendCode.isPending}
          onSend={() => {
            if (form.validateField('email')) sendCode.mutate(form.values.email.trim());
          }}
          testId="new-email-code"
          sendTestId="new-email-send-code"
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {_('Update_Email')}
        </Button>
      </Stack>
    </form>
  );
}
