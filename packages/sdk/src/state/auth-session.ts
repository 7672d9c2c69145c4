import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { RegisterPreferences, RegisterRequest, RequestBody, ResponseBody, User } from '@parla/contract';
import { FALLBACK_MESSAGES, HTTP_ERROR_MESSAGES, LOGOUT_LOCK_MS, STORAGE_KEYS, SUCCESS_MESSAGES } from '@parla/contract/constants';
import type { ParlaClient } from '../client/create-client.js';
import type { Clock, KeyValueStorage } from '../ports.js';
import { failureNotice } from './failure-notice.js';
import type { Logger } from './logger.js';
import { SESSION_MESSAGE_KEYS } from './message-keys.js';
import type { ProfileStore } from './profile-store.js';
import type { SnackbarStore } from './snackbar-store.js';
import { removeStored } from './stored-value.js';
import type { TokenStateStore } from './token-state.js';

/** The auth state of §3. */
export interface AuthState {
  /** Tokens are stored: the learner signed in and has not signed out. */
  isAuthenticated: boolean;
  /**
   * A stored token is unexpired on the server's clock (the access token, or the refresh token the client trades for a new
   * one; an opaque refresh token is the server's to judge, so it counts until a refresh is refused).
   */
  hasValidToken: boolean;
  /** The signed-in learner's profile, once loaded. */
  user: User | null;
  /** Whether the terms dialog rule holds (§4). */
  showTermsDialog: boolean;
}

/** Moves the app to a path, e.g. `/login`; the router's `navigate`. */
export type Navigate = (path: string) => void;

/** Options of {@link createAuthSession}. */
export interface AuthSessionOptions {
  /** Sends the auth calls; `client.tokens` is followed through the token state. */
  client: Pick<ParlaClient, 'auth'>;
  /** The client's tokens as a store. */
  tokenState: Pick<TokenStateStore, '$tokenState' | 'refresh'>;
  /** The profile, loaded on sign-in and cleared on sign-out. */
  profile: Pick<ProfileStore, '$profile' | 'load' | 'set'>;
  /** The terms rule (`TermsDialog.$showTermsDialog`). */
  $showTermsDialog: ReadableAtom<boolean>;
  /** Shows the §8 toasts. */
  snackbar: Pick<SnackbarStore, 'notify' | 'dismiss'>;
  /** Times the logout lock. */
  clock: Clock;
  /** Holds the development mock data, cleared on logout. */
  storage: KeyValueStorage;
  /** Moves the app to `/` after logout and to `/login` when the session expires. */
  navigate: Navigate;
  /** Where failures nobody is shown are logged. */
  logger: Logger;
  /** Clears what else belongs to the signed-in learner (conversations, history) on sign-out. */
  onSignedOut?: () => void;
  /**
   * The interface language and theme chosen on this device, read at each registration and sent with it so the new
   * account starts with them (the form's own `preferences` win). Default: none are sent (the account gets the defaults).
   */
  devicePreferences?: () => RegisterPreferences;
  /** The interface language, read when a failure is shown (a rate limit's wait is put in its words). Default: none (shown as it is). */
  locale?: () => string;
}

/** Options of {@link AuthSession.logout}. */
export interface LogoutOptions {
  /** Whether to toast 'You have been logged out'. Default true. */
  notify?: boolean;
}

/** Sign-in, sign-out and the account actions, with the §3 auth state. */
export interface AuthSession {
  /** isAuthenticated, hasValidToken, user and showTermsDialog. */
  readonly $auth: ReadableAtom<AuthState>;
  /** Signs in and loads the profile; toasts 'Welcome back!', or the failure (fallback 'Login failed') and rejects so the form can show field errors. */
  login(credentials: RequestBody<'auth.login'>): Promise<User>;
  /**
   * Creates an account with the device's interface language and theme as its preferences; signs in (and loads the profile)
   * when the server issues tokens. Failures toast (fallback 'Registration failed') and reject.
   */
  register(form: RegisterRequest): Promise<ResponseBody<'auth.register'>>;
  /**
   * At startup: fetches the profile when signed in with a valid token but no profile; a failure is only logged (§4). An
   * access token that looks expired does not stop it while the refresh token is valid: the server's 401 refreshes first.
   */
  start(): Promise<void>;
  /** Signs out (tokens, mock data, profile, conversations), toasts and goes to `/`. Calls within 5 s of the first share its promise. */
  logout(options?: LogoutOptions): Promise<void>;
  /** The session expired (the client's `onSessionExpired`): clears the learner's state and goes to `/login`. */
  expire(): void;
  /** Sends a password-reset email; toasts 'Password reset email sent successfully!' or the failure (fallback 'Failed to send password reset email') and rejects. */
  requestPasswordReset(body: RequestBody<'auth.requestPasswordReset'>): Promise<void>;
  /** Sets a new password from the emailed link; toasts the server's confirmation or the failure and rejects. */
  confirmPasswordReset(body: RequestBody<'auth.confirmPasswordReset'> & { uid: string }): Promise<void>;
  /** Confirms an email with the link's token, signs in and loads the profile; toasts the outcome and rejects on failure. */
  verifyEmail(body: RequestBody<'auth.verifyEmail'>): Promise<User>;
  /** Deletes the account: toasts 'Account deleted successfully. Redirecting...' and goes to `/`, or toasts the failure (fallback 'Failed to delete account') and rejects. */
  deleteAccount(): Promise<void>;
  /** Stops following the tokens. */
  destroy(): void;
}

/**
 * Creates the auth session over a client (§3, §4).
 * @example
 * const auth = createAuthSession({ client, tokenState, profile, $showTermsDialog, snackbar, clock, storage, navigate, logger });
 * await auth.start();
 * await auth.login({ username: 'ada@example.com', password: 'correct horse' });
 */
export function createAuthSession(options: AuthSessionOptions): AuthSession {
  const { client, tokenState, profile, snackbar, clock, storage, navigate, logger } = options;
  const $auth = computed([tokenState.$tokenState, profile.$profile, options.$showTermsDialog], (tokens, user, showTermsDialog) => ({
    isAuthenticated: tokens.isAuthenticated,
    hasValidToken: tokens.hasValidToken,
    user,
    showTermsDialog,
  }));
  let logoutLock: { until: number; promise: Promise<void> } | null = null;

  function clearLearnerState(): void {
    for (const key of [STORAGE_KEYS.mockUser, STORAGE_KEYS.mockPreferences, STORAGE_KEYS.mockMode]) {
      removeStored(storage, key);
    }
    profile.set(null);
    options.onSignedOut?.();
  }

  // Tokens cleared elsewhere (another tab signed out, a refused refresh): forget the learner at once.
  const stopWatchingTokens = tokenState.$tokenState.listen((tokens) => {
    if (!tokens.isAuthenticated && profile.$profile.get() !== null) {
      clearLearnerState();
    }
  });

  async function signedIn(): Promise<User> {
    await tokenState.refresh();
    return profile.load();
  }

  async function runLogout(notify: boolean): Promise<void> {
    try {
      await client.auth.logout();
    } catch (error) {
      // The client clears the tokens even when the call fails; the learner is signed out locally either way.
      logger.error('Logout call failed', error);
    }
    await tokenState.refresh();
    clearLearnerState();
    if (notify) {
      snackbar.notify({ type: 'success', text: SUCCESS_MESSAGES.logout, key: SESSION_MESSAGE_KEYS.logoutSuccess });
    }
    navigate('/');
  }

  /** The snackbar of the last failed sign-in, taken away once a sign-in succeeds (it would sit before 'Welcome back!'). */
  let loginFailure: string | null = null;

  return {
    $auth,
    async login(credentials) {
      try {
        await client.auth.login(credentials);
        const user = await signedIn();
        if (loginFailure !== null) {
          snackbar.dismiss(loginFailure);
          loginFailure = null;
        }
        snackbar.notify({ type: 'success', text: SUCCESS_MESSAGES.login, key: SESSION_MESSAGE_KEYS.loginSuccess });
        return user;
      } catch (error) {
        loginFailure = snackbar.notify(failureNotice(error, FALLBACK_MESSAGES.login, SESSION_MESSAGE_KEYS.loginError, options.locale?.()));
        throw error;
      }
    },
    async register(form) {
      try {
        const preferences = { ...options.devicePreferences?.(), ...form.preferences };
        const result = await client.auth.register(Object.keys(preferences).length > 0 ? { ...form, preferences } : form);
        if (result.access && result.refresh) {
          await signedIn();
        }
        snackbar.notify({ type: result.verification_required ? 'info' : 'success', text: result.message });
        return result;
      } catch (error) {
        snackbar.notify(failureNotice(error, FALLBACK_MESSAGES.register, SESSION_MESSAGE_KEYS.registerError, options.locale?.()));
        throw error;
      }
    },
    async start() {
      await tokenState.refresh();
      const { isAuthenticated, hasValidToken } = tokenState.$tokenState.get();
      if (!isAuthenticated || !hasValidToken || profile.$profile.get() !== null) {
        return;
      }
      try {
        await profile.load();
      } catch (error) {
        logger.error('Loading the profile at startup failed', error);
      }
    },
    logout(logoutOptions = {}) {
      const now = clock.now();
      if (logoutLock && now < logoutLock.until) {
        return logoutLock.promise;
      }
      const promise = runLogout(logoutOptions.notify ?? true);
      logoutLock = { until: now + LOGOUT_LOCK_MS, promise };
      return promise;
    },
    expire() {
      clearLearnerState();
      snackbar.notify({ type: 'warning', text: HTTP_ERROR_MESSAGES[401], key: SESSION_MESSAGE_KEYS.sessionExpired });
      navigate('/login');
    },
    async requestPasswordReset(body) {
      try {
        await client.auth.requestPasswordReset(body);
        snackbar.notify({ type: 'success', text: SUCCESS_MESSAGES.passwordResetSent, key: SESSION_MESSAGE_KEYS.passwordResetSent });
      } catch (error) {
        snackbar.notify(failureNotice(error, FALLBACK_MESSAGES.passwordReset, SESSION_MESSAGE_KEYS.passwordResetError, options.locale?.()));
        throw error;
      }
    },
    async confirmPasswordReset(body) {
      try {
        const result = await client.auth.confirmPasswordReset(body);
        snackbar.notify({ type: 'success', text: result.message });
      } catch (error) {
        snackbar.notify(failureNotice(error, FALLBACK_MESSAGES.unhandled, SESSION_MESSAGE_KEYS.unexpectedError, options.locale?.()));
        throw error;
      }
    },
    async verifyEmail(body) {
      try {
        const result = await client.auth.verifyEmail(body);
        const user = await signedIn();
        snackbar.notify({ type: 'success', text: result.message });
        return user;
      } catch (error) {
        snackbar.notify(failureNotice(error, FALLBACK_MESSAGES.unhandled, SESSION_MESSAGE_KEYS.unexpectedError, options.locale?.()));
        throw error;
      }
    },
    async deleteAccount() {
      try {
        await client.auth.deleteAccount();
      } catch (error) {
        snackbar.notify(failureNotice(error, FALLBACK_MESSAGES.deleteAccount, SESSION_MESSAGE_KEYS.deleteAccountError, options.locale?.()));
        throw error;
      }
      await tokenState.refresh();
      clearLearnerState();
      snackbar.notify({ type: 'success', text: SUCCESS_MESSAGES.accountDeleted, key: SESSION_MESSAGE_KEYS.accountDeleted });
      navigate('/');
    },
    destroy() {
      stopWatchingTokens();
    },
  };
}
