import { i18n } from '@lingui/core';
import { notFound, redirect } from '@tanstack/react-router';
import { openAuthDialog } from './auth-dialog';
import { cidOf } from './contest-route';
import { notifyWarning } from './notify';
import { isAdminRole, isSuperAdmin } from '../../contract/roles';
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

/**
 * `beforeLoad` of a signed-in page addressed by numeric ids (a training, a group, a paper…): an id
 * that is not one is a not-found page, whoever asks; only then must the visitor be signed in.
 */
export function requireLoginForIds({ preload }: { preload: boolean }, ...ids: string[]): void {
  if (ids.some((id) => cidOf(id) === null)) throw notFound();
  requireLogin({ preload });
}

/**
 * `beforeLoad` of the admin area (part 3 §2.2): without a session the visitor goes to the admin
 * login page; a signed-in user without an admin role is told to log in with an admin account.
 */
export function requireAdmin({ preload }: { preload: boolean }): void {
  const user = session.user();
  if (session.token() && user && isAdminRole(user.roleList)) return;
  if (!preload) notifyWarning(i18n._(session.token() ? 'Please login again with the administrator account!' : 'Please login first!'));
  throw redirect({ to: '/admin/login' });
}

/**
 * `beforeLoad` of the super-admin screens (part 3 §2.2 "SA", §6): like the admin area, any other
 * caller (an admin or teacher included) is sent to the admin login with the same warning.
 */
export function requireSuperAdmin({ preload }: { preload: boolean }): void {
  const user = session.user();
  if (session.token() && user && isSuperAdmin(user.roleList)) return;
  if (!preload) notifyWarning(i18n._(session.token() ? 'Please login again with the administrator account!' : 'Please login first!'));
  throw redirect({ to: '/admin/login' });
}
