import { useEffect, useSyncExternalStore } from 'react';
import { getSessionSnapshot, loadSession, subscribeSession, type SessionState } from './session-store';

/** The session (user and CSRF token); starts loading it on first use. */
export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
  useEffect(() => {
    void loadSession();
  }, []);
  return session;
}
