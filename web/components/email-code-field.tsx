import { useLingui } from '@lingui/react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { LIMITS } from '../../contract/constants';
import type { FieldProps } from '../lib/use-form';

interface EmailCodeFieldProps {
  code: FieldProps;
  /** the resend lock of the code (LIMITS.registerCodeResendSeconds) */
  countdown: { running: boolean; left: number };
  sending: boolean;
  onSend(): void;
  testId: string;
  sendTestId: string;
}

/** The e-mailed code with its send button, which waits out the resend lock. */
export function EmailCodeField({ code, countdown, sending, onSend, testId, sendTestId }: EmailCodeFieldProps) {
  const { _ } = useLingui();
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={_('Email_Code')}
        placeholder={_('Enter_Email_Code')}
        leftSection={<IconShieldCheck size={16} />}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={LIMITS.registerCodeLength}
        required
        style={{ flex: 1 }}
        data-testid={testId}
        {...code}
      />
      <Button variant="light" mt={25} miw={116} disabled={countdown.running} loading={sending} data-testid={sendTestId} onClick={onSend}>
        {countdown.running ? _('Resend_In_Seconds', { seconds: countdown.left }) : _('Send_Code')}
      </Button>
    </Group>
  );
}
