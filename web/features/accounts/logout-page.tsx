import { useLingui } from '@lingui/react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { session } from '../../lib/session';
import { accountsApi } from './accounts-api';

/** /logout: ends the session on the server, forgets it here, and goes home. */
export function LogoutPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; one logout call is enough.
    if (started.current) return;
    started.current = true;
    void accountsApi
      .logout()
      .catch(() => null)
      .finally(() => {
        session.clear();
        void navigate({ to: '/home', replace: true });
      });
  }, [navigate]);

  return (
    <Center mih="40dvh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{_('Logging_Out')}</Text>
      </Stack>
    </Center>
  );
}
