import { describe, expect, it } from 'vitest';
import { aUser } from '@parla/test-utils';
import type { AuthState } from '@parla/sdk';
import { guardRoute, safeRedirect } from './route-guard.js';
import { findRoute } from './route-table.js';

const anonymous: AuthState = { isAuthenticated: false, hasValidToken: false, user: null, showTermsDialog: false };
const learner: AuthState = { isAuthenticated: true, hasValidToken: true, user: aUser(), showTermsDialog: false };
const admin: AuthState = { ...learner, user: aUser({ is_admin: true }) };
const signedInProfileLoading: AuthState = { ...learner, user: null };

function decide(path: string, auth: AuthState, started = true) {
  return guardRoute(findRoute(path).route, path, auth, started);
}

describe('the route guards', () => {
  it.each(['/new-conversation', '/chat', '/chat/42', '/profile'])('ask an anonymous visitor of %s to sign in there, to come back after', (path) => {
    expect(decide(path, anonymous)).toEqual({ kind: 'sign-in', redirect: path });
    expect(decide(path, learner)).toEqual({ kind: 'allow' });
    expect(decide(path, signedInProfileLoading)).toEqual({ kind: 'allow' });
  });

  it.each(['/', '/about', '/login', '/register', '/settings', '/forgot-password', '/nowhere'])('leave %s open to everyone', (path) => {
    expect(decide(path, anonymous)).toEqual({ kind: 'allow' });
  });

  it('wait while the session starts instead of sending a returning learner away', () => {
    expect(decide('/profile', anonymous, false)).toEqual({ kind: 'wait' });
    expect(decide('/admin', signedInProfileLoading, false)).toEqual({ kind: 'wait' });
  });

  it('let only admins into /admin (§6): anonymous to sign in, other learners Home', () => {
    expect(decide('/admin', anonymous)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin' });
    expect(decide('/admin', learner)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/admin', signedInProfileLoading)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/admin', admin)).toEqual({ kind: 'allow' });
  });
});

describe('safeRedirect', () => {
  it('accepts only paths of this app', () => {
    expect(['/chat/42', '//evil.example', '/\\evil.example', 'https://evil.example', '', null].map(safeRedirect)).toEqual(['/chat/42', null, null, null, null, null]);
  });
});
