import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { AuthState, Session } from '@parla/sdk';
import { useParlaSession } from './use-parla-session.js';

/** What {@link useAuth} returns: the §3 auth state and the session's account actions. */
export type UseAuthResult = AuthState & Omit<Session['auth'], '$auth'>;

/**
 * The sign-in state and account actions (login, logout, register, …).
 * @example
 * const { isAuthenticated, user, logout } = useAuth();
 */
export function useAuth(): UseAuthResult {
  const { auth } = useParlaSession('useAuth');
  const state = useStore(auth.$auth);
  return useMemo(() => {
    const { $auth: _store, ...actions } = auth;
    return { ...actions, ...state };
  }, [auth, state]);
}
