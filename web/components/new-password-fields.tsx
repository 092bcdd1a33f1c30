import { useLingui } from '@lingui/react';
import { PasswordInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FieldProps } from '../lib/use-form';
import { msgId } from '../lib/message-id';

const WORDING = {
  register: { label: msgId('Password'), placeholder: msgId('Enter_Password') },
  reset: { label: msgId('New_Password'), placeholder: msgId('Enter_New_Password') },
} as const;

interface NewPasswordFieldsProps {
  password: FieldProps;
  passwordAgain: FieldProps;
  /** a password for a new account, or a new one for an existing account */
  wording: keyof typeof WORDING;
  /** test ids `<testId>` and `<testId>-again` */
  testId: string;
}

/** A new password and its repetition, as the register and reset forms ask for them. */
export function NewPasswordFields({ password, passwordAgain, wording, testId }: NewPasswordFieldsProps) {
  const { _ } = useLingui();
  return (
    <>
      <PasswordInput
        label={_(WORDING[wording].label)}
        placeholder={_(WORDING[wording].placeholder)}
        leftSection={<IconLock size={16} />}
        autoComplete="new-password"
        required
        data-testid={testId}
        {...password}
      />
      <PasswordInput
        label={_('Password_Again')}
        placeholder={_('Enter_Password_Again')}
        leftSection={<IconLock size={16} />}
        autoComplete="new-password"
        required
        data-testid={`${testId}-again`}
        {...passwordAgain}
      />
    </>
  );
}
