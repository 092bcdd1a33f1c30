import { useLingui } from '@lingui/react';
import { Group, Skeleton, TextInput, Tooltip, UnstyledButton, type TextInputProps } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImageCaptcha } from '../../contract/api/accounts';
import { LIMITS } from '../../contract/constants';
import { ENDPOINTS } from '../../contract/endpoints';
import { api } from '../lib/api';

/**
 * A fresh image captcha per round, never reused. Its key is kept here rather than in the accounts
 * area's factory: the reset-password form and the submit button (two features) both ask for one.
 */
export const imageCaptchaQuery = (round: number) =>
  queryOptions({
    queryKey: ['accounts', 'image-captcha', round] as const,
    queryFn: ({ signal }) => api.request(ENDPOINTS.captcha, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

/**
 * An image captcha from the server (`GET /api/captcha`). The server spends a captcha on every try,
 * right or wrong, so callers `renew()` after each attempt. Nothing is fetched while `enabled` is false.
 */
export function useImageCaptcha(enabled = true) {
  const [round, setRound] = useState(0);
  const query = useQuery({ ...imageCaptchaQuery(round), enabled });
  return { captcha: query.data, renew: () => setRound((n) => n + 1) };
}

interface ImageCaptchaFieldProps extends Omit<TextInputProps, 'label' | 'placeholder'> {
  captcha: ImageCaptcha | undefined;
  onRenew(): void;
  /** test id of the input; the picture gets `<testId>-image` */
  testId: string;
  /** hide the label (a compact row beside a button) */
  compact?: boolean;
}

/** The answer box beside the captcha picture; clicking the picture asks for another. */
export function ImageCaptchaField({ captcha, onRenew, testId, compact = false, ...inputProps }: ImageCaptchaFieldProps) {
  const { _ } = useLingui();
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={compact ? undefined : _('Captcha')}
        aria-label={_('Captcha')}
        placeholder={_('Enter_Captcha')}
        leftSection={<IconShieldCheck size={16} />}
        autoComplete="off"
        maxLength={LIMITS.captchaMax}
        style={{ flex: 1 }}
        data-testid={testId}
        {...inputProps}
      />
      <Tooltip label={_('Captcha_Click_To_Refresh')} openDelay={300}>
        <UnstyledButton mt={compact ? 0 : 25} onClick={onRenew} aria-label={_('Captcha_Click_To_Refresh')} data-testid={`${testId}-image`}>
          {captcha ? (
            <img src={captcha.img} alt={_('Captcha')} width={98} height={36} style={{ display: 'block', borderRadius: 6 }} />
          ) : (
            <Skeleton width={98} height={36} />
          )}
        </UnstyledButton>
      </Tooltip>
    </Group>
  );
}
