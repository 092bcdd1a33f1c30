import { useLingui } from '@lingui/react';
import { openAuthDialog } from './auth-dialog';
import { notifyWarning } from './notify';
import { useSession } from './use-session';

/** Tells a guest that what they asked for needs sign-in, and opens the login dialog. */
export function askToLogIn(message: string): void {
  notifyWarning(message);
  openAuthDialog('login');
}

/**
 * Opening a training, contest, exam, question bank or group, and submitting code, need sign-in: the
 * answer tells whether the visitor may go on; a guest is warned and shown the login dialog instead.
 */
export function useSignedInGate(): () => boolean {
  const { _ } = useLingui();
  const { token } = useSession();
  return () => {
    if (token) return true;
    askToLogIn(_('Please_login_first'));
    return false;
  };
}
