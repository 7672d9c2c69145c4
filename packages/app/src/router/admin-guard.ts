import type { AuthState } from '@parla/sdk';
import type { RouteDefinition } from './route-table.js';

/** What a guard decides: render, wait for the session to start, or go elsewhere. */
export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * The §6 admin guard: anonymous learners go to `/login?redirect=/admin`, signed-in non-admins go Home; while the session
 * is starting (tokens read, profile loading) it waits. The server enforces the role too.
 * @example
 * guardRoute(route, '/admin', session.auth.$auth.get(), started);
 */
export function guardRoute(route: Pick<RouteDefinition, 'guard'>, path: string, auth: AuthState, started: boolean): GuardDecision {
  if (route.guard !== 'admin') {
    return { kind: 'allow' };
  }
  if (!auth.isAuthenticated) {
    return started ? { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` } : { kind: 'wait' };
  }
  if (!auth.user) {
    // Signed in, profile not loaded yet: wait for start-up; if it could not be loaded, the learner is not known as an admin.
    return started ? { kind: 'redirect', to: '/' } : { kind: 'wait' };
  }
  return auth.user.is_admin ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
}

/** The in-app path to return to after sign-in, from a `redirect` query value; only same-app paths are accepted. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
