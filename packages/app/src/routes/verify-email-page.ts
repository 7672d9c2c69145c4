import type { AuthState } from '@parla/sdk';

/** What `/verify-email/{token}` shows: the verification of the link, or that the learner's email is verified already. */
export type VerifyEmailPage = 'verify' | 'already-verified';

/**
 * Which page `/verify-email/{token}` shows, once it can be told: a signed-in learner whose profile says the email is
 * verified has nothing left to verify (the link, used already, would only fail); anyone else verifies the link — also a
 * signed-in learner whose profile could not be loaded. Null while the session starts (tokens or profile not read yet).
 * @example
 * verifyEmailPage(session.auth.$auth.get(), started); // 'already-verified'
 */
export function verifyEmailPage(auth: Pick<AuthState, 'isAuthenticated' | 'user'>, started: boolean): VerifyEmailPage | null {
  if (auth.isAuthenticated && auth.user) {
    return auth.user.email_verified ? 'already-verified' : 'verify';
  }
  return started ? 'verify' : null;
}
