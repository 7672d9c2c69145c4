import type { AuthState } from '@parla/sdk';
import type { RouteDefinition } from './route-table.js';

/** What a guard decides: render, wait for the session to start, ask to sign in in place, or go elsewhere. */
export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'sign-in'; redirect: string } | { kind: 'redirect'; to: string };

/** What a guard needs to know besides the route, the path and the session. */
export interface GuardOptions {
  /** The query string of the location (`?redirect=/settings`): where a `guest` route sends a signed-in learner. Default: empty. */
  search?: string;
  /** Whether this visit's screen is already showing: a learner who signs in on a `guest` screen is sent on by its form. Default: false. */
  shown?: boolean;
}

/**
 * The route guards. §6 guards only /admin: anonymous visitors go to `/login?redirect={path}`, whence sign-in brings them
 * back, and signed-in non-admins go Home. A screen of the learner's own (`signed-in`: new conversation, chat, profile)
 * is not guarded: it stays at its address and, for an anonymous visitor, shows a sign-in prompt in place of its content
 * (`sign-in`, with the path to come back to). A `guest` screen (sign-in, registration) sends a learner who arrives
 * signed in on to the safe `redirect` target of the query, or Home; it waits for the stored tokens first, and keeps
 * showing once shown (`shown`). While the session is starting (tokens read, profile loading) a guard waits. The server
 * enforces both too.
 * @example
 * guardRoute(route, '/admin', session.auth.$auth.get(), started);
 */
export function guardRoute(
  route: Pick<RouteDefinition, 'guard'>,
  path: string,
  auth: AuthState,
  started: boolean,
  options: GuardOptions = {},
): GuardDecision {
  if (!route.guard) {
    return { kind: 'allow' };
  }
  if (route.guard === 'guest') {
    if (options.shown) {
      return { kind: 'allow' };
    }
    if (auth.isAuthenticated) {
      return { kind: 'redirect', to: safeRedirect(new URLSearchParams(options.search).get('redirect')) ?? '/' };
    }
    return started ? { kind: 'allow' } : { kind: 'wait' };
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
