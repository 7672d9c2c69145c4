import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterRequest, TokenPair } from '@parla/contract';
import { STORAGE_KEYS } from '@parla/contract/constants';
import { ApiError } from '../errors/api-error.js';
import { memoryStorage } from '../ports.js';
import { tokenIssuedAt } from '../test-utils/token-issued-at.js';
import { createMockTokens } from '../tokens/mock-tokens.js';
import { createSession } from './create-session.js';
import { aConversation, aPage, aUser, apiError, fakeApi, json, online, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';

const LOGIN_PATH = '/api/v1/auth/login/';
const LOGOUT_PATH = '/api/v1/auth/logout/';
const PROFILE_PATH = '/api/v1/auth/profile/';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

function sessionOver(api: FakeApi, tokens: TokenPair | null = null) {
  const { client, tokens: tokenStore } = testClient(api, { tokens, onSessionExpired: () => session.auth.expire() });
  const storage = memoryStorage();
  const navigate = vi.fn<(path: string) => void>();
  const logger = { error: vi.fn(), info: vi.fn() };
  const session = createSession({ client, storage, navigate, logger, connectivity: online, languages: [] });
  return { session, client, tokenStore, storage, navigate, logger };
}

function snackbarTexts(session: ReturnType<typeof createSession>) {
  return session.snackbar.$snackbars.get().map((snackbar) => ({ type: snackbar.type, text: snackbar.text, key: snackbar.key }));
}

describe('when the learner signs in', () => {
  it('stores both tokens, loads the profile and says "Welcome back!"', async () => {
    const api = fakeApi();
    const tokens = validTokens();
    api.on('POST', LOGIN_PATH, () => json(tokens));
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session, tokenStore } = sessionOver(api);

    const user = await session.auth.login({ username: 'ada@example.com', password: 'correct horse' });

    expect(api.calls('POST', LOGIN_PATH)[0]?.body).toEqual({ username: 'ada@example.com', password: 'correct horse' });
    expect(tokenStore.get()).toEqual(tokens);
    expect(user.email).toBe('ada@example.com');
    expect(session.auth.$auth.get()).toEqual({ isAuthenticated: true, hasValidToken: true, user: aUser(), showTermsDialog: false });
    expect(snackbarTexts(session)).toEqual([{ type: 'success', text: 'Welcome back!', key: 'auth.loginSuccess' }]);
  });

  it('shows the server’s message and rejects with the field errors when it fails', async () => {
    const api = fakeApi();
    api.on('POST', LOGIN_PATH, () => apiError(400, 'Invalid email or password.', { password: ['Invalid email or password.'] }, 'invalid_credentials'));
    const { session } = sessionOver(api);

    const failure = await session.auth.login({ username: 'ada@example.com', password: 'wrong' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fieldErrors).toEqual({ password: ['Invalid email or password.'] });
    expect(snackbarTexts(session)).toEqual([{ type: 'error', text: 'Invalid email or password.', key: undefined }]);
    expect(session.auth.$auth.get().isAuthenticated).toBe(false);
  });

  it('takes the failure away once the next sign-in succeeds, so Welcome back is not queued behind it', async () => {
    const api = fakeApi();
    let attempts = 0;
    api.on('POST', LOGIN_PATH, () => (++attempts === 1 ? apiError(400, 'Invalid email or password.', {}, 'invalid_credentials') : json(validTokens())));
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session } = sessionOver(api);

    await session.auth.login({ username: 'ada@example.com', password: 'wrong' }).catch(() => undefined);
    await session.auth.login({ username: 'ada@example.com', password: 'correct horse' });

    expect(snackbarTexts(session)).toEqual([{ type: 'success', text: 'Welcome back!', key: 'auth.loginSuccess' }]);
  });

  it('falls back to "Login failed" when the failure carries no message', async () => {
    const api = fakeApi();
    api.on('POST', LOGIN_PATH, () => json(validTokens()));
    const { session, tokenStore } = sessionOver(api);
    tokenStore.set = () => {
      throw new Error('storage is full');
    };

    await expect(session.auth.login({ username: 'ada@example.com', password: 'correct horse' })).rejects.toThrow('storage is full');

    expect(snackbarTexts(session)).toEqual([{ type: 'error', text: 'Login failed', key: 'auth.loginError' }]);
  });
});

describe('when sign-in is refused by a rate limit', () => {
  it('says how long to wait when the server answers 429 with a Retry-After, as the sign-in form does', async () => {
    const api = fakeApi();
    api.on('POST', LOGIN_PATH, () =>
      Response.json({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.', field_errors: {} }, { status: 429, headers: { 'Retry-After': '1620' } }),
    );
    const { session } = sessionOver(api);

    await expect(session.auth.login({ username: 'ada@example.com', password: 'correct horse' })).rejects.toMatchObject({ status: 429, retryAfterMs: 1_620_000 });

    expect(session.snackbar.$snackbars.get()).toEqual([
      expect.objectContaining({
        type: 'error',
        text: 'Too many requests. Please wait 27 minutes and try again.',
        key: 'errors.http.429.wait',
        values: { time: '27 minutes' },
      }),
    ]);
  });

  it('says the wait of the client’s own limit (§9: 10 attempts in 15 minutes, then 30 minutes) in the interface language', async () => {
    const api = fakeApi();
    api.on('POST', LOGIN_PATH, () => apiError(401, 'Invalid email or password.', {}, 'invalid_credentials'));
    const { client } = testClient(api);
    const session = createSession({ client, storage: memoryStorage(), navigate: vi.fn(), logger: { error: vi.fn(), info: vi.fn() }, connectivity: online, languages: ['es-ES'] });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await session.auth.login({ username: 'ada@example.com', password: `wrong ${attempt}` }).catch(() => undefined);
    }

    await expect(session.auth.login({ username: 'ada@example.com', password: 'correct horse' })).rejects.toMatchObject({ kind: 'rate_limited' });

    expect(api.calls('POST', LOGIN_PATH)).toHaveLength(10);
    expect(session.snackbar.$snackbars.get().at(-1)).toMatchObject({
      type: 'error',
      text: 'Too many requests. Please wait 30 minutes and try again.',
      key: 'errors.http.429.wait',
      values: { time: '30 minutos' },
    });
  });
});

describe('when the learner registers', () => {
  it('signs in and loads the profile when the server issues tokens', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/auth/register/', () => json({ verification_required: false, message: 'Welcome to Parla!', ...validTokens() }, 201));
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session } = sessionOver(api);

    await session.auth.register({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      confirm_password: 'correct horse',
      terms_accepted: true,
      privacy_accepted: true,
    });

    expect(session.auth.$auth.get().user?.id).toBe('user-1');
    expect(snackbarTexts(session)).toEqual([{ type: 'success', text: 'Welcome to Parla!', key: undefined }]);
  });

  it('shows the failure and rejects', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/auth/register/', () => apiError(400, 'Invalid request. Please check your input.', { email: ['Please enter a valid email'] }));
    const { session } = sessionOver(api);

    await expect(
      session.auth.register({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'not-an-email',
        password: 'correct horse',
        confirm_password: 'correct horse',
        terms_accepted: true,
        privacy_accepted: true,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(snackbarTexts(session)[0]?.type).toBe('error');
  });
});

describe('when a visitor registers after choosing a language and theme on this device', () => {
  const REGISTER_PATH = '/api/v1/auth/register/';
  const form: RegisterRequest = {
    first_name: 'Oksana',
    last_name: 'Koval',
    email: 'oksana@example.com',
    password: 'correct horse',
    confirm_password: 'correct horse',
    terms_accepted: true,
    privacy_accepted: true,
  };

  function registeringApi() {
    const api = fakeApi();
    api.on('POST', REGISTER_PATH, () => json({ verification_required: true, message: 'Check your email.' }, 201));
    return api;
  }

  it('sends the stored language and theme as the new account’s preferences', async () => {
    const api = registeringApi();
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.locale, 'uk');
    storage.setItem(STORAGE_KEYS.theme, 'dark');
    const session = createSession({ client: testClient(api).client, storage, connectivity: online, languages: ['fr-FR'] });

    await session.auth.register(form);

    expect(api.calls('POST', REGISTER_PATH)[0]?.body).toEqual({ ...form, preferences: { ui_language: 'uk', theme: 'dark', native_language: 'uk' } });
    session.destroy();
  });

  it('sends the language taken from the browser when none was stored, and the auto theme as chosen', async () => {
    const api = registeringApi();
    const session = createSession({ client: testClient(api).client, storage: memoryStorage(), connectivity: online, languages: ['ja-JP', 'en'] });
    session.theme.setTheme('auto');

    await session.auth.register(form);

    expect(api.calls('POST', REGISTER_PATH)[0]?.body).toMatchObject({ preferences: { ui_language: 'ja', theme: 'auto' } });
    session.destroy();
  });

  it('sends the interface language as the learner’s native language too, so a new conversation starts from it (not English)', async () => {
    const api = registeringApi();
    const session = createSession({ client: testClient(api).client, storage: memoryStorage(), connectivity: online, languages: ['es-MX'] });

    await session.auth.register(form);

    expect(api.calls('POST', REGISTER_PATH)[0]?.body).toMatchObject({ preferences: { ui_language: 'es', native_language: 'es' } });
    session.destroy();
  });

  it('lets preferences given with the form win over the device’s', async () => {
    const api = registeringApi();
    const session = createSession({ client: testClient(api).client, storage: memoryStorage(), connectivity: online, languages: ['uk'] });

    await session.auth.register({ ...form, preferences: { theme: 'dark' } });

    expect(api.calls('POST', REGISTER_PATH)[0]?.body).toMatchObject({ preferences: { ui_language: 'uk', theme: 'dark' } });
    session.destroy();
  });

  it('sends none from an embed, whose language and theme are its host page’s', async () => {
    const api = registeringApi();
    const session = createSession({ client: testClient(api).client, storage: memoryStorage(), connectivity: online, languages: ['uk'], saveThemeAndLanguage: false });
    session.theme.setTheme('dark');

    await session.auth.register(form);

    expect(api.calls('POST', REGISTER_PATH)[0]?.body).toEqual(form);
    session.destroy();
  });
});

describe('at startup', () => {
  it('fetches the profile when signed in with a valid token but no profile', async () => {
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session } = sessionOver(api, validTokens());

    await session.start();

    expect(api.calls('GET', PROFILE_PATH)).toHaveLength(1);
    expect(session.auth.$auth.get().user?.id).toBe('user-1');
  });

  it('only logs a failure to fetch the profile', async () => {
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => apiError(500, 'Server error. Please try again later.'));
    const { session, logger } = sessionOver(api, validTokens());

    await expect(session.start()).resolves.toBeUndefined();

    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(session.snackbar.$snackbars.get()).toEqual([]);
    expect(session.auth.$auth.get().user).toBeNull();
  });

  it('does not fetch the profile when signed out', async () => {
    const api = fakeApi();
    const { session } = sessionOver(api);

    await session.start();

    expect(api.requests).toHaveLength(0);
  });

  it('does not fetch the profile when every token has expired', async () => {
    const api = fakeApi();
    const expired = createMockTokens(aUser(), Date.now() - 200 * 3_600_000);
    const { session } = sessionOver(api, expired);

    await session.start();

    expect(session.auth.$auth.get()).toMatchObject({ isAuthenticated: true, hasValidToken: false });
    expect(api.requests).toHaveLength(0);
  });

  it('does not fetch the profile again when it is loaded', async () => {
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session } = sessionOver(api, validTokens());
    await session.start();

    await session.start();

    expect(api.calls('GET', PROFILE_PATH)).toHaveLength(1);
  });
});

describe('when the learner logs out', () => {
  function signedInServer() {
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    api.on('POST', LOGOUT_PATH, () => json({ message: 'Logged out.' }));
    return api;
  }

  it('revokes the session, clears tokens, mock data and profile, says so and goes to /', async () => {
    const api = signedInServer();
    const tokens = validTokens();
    const { session, tokenStore, storage, navigate } = sessionOver(api, tokens);
    storage.setItem(STORAGE_KEYS.mockUser, '{}');
    storage.setItem(STORAGE_KEYS.mockPreferences, '{}');
    storage.setItem(STORAGE_KEYS.mockMode, 'true');
    await session.start();

    await session.auth.logout();

    expect(api.calls('POST', LOGOUT_PATH)[0]?.body).toEqual({ refresh: tokens.refresh });
    expect(tokenStore.get()).toBeNull();
    expect([STORAGE_KEYS.mockUser, STORAGE_KEYS.mockPreferences, STORAGE_KEYS.mockMode].map((key) => storage.getItem(key))).toEqual([null, null, null]);
    expect(session.auth.$auth.get()).toEqual({ isAuthenticated: false, hasValidToken: false, user: null, showTermsDialog: false });
    expect(snackbarTexts(session)).toEqual([{ type: 'success', text: 'You have been logged out', key: 'auth.logoutSuccess' }]);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('logs out locally even when the server call fails', async () => {
    const api = signedInServer();
    api.on('POST', LOGOUT_PATH, () => apiError(500, 'Server error. Please try again later.'));
    const { session, tokenStore, navigate, logger } = sessionOver(api, validTokens());
    await session.start();

    await session.auth.logout();

    expect(tokenStore.get()).toBeNull();
    expect(session.auth.$auth.get().user).toBeNull();
    expect(logger.error).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('clears the open chats', async () => {
    const api = signedInServer();
    api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
    api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: 'Hola', suggestions: [] }));
    const { session } = sessionOver(api, validTokens());
    const chat = session.createChat();
    await chat.open('conversation-1');

    await session.auth.logout();

    expect(chat.$conversation.get()).toBeNull();
  });

  describe('twice within 5 seconds', () => {
    it('makes one logout call and shares its promise', async () => {
      const api = signedInServer();
      const { session, navigate } = sessionOver(api, validTokens());

      const first = session.auth.logout();
      vi.advanceTimersByTime(4999);
      const second = session.auth.logout();
      await Promise.all([first, second]);

      expect(second).toBe(first);
      expect(api.calls('POST', LOGOUT_PATH)).toHaveLength(1);
      expect(navigate).toHaveBeenCalledTimes(1);
    });
  });

  describe('again after 5 seconds', () => {
    it('makes another logout call', async () => {
      const api = signedInServer();
      const { session } = sessionOver(api, validTokens());
      await session.auth.logout();

      vi.advanceTimersByTime(5000);
      await session.auth.logout();

      expect(api.calls('POST', LOGOUT_PATH)).toHaveLength(2);
    });
  });
});

describe('when the session expires', () => {
  it('forgets the learner and goes to /login', async () => {
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session, navigate } = sessionOver(api, validTokens());
    await session.start();
    api.on('GET', PROFILE_PATH, () => apiError(401, 'Token expired.', {}, 'token_expired'));
    api.on('POST', '/api/v1/auth/refresh/', () => apiError(401, 'Token invalid.', {}, 'token_invalid'));

    await session.profile.load().catch(() => undefined);

    expect(navigate).toHaveBeenCalledWith('/login');
    expect(session.auth.$auth.get()).toMatchObject({ isAuthenticated: false, user: null });
    expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'warning', key: 'auth.sessionExpired' });
  });

  it('forgets the learner when another tab signs out', async () => {
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session, tokenStore, navigate } = sessionOver(api, validTokens());
    await session.start();

    tokenStore.set(null);

    expect(session.auth.$auth.get().user).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the token validity', () => {
  it('turns false when the last token expires, on the clock', async () => {
    const api = fakeApi();
    const { session } = sessionOver(api, validTokens());
    expect(session.auth.$auth.get().hasValidToken).toBe(true);

    vi.advanceTimersByTime(168 * 3_600_000);

    expect(session.auth.$auth.get()).toMatchObject({ isAuthenticated: true, hasValidToken: false });
  });
});

describe('when the device clock is off', () => {
  const MINUTE = 60_000;
  /** The server's time when each test starts. */
  const SERVER_NOW = Date.parse('2025-03-10T10:00:00.000Z');


  it('with the clock 20 minutes fast, tokens an embedder sets start the session: the profile loads', async () => {
    vi.setSystemTime(SERVER_NOW + 20 * MINUTE);
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session, client } = sessionOver(api);

    // As the Parla server issues them: a 15-minute access token and an opaque refresh token.
    await client.tokens.set({ access: tokenIssuedAt(SERVER_NOW, 15 * MINUTE), refresh: 'opaque-refresh-token' });
    await session.start();

    expect(api.calls('GET', PROFILE_PATH)).toHaveLength(1);
    expect(session.auth.$auth.get()).toMatchObject({ isAuthenticated: true, hasValidToken: true, user: { id: 'user-1' } });
  });

  it('with the clock 20 minutes fast, judges tokens whose expiries it reads on the server’s clock', async () => {
    vi.setSystemTime(SERVER_NOW + 20 * MINUTE);
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session, client } = sessionOver(api);

    // A server whose refresh tokens are JWTs too, both lasting 15 minutes: on the device clock both expired 5 minutes ago.
    await client.tokens.set({ access: tokenIssuedAt(SERVER_NOW, 15 * MINUTE), refresh: tokenIssuedAt(SERVER_NOW, 15 * MINUTE) });
    await session.start();

    expect(api.calls('GET', PROFILE_PATH)).toHaveLength(1);
    expect(session.auth.$auth.get()).toMatchObject({ isAuthenticated: true, hasValidToken: true, user: { id: 'user-1' } });
  });

  it('with the clock 20 minutes slow, the tokens of a sign-in stop being valid when they expire on the server', async () => {
    vi.setSystemTime(SERVER_NOW - 20 * MINUTE);
    const api = fakeApi();
    api.on('POST', LOGIN_PATH, () => json({ access: tokenIssuedAt(SERVER_NOW, 5 * MINUTE), refresh: tokenIssuedAt(SERVER_NOW, 15 * MINUTE) }));
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session } = sessionOver(api);
    await session.auth.login({ username: 'ada@example.com', password: 'correct horse' });

    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(session.auth.$auth.get().hasValidToken).toBe(true);
    vi.advanceTimersByTime(1);
    expect(session.auth.$auth.get()).toMatchObject({ isAuthenticated: true, hasValidToken: false });
  });

  it('at start-up, tokens kept from an earlier visit whose access token expired refresh and load the profile', async () => {
    vi.setSystemTime(SERVER_NOW + 20 * MINUTE);
    const kept = { access: tokenIssuedAt(SERVER_NOW - 20 * MINUTE, 15 * MINUTE), refresh: 'opaque-refresh-1' };
    const refreshed = { access: tokenIssuedAt(SERVER_NOW, 15 * MINUTE), refresh: 'opaque-refresh-2' };
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, (request) =>
      request.headers.get('authorization') === `Bearer ${refreshed.access}` ? json(aUser()) : apiError(401, 'Token expired.', {}, 'token_expired'),
    );
    api.on('POST', '/api/v1/auth/refresh/', () => json(refreshed));
    const { session, tokenStore } = sessionOver(api, kept);

    await session.start();

    expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET ${PROFILE_PATH}`,
      'POST /api/v1/auth/refresh/',
      `GET ${PROFILE_PATH}`,
    ]);
    expect(api.calls('POST', '/api/v1/auth/refresh/')[0]?.body).toEqual({ refresh: 'opaque-refresh-1' });
    expect(tokenStore.get()).toEqual(refreshed);
    expect(session.auth.$auth.get()).toMatchObject({ isAuthenticated: true, hasValidToken: true, user: { id: 'user-1' } });
  });

  it('at start-up, tokens kept from an earlier visit that look expired on a fast clock load the profile when the server still takes them', async () => {
    vi.setSystemTime(SERVER_NOW + 20 * MINUTE);
    const kept = { access: tokenIssuedAt(SERVER_NOW - 5 * MINUTE, 15 * MINUTE), refresh: 'opaque-refresh-1' };
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session } = sessionOver(api, kept);

    await session.start();

    expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([`GET ${PROFILE_PATH}`]);
    expect(session.auth.$auth.get().user?.id).toBe('user-1');
  });
});

describe('password reset', () => {
  it('says "Password reset email sent successfully!" when the email is sent', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/auth/password-reset/', () => json({ message: 'If the address exists, a link was sent.' }));
    const { session } = sessionOver(api);

    await session.auth.requestPasswordReset({ email: 'ada@example.com' });

    expect(api.calls('POST', '/api/v1/auth/password-reset/')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(snackbarTexts(session)).toEqual([{ type: 'success', text: 'Password reset email sent successfully!', key: 'auth.passwordResetSent' }]);
  });

  it('shows the failure and rejects', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/auth/password-reset/', () => apiError(503, 'Service temporarily unavailable. Please try again later.'));
    const { session } = sessionOver(api);

    await expect(session.auth.requestPasswordReset({ email: 'ada@example.com' })).rejects.toBeInstanceOf(ApiError);
    expect(snackbarTexts(session)).toEqual([{ type: 'error', text: 'Service temporarily unavailable. Please try again later.', key: undefined }]);
  });

  it('sets the new password with the link’s uid and token', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/auth/password-reset/{uid}/{token}/', () => json({ message: 'Your password was changed.' }));
    const { session } = sessionOver(api);

    await session.auth.confirmPasswordReset({ uid: 'user-1', token: 'reset-token', password: 'new password', confirm_password: 'new password' });

    expect(api.calls('POST', '/api/v1/auth/password-reset/user-1/reset-token/')[0]?.body).toEqual({
      token: 'reset-token',
      password: 'new password',
      confirm_password: 'new password',
    });
    expect(snackbarTexts(session)).toEqual([{ type: 'success', text: 'Your password was changed.', key: undefined }]);
  });
});

describe('email verification', () => {
  it('signs in with the link’s token and loads the profile', async () => {
    const api = fakeApi();
    api.on('POST', '/api/v1/auth/verify-email/', () => json({ message: 'Email verified.', ...validTokens() }));
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    const { session } = sessionOver(api);

    await session.auth.verifyEmail({ token: 'verify-token' });

    expect(session.auth.$auth.get()).toMatchObject({ isAuthenticated: true, user: { id: 'user-1' } });
    expect(snackbarTexts(session)).toEqual([{ type: 'success', text: 'Email verified.', key: undefined }]);
  });
});

describe('when the learner deletes the account', () => {
  it('says so and goes to /', async () => {
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    api.on('DELETE', '/api/v1/auth/delete-account/', () => json({ message: 'Account deleted.' }));
    const { session, tokenStore, navigate } = sessionOver(api, validTokens());
    await session.start();

    await session.auth.deleteAccount();

    expect(tokenStore.get()).toBeNull();
    expect(session.auth.$auth.get().user).toBeNull();
    expect(snackbarTexts(session)).toEqual([{ type: 'success', text: 'Account deleted successfully. Redirecting...', key: 'auth.accountDeleted' }]);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('shows the failure, stays signed in and rejects', async () => {
    const api = fakeApi();
    api.on('GET', PROFILE_PATH, () => json(aUser()));
    api.on('DELETE', '/api/v1/auth/delete-account/', () => apiError(500, 'Server error. Please try again later.'));
    const { session, navigate } = sessionOver(api, validTokens());
    await session.start();

    await expect(session.auth.deleteAccount()).rejects.toBeInstanceOf(ApiError);

    expect(session.auth.$auth.get().user?.id).toBe('user-1');
    expect(snackbarTexts(session)).toEqual([{ type: 'error', text: 'Server error. Please try again later.', key: undefined }]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
