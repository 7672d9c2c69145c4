import { describe, expect, it } from 'vitest';
import { aUser } from '@parla/test-utils';
import { verifyEmailPage } from './verify-email-page.js';

describe('the page /verify-email/{token} shows', () => {
  it('says the email is verified already to a signed-in learner whose profile says so (the link opened again)', () => {
    expect(verifyEmailPage({ isAuthenticated: true, user: aUser({ email_verified: true }) }, true)).toBe('already-verified');
    // Known before start-up ends too: the profile is what decides.
    expect(verifyEmailPage({ isAuthenticated: true, user: aUser({ email_verified: true }) }, false)).toBe('already-verified');
  });

  it('verifies the link for a signed-in learner whose email is not verified yet', () => {
    expect(verifyEmailPage({ isAuthenticated: true, user: aUser({ email_verified: false }) }, true)).toBe('verify');
  });

  it('verifies the link for a visitor who is not signed in (the verification signs them in)', () => {
    expect(verifyEmailPage({ isAuthenticated: false, user: null }, true)).toBe('verify');
  });

  it('verifies the link when the signed-in learner’s profile could not be loaded', () => {
    expect(verifyEmailPage({ isAuthenticated: true, user: null }, true)).toBe('verify');
  });

  it('waits while the session starts (tokens and profile not read yet): a used link must not be sent meanwhile', () => {
    expect(verifyEmailPage({ isAuthenticated: false, user: null }, false)).toBeNull();
    expect(verifyEmailPage({ isAuthenticated: true, user: null }, false)).toBeNull();
  });
});
