import { i18n } from '@lingui/core';
import { redirect } from '@tanstack/react-router';
import { openAuthDialog } from './auth-dialog';
import { notifyWarning } from './notify';
import { session } from './session';

/**
 * `beforeLoad` of every route that needs a signed-in user (part 3 §2.1): without a token the
 * visitor goes home, the stale user info is dropped and the login dialog opens. A preload
 * (hovering a link) only learns the redirect; the visible side effects wait for a real visit.
 */
export function requireLogin({ preload }: { preload: boolean }): void {
  if (session.token()) return;
  if (!preload) {
    session.clear();
    notifyWarning(i18n._('Please login first!'));
    openAuthDialog('login');
  }
  throw redirect({ to: '/home' });
}
