import { i18n } from '@lingui/core';
import { ENDPOINTS } from '../../contract/endpoints';
import { ApiError, createApiClient } from './api-client';
import { openAuthDialog } from './auth-dialog';
import { navigateTo } from './navigation';
import { notifyError } from './notify';
import { translateServerMessage } from './server-message';
import { session } from './session';

/** The client every screen calls the server through. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  token: () => session.token(),
  storeToken: (token) => session.setToken(token),
  translate: (message) => translateServerMessage(i18n, message),
  showError: notifyError,
  onUnauthorized: (urlType) => {
    session.clear();
    if (urlType === 'admin') navigateTo('/admin/login');
    else openAuthDialog('login');
  },
  onForbidden: (urlType) => {
    void refreshSession();
    if (urlType === 'admin') navigateTo('/admin');
  },
});

/**
 * Asks the server for the roles of the stored session: after a 403 (our copy may be stale,
 * part 1 §4) and on start-up (the session may have ended elsewhere, and a token close to its
 * end is renewed on the way). A dead session is dropped quietly: nobody asked for anything yet.
 */
export async function refreshSession(): Promise<void> {
  if (!session.token()) return;
  try {
    const info = await api.request(ENDPOINTS.getUserAuthInfo, { quiet: true });
    session.setRoles(info.roles);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) session.clear();
  }
}
