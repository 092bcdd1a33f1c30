import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconLock, IconLogin, IconRefresh, IconUsersGroup } from '@tabler/icons-react';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { openAuthDialog } from '../lib/auth-dialog';
import { denialOf } from '../lib/denial';
import { ButtonLink } from './router-links';

/**
 * What the section around a screen offers to fix a denial (decision 45): a contest or a training gives
 * its password box and, before its start, the seconds left; a group gives its id for the join button.
 * A screen outside any section gets the reason and the login or group link alone.
 */
export interface DeniedScope {
  passwordForm?: ReactNode;
  /** seconds to the start while it is ahead, from the section's server clock */
  startsIn?: number | null;
  gid?: number;
}

const DeniedScopeContext = createContext<DeniedScope>({});

export function DeniedScopeProvider({ value, children }: { value: DeniedScope; children: ReactNode }) {
  return <DeniedScopeContext.Provider value={value}>{children}</DeniedScopeContext.Provider>;
}

/** h:mm:ss of a countdown. */
function clock(seconds: number): string {
  const s = Math.max(0, Math.trunc(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * Why a screen's data did not load, said once for every screen (decision 45): the Worker's reason in
 * the user's language and, when the user can fix it, the way to: a login button, the group's join
 * page, the password box, or the countdown to the start (which loads the screen when it ends).
 * `title` names what failed; `onRetry` loads again.
 */
export function LoadFailure({ error, title, onRetry, testId }: { error: unknown; title: ReactNode; onRetry?: () => void; testId: string }) {
  const { _ } = useLingui();
  const scope = useContext(DeniedScopeContext);
  const denial = denialOf(error, _('Panel_Load_Failed'));
  const startsIn = denial.action === 'countdown' ? (scope.startsIn ?? null) : null;
  const started = startsIn !== null && startsIn <= 0;
  const retried = useRef(false);
  useEffect(() => {
    if (started && onRetry && !retried.current) {
      retried.current = true;
      onRetry();
    }
  }, [started, onRetry]);
  const gid = denial.gid ?? scope.gid ?? null;

  let action: ReactNode = null;
  if (denial.action === 'login') {
    action = (
      <Button size="xs" leftSection={<IconLogin size={14} />} onClick={() => openAuthDialog('login')} data-testid="denied-login">
        {_('Login_Now')}
      </Button>
    );
  } else if (denial.action === 'join') {
    action =
      gid !== null ? (
        <ButtonLink size="xs" to="/group/$groupID" params={{ groupID: String(gid) }} leftSection={<IconUsersGroup size={14} />} data-testid="denied-join">
          {_('Apply_Group')}
        </ButtonLink>
      ) : (
        <ButtonLink size="xs" to="/group" leftSection={<IconUsersGroup size={14} />} data-testid="denied-join">
          {_('Denied_Find_Group')}
        </ButtonLink>
      );
  } else if (denial.action === 'password' && scope.passwordForm) {
    action = scope.passwordForm;
  } else if (startsIn !== null && startsIn > 0) {
    action = (
      <Group gap={6} data-testid="denied-countdown">
        <IconClock size={16} />
        <Text size="sm">{_('Denied_Starts_In', { time: clock(startsIn) })}</Text>
      </Group>
    );
  } else if (onRetry) {
    action = (
      <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onRetry} data-testid="denied-retry">
        {_('Retry')}
      </Button>
    );
  }

  return (
    <Alert
      color={denial.action ? 'yellow' : 'red'}
      icon={denial.action === 'password' || denial.action === 'login' ? <IconLock size={18} /> : <IconAlertTriangle size={18} />}
      title={title}
      data-testid={testId}
      data-denial={denial.action ?? 'failed'}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm" data-testid="denied-reason">
          {denial.reason}
        </Text>
        {action}
      </Stack>
    </Alert>
  );
}
