import type { AuthState } from '@parla/sdk';
import type { RouteDefinition } from './route-table.js';

/** What a guard decides: render, wait for the session to start, ask to sign in in place, or go elsewhere. */
export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'sign-in'; redirect: string } | { kind: 'redirect'; to: string };

/**
 * The route guards. §6 guards only /admin: anonymous visitors go to `/login?redirect={path}`, whence sign-in brings them
 * back, and signed-in non-admins go Home. A screen of the learner's own (`signed-in`: new conversation, chat, profile)
 * is not guarded: it stays at its address and, for an anonymous visitor, shows a sign-in prompt in place of its content
 * (`sign-in`, with the path to come back to). While the session is starting (tokens read, profile loading) a guard
 * waits. The server enforces both too.
 * @example
 * guardRoute(route, '/admin', session.auth.$auth.get(), started);
 */
export function guardRoute(route: Pick<RouteDefinition, 'guard'>, path: string, auth: AuthState, started: boolean): GuardDecision {
  if (!route.guard) {
    return { kind: 'allow' };
  }
  if (!auth.isAuthenticated) {
    if (!started) {
      return { kind: 'wait' };
    }
    return route.guard === 'signed-in' ? { kind: 'sign-in', redirect: path } : { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` };
  }
  if (route.guard === 'signed-in') {
    return { kind: 'allow' };
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
