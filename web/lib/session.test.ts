import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../contract/api/accounts';
import { createSessionStore, SESSION_KEYS, type KeyValueStorage } from './session';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const user: UserInfo = {
  uid: 'u1', username: 'alice', nickname: null, realname: null, email: 'alice@example.com', avatar: null, school: null, course: null,
  number: null, gender: 'secrecy', github: null, blog: null, cfUsername: null, signature: null, titleName: null, titleColor: null,
  roleList: ['user'], isVip: false,
};

describe('session store', () => {
  it('stores the token, the user and the authed marker on sign-in, and removes them on clear', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    store.signIn('t1', user);
    expect(storage.map.get(SESSION_KEYS.token)).toBe('t1');
    expect(JSON.parse(storage.map.get(SESSION_KEYS.user)!)).toEqual(user);
    expect(storage.map.get(SESSION_KEYS.authed)).toBe('true');
    store.clear();
    expect(storage.map.size).toBe(0);
    expect(store.getSnapshot()).toEqual({ token: null, user: null });
  });

  it('keeps the snapshot object stable until the session changes', () => {
    const store = createSessionStore(memoryStorage);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.setToken('t2');
    expect(store.getSnapshot()).not.toBe(first);
    const second = store.getSnapshot();
    store.setToken('t2');
    expect(store.getSnapshot()).toBe(second);
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createSessionStore(memoryStorage);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.signIn('t', user);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('updates roles and the vip flag without touching the rest', () => {
    const store = createSessionStore(memoryStorage);
    store.signIn('t', user);
    store.setRoles(['user', 'vip']);
    expect(store.user()).toEqual({ ...user, roleList: ['user', 'vip'], isVip: true });
  });

  it('ignores a damaged stored user', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEYS.token, 't');
    storage.setItem(SESSION_KEYS.user, '{not json');
    expect(createSessionStore(() => storage).getSnapshot()).toEqual({ token: 't', user: null });
  });

  it('re-reads the storage when another tab changed it', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    expect(store.token()).toBeNull();
    storage.setItem(SESSION_KEYS.token, 'from-other-tab');
    store.reload();
    expect(store.token()).toBe('from-other-tab');
  });
});
