import { useSyncExternalStore } from 'react';
import { session, type SessionSnapshot } from './session';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

/** Keeps this tab in step when another tab logs in or out. */
export function followSessionAcrossTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage) session.reload();
  });
}
