import { useLingui } from '@lingui/react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { LIMITS } from '../../../contract/constants';
import { ImageCaptchaField, useImageCaptcha } from '../../components/image-captcha';
import { msgId } from '../../lib/message-id';
import { notifySuccess } from '../../lib/notify';
import { translateServerMessage } from '../../lib/server-message';
import { useCountdown } from '../../lib/use-countdown';
import { useForm } from '../../lib/use-form';
import { rules, type Problem } from '../../lib/validation';
import { accountsApi } from './accounts-api';

const UNKNOWN_EMAIL: Problem = { id: msgId('The_email_does_not_exists') };

/** Asks for a reset link by e-mail; the link opens /reset-password with the username and code. */
export function ResetRequestForm({ onLogin }: { onLogin(): void }) {
  const { _, i18n } = useLingui();
  const unknown = useRef(new Set<string>());
  const form = useForm(
    { email: '', captcha: '' },
    {
      email: (v) => rules.email(v) ?? (unknown.current.has(v.trim().toLowerCase()) ? UNKNOWN_EMAIL : null),
      captcha: rules.captcha,
    },
  );
  const { captcha, renew } = useImageCaptcha();
  const countdown = useCountdown('reset-password', LIMITS.resetCodeResendSeconds);

  const newCaptcha = () => {
    renew();
    form.setValue('captcha', '');
  };

  const checkEmail = async () => {
    const email = form.values.email.trim();
    if (!form.validateField('email')) return;
    const result = await accountsApi.checkEmail(email).catch(() => null);
    if (result && !result.email) {
      unknown.current.add(email.toLowerCase());
      form.setError('email', UNKNOWN_EMAIL);
    }
  };

  const apply = useMutation({
    mutationFn: (captchaKey: string) => accountsApi.applyResetPassword({ email: form.values.email.trim(), captcha: form.values.captcha.trim(), captchaKey }),
    onSuccess: ({ msg }) => {
      countdown.start();
      notifySuccess(translateServerMessage(i18n, msg));
    },
    // The server spends a captcha on every attempt.
    onSettled: newCaptcha,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || !captcha || countdown.running) return;
    apply.mutate(captcha.captchaKey);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="reset-request-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {_('Reset_Password_Intro')}
        </Text>
        <TextInput
          label={_('Email')}
          placeholder={_('Enter_Email')}
          leftSection={<IconMail size={16} />}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          data-testid="reset-email"
          {...form.field('email')}
          onBlur={() => void checkEmail()}
        />
        <ImageCaptchaField captcha={captcha} onRenew={newCaptcha} testId="reset-captcha" required {...form.field('captcha')} />
        <Button type="submit" fullWidth mt="xs" loading={apply.isPending} disabled={countdown.running} data-testid="reset-send">
          {countdown.running ? _('Resend_In_Seconds', { seconds: countdown.left }) : _('Send_Reset_Email')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" size="sm" onClick={onLogin}>
            {_('Back_To_Login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
