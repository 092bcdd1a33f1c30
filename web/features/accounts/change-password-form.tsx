import { useLingui } from '@lingui/react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { msgId } from '../../lib/message-id';
import { notifySuccess } from '../../lib/notify';
import { translateServerMessage } from '../../lib/server-message';
import { useForm } from '../../lib/use-form';
import { rules } from '../../lib/validation';
import { accountsApi } from './accounts-api';

export function ChangePasswordForm() {
  const { _, i18n } = useLingui();
  const form = useForm(
    { oldPassword: '', newPassword: '', passwordAgain: '' },
    {
      oldPassword: rules.existingPassword,
      newPassword: (v, all) => rules.password(v) ?? rules.differs(v, all.oldPassword, msgId('The new password must differ from the current one')),
      passwordAgain: (v, all) => rules.passwordAgain(v, all.newPassword),
    },
  );
  const change = useMutation({
    mutationFn: () => accountsApi.changePassword({ oldPassword: form.values.oldPassword, newPassword: form.values.newPassword }),
    onSuccess: ({ msg }) => {
      notifySuccess(translateServerMessage(i18n, msg));
      form.reset();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack gap="sm">
        <div>
          <Text fw={600}>{_('Change_Password')}</Text>
          <Text size="xs" c="dimmed">
            {_('Change_Password_Hint')}
          </Text>
        </div>
        <PasswordInput label={_('Old_Password')} autoComplete="current-password" required data-testid="old-password" {...form.field('oldPassword')} />
        <PasswordInput label={_('New_Password')} autoComplete="new-password" required data-testid="new-password" {...form.field('newPassword')} />
        <PasswordInput label={_('Password_Again')} autoComplete="new-password" required data-testid="new-password-again" {...form.field('passwordAgain')} />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }} data-testid="change-password-submit">
          {_('Update_Password')}
        </Button>
      </Stack>
    </form>
  );
}
