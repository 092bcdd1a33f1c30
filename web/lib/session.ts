import type { UserInfo } from '../../contract/api/accounts';
import { ROLE } from '../../contract/roles';

/** The part of Web Storage the session needs; tests pass a Map-backed stand-in. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SESSION_KEYS = {
  token: 'token',
  user: 'userInfo',
  /** the spec's marker that a user is signed in (part 1 §3, local storage keys) */
  authed: 'authed',
} as const;

export interface SessionSnapshot {
  token: string | null;
  user: UserInfo | null;
}

function parseUser(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as UserInfo | null;
    return user && typeof user.username === 'string' && Array.isArray(user.roleList) ? user : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user and token, kept in local storage so a reload or another tab keeps the
 * session. The snapshot object only changes when the session does, as useSyncExternalStore needs.
 */
export function createSessionStore(storage: () => KeyValueStorage) {
  let snapshot: SessionSnapshot | null = null;
  const listeners = new Set<() => void>();

  const read = (): SessionSnapshot => {
    const store = storage();
    return { token: store.getItem(SESSION_KEYS.token) || null, user: parseUser(store.getItem(SESSION_KEYS.user)) };
  };
  const current = (): SessionSnapshot => (snapshot ??= read());

  const commit = (next: SessionSnapshot) => {
    const store = storage();
    if (next.token) store.setItem(SESSION_KEYS.token, next.token);
    else store.removeItem(SESSION_KEYS.token);
    if (next.user) store.setItem(SESSION_KEYS.user, JSON.stringify(next.user));
    else store.removeItem(SESSION_KEYS.user);
    if (next.token && next.user) store.setItem(SESSION_KEYS.authed, 'true');
    else store.removeItem(SESSION_KEYS.authed);
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    token: (): string | null => current().token,
    user: (): UserInfo | null => current().user,
    setToken(token: string): void {
      if (token !== current().token) commit({ ...current(), token });
    },
    signIn(token: string, user: UserInfo): void {
      commit({ token, user });
    },
    setUser(user: UserInfo): void {
      commit({ ...current(), user });
    },
    /** Roles changed on the server (a 403 made us ask again): keep the rest of the user. */
    setRoles(roles: string[]): void {
      const user = current().user;
      if (user) commit({ ...current(), user: { ...user, roleList: roles, isVip: roles.includes(ROLE.vip) } });
    },
    clear(): void {
      commit({ token: null, user: null });
    },
    /** Another tab wrote the storage: drop the cached copy and tell the subscribers. */
    reload(): void {
      snapshot = read();
      listeners.forEach((listener) => listener());
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const session = createSessionStore(() => window.localStorage);
