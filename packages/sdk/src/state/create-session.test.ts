import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@parla/contract/constants';
import { memoryStorage } from '../ports.js';
import type { Connectivity } from '../ports.js';
import { memoryTokenStore } from '../tokens/memory-token-store.js';
import { createSession } from './create-session.js';
import { aConversation, aMessage, aPage, aUser, apiError, fakeApi, json, online, testClient, validTokens } from '@parla/test-utils';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Connectivity a test switches: online at first; `setOnline` tells the session's listener. */
function switchableConnectivity(): { connectivity: Connectivity; setOnline: (online: boolean) => void } {
  let listener: (online: boolean) => void = () => undefined;
  const connectivity: Connectivity = {
    isOnline: () => true,
    subscribe(next) {
      listener = next;
      return () => undefined;
    },
  };
  return { connectivity, setOnline: (online) => listener(online) };
}

describe('createSession', () => {
  it('assembles every namespace around one client', () => {
    const { client } = testClient(fakeApi());
    const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: ['es-MX'] });

    expect(session.client).toBe(client);
    expect(session.locale.$locale.get()).toBe('es');
    expect(session.theme.$theme.get()).toBe('light');
    expect(session.connection.$online.get()).toBe(true);
    expect(session.retry.$retryStatus.get()).toBeNull();
    expect(session.rateLimits.$rateLimits.get().message_send?.limit).toBe(15);
    expect(session.quota.snapshot().tier).toBe('free');
    expect(session.auth.$auth.get()).toEqual({ isAuthenticated: false, hasValidToken: false, user: null, showTermsDialog: false });
    session.destroy();
  });

  it('starts from the stored theme and locale', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.theme, 'auto');
    storage.setItem(STORAGE_KEYS.locale, 'uk');
    const session = createSession({ client: testClient(fakeApi()).client, storage, connectivity: online, languages: ['fr'], prefersDark: { matches: () => true, subscribe: () => () => undefined } });

    expect(session.theme.$resolvedTheme.get()).toBe('dark');
    expect(session.locale.$locale.get()).toBe('uk');
    session.destroy();
  });

  it('follows the connectivity port', () => {
    const { connectivity, setOnline } = switchableConnectivity();
    const session = createSession({ client: testClient(fakeApi()).client, storage: memoryStorage(), connectivity, languages: [] });
    const seen: boolean[] = [];
    const unsubscribe = session.connection.$online.subscribe((online) => seen.push(online));

    setOnline(false);

    expect(seen).toEqual([true, false]);
    unsubscribe();
    session.destroy();
  });
});

describe('when the session makes its own client', () => {
  it('sends the learner to /login when the refresh is refused', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/auth/profile/', () => apiError(401, 'Token expired.', {}, 'token_expired'));
    api.on('POST', '/api/v1/auth/refresh/', () => apiError(401, 'Token invalid.', {}, 'token_invalid'));
    const navigate = vi.fn<(path: string) => void>();
    const onSessionExpired = vi.fn();
    const tokenStore = memoryTokenStore(validTokens());
    const session = createSession({
      clientOptions: { fetch: api.fetch, tokenStore, retry: false, onSessionExpired },
      storage: memoryStorage(),
      connectivity: online,
      navigate,
      languages: [],
      logger: { error: vi.fn(), info: vi.fn() },
    });

    await session.start();

    expect(navigate).toHaveBeenCalledWith('/login');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
    expect(session.auth.$auth.get().isAuthenticated).toBe(false);
    session.destroy();
  });
});

describe('a theme or language chosen outside the preferences', () => {
  async function signedIn() {
    const api = fakeApi();
    const user = aUser();
    let stored = user;
    api.on('GET', '/api/v1/auth/profile/', () => json(stored));
    api.on('PATCH', '/api/v1/auth/profile/', (request) => {
      const changes = (request.body as { preferences: object }).preferences;
      stored = { ...stored, preferences: { ...stored.preferences, ...changes } };
      return json(stored);
    });
    const { client } = testClient(api, { tokens: validTokens() });
    const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [] });
    await session.profile.load();
    return { api, session, user };
  }

  it('is saved to them quietly while signed in, so the next visit keeps it', async () => {
    const { api, session } = await signedIn();

    session.theme.cycleTheme();
    session.locale.setLocale('de');

    await vi.waitFor(() => expect(api.calls('PATCH', '/api/v1/auth/profile/')).toHaveLength(2));
    expect(api.calls('PATCH', '/api/v1/auth/profile/').map((call) => call.body)).toEqual([{ preferences: { theme: 'dark' } }, { preferences: { ui_language: 'de' } }]);
    await vi.waitFor(() => expect(session.profile.$preferences.get()).toMatchObject({ theme: 'dark', ui_language: 'de' }));
    expect(session.snackbar.$currentSnackbar.get()).toBeNull();
    session.destroy();
  });

  it('chosen before the saved preferences arrived (a slow first load), stays chosen and is saved when they do', async () => {
    const api = fakeApi();
    let stored = aUser();
    api.on('GET', '/api/v1/auth/profile/', () => json(stored));
    api.on('PATCH', '/api/v1/auth/profile/', (request) => {
      stored = { ...stored, preferences: { ...stored.preferences, ...(request.body as { preferences: object }).preferences } };
      return json(stored);
    });
    const session = createSession({ client: testClient(api, { tokens: validTokens() }).client, storage: memoryStorage(), connectivity: online, languages: [] });
    expect(session.auth.$auth.get().isAuthenticated).toBe(true);

    session.locale.setLocale('de');
    await session.profile.load();

    expect(session.locale.$locale.get()).toBe('de');
    await vi.waitFor(() => expect(api.calls('PATCH', '/api/v1/auth/profile/').map((call) => call.body)).toEqual([{ preferences: { ui_language: 'de' } }]));
    await vi.waitFor(() => expect(session.profile.$preferences.get()?.ui_language).toBe('de'));
    expect(session.locale.$locale.get()).toBe('de');
    session.destroy();
  });

  it('is not saved when it only follows the saved preferences, nor when signed out', async () => {
    const { api, session, user } = await signedIn();
    expect(session.theme.$theme.get()).toBe(user.preferences.theme);

    await session.profile.updatePreferences({ theme: 'dark' });
    expect(session.theme.$theme.get()).toBe('dark');
    expect(api.calls('PATCH', '/api/v1/auth/profile/')).toHaveLength(1);

    const anonymous = createSession({ client: testClient(api).client, storage: memoryStorage(), connectivity: online, languages: [] });
    anonymous.theme.cycleTheme();
    expect(api.calls('PATCH', '/api/v1/auth/profile/')).toHaveLength(1);
    anonymous.destroy();
    session.destroy();
  });

  it('stays chosen when it cannot be saved (offline): no rollback, no toast, only logged', async () => {
    const { api, session } = await signedIn();
    api.on('PATCH', '/api/v1/auth/profile/', () => Promise.reject(new TypeError('Failed to fetch')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    session.theme.cycleTheme();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Saving the theme preference failed; it stays chosen on this device'));

    expect(session.theme.$theme.get()).toBe('dark');
    expect(session.profile.$preferences.get()?.theme).toBe('light');
    expect(session.snackbar.$currentSnackbar.get()).toBeNull();
    logged.mockRestore();
    session.destroy();
  });

  it('is never saved by a session told not to (an embed setting them from its host page)', async () => {
    const { api, session } = await signedIn();
    session.destroy();
    const { client } = testClient(api, { tokens: validTokens() });
    const embedded = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [], saveThemeAndLanguage: false });
    await embedded.profile.load();

    embedded.theme.setTheme('dark');
    embedded.locale.setLocale('fr');
    await vi.advanceTimersByTimeAsync(10);

    expect(api.calls('PATCH', '/api/v1/auth/profile/')).toHaveLength(0);
    embedded.destroy();
  });
});

describe('the chats of a session', () => {
  it('use the session’s client and are reset on logout', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/auth/profile/', () => json(aUser()));
    api.on('POST', '/api/v1/auth/logout/', () => json({ message: 'Logged out.' }));
    api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
    api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: 'Hola', suggestions: ['Hola'] }));
    const { client } = testClient(api, { tokens: validTokens() });
    const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [] });
    const chat = session.createChat({ conversationId: 'conversation-1' });
    await vi.waitFor(() => expect(chat.$suggestions.get()).toEqual(['Hola']));

    await session.auth.logout();

    expect(chat.$conversation.get()).toBeNull();
    expect(chat.$suggestions.get()).toEqual([]);
    session.destroy();
  });

  it('tell the session’s capabilities which pair the server refuses to translate as never possible here, so no chat offers that pair again', async () => {
    const api = fakeApi();
    api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation()));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([aMessage('m1')])));
    api.on('GET', '/api/v1/conversations/{id}/welcome/', () => json({ conversation_id: 'conversation-1', message_text: 'Hola', suggestions: [] }));
    api.on('POST', '/api/v1/chat/translate/', () => apiError(501, 'Translation needs a language model; none is configured on this server.', {}, 'engine_not_configured'));
    const { client } = testClient(api, { tokens: validTokens() });
    const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [] });
    const chat = session.createChat({ conversationId: 'conversation-1' });
    await vi.waitFor(() => expect(chat.$messages.get()).toHaveLength(1));
    expect(session.capabilities.$translation.get()).toBe('unknown');
    const source = chat.$conversation.get()?.target_language ?? '';

    await chat.translate('m1', 'en');

    expect(session.capabilities.translates(source, 'en')).toBe('unavailable');
    expect(session.capabilities.translates(source, 'fr')).toBe('unknown');
    expect(session.capabilities.$translation.get()).toBe('unknown');
    session.destroy();
  });
});

describe('a chat whose conversation could not be loaded without a connection', () => {
  function sessionWithFlakyNetwork() {
    const { connectivity, setOnline } = switchableConnectivity();
    const api = fakeApi();
    let networkUp = false;
    const fetch: typeof globalThis.fetch = (input, init) => (networkUp ? api.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')));
    api.on('GET', '/api/v1/conversations/{id}/', (_, [id]) => json(aConversation({ id })));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
    api.on('GET', '/api/v1/conversations/{id}/welcome/', (_, [id]) => json({ conversation_id: id, message_text: 'Hola', suggestions: [] }));
    const { client } = testClient(api, { tokens: validTokens(), fetch });
    const session = createSession({ client, storage: memoryStorage(), connectivity, languages: [] });
    return { api, session, goOnline: (up: boolean) => ((networkUp = up), setOnline(up)) };
  }

  it('loads it again once the connection is back', async () => {
    const { session, goOnline } = sessionWithFlakyNetwork();
    const chat = session.createChat({ conversationId: 'conversation-1' });
    await vi.waitFor(() => expect(chat.$error.get()?.kind).toBe('network'));
    expect(chat.$conversation.get()).toBeNull();

    goOnline(false);
    goOnline(true);

    await vi.waitFor(() => expect(chat.$conversation.get()?.id).toBe('conversation-1'));
    expect(chat.$status.get()).toBe('idle');
    expect(chat.$error.get()).toBeNull();
    session.destroy();
  });

  it('loads the history list again too', async () => {
    const { api, session, goOnline } = sessionWithFlakyNetwork();
    api.on('GET', '/api/v1/conversations/history/', () => json(aPage([aConversation({ id: 'conversation-1' })])));
    expect(await session.history.load()).toBe(false);

    goOnline(false);
    goOnline(true);

    await vi.waitFor(() => expect(session.history.$conversations.get().map((conversation) => conversation.id)).toEqual(['conversation-1']));
    session.destroy();
  });

  it('leaves a conversation that does not exist alone when the connection comes back', async () => {
    const { api, session, goOnline } = sessionWithFlakyNetwork();
    goOnline(true);
    api.on('GET', '/api/v1/conversations/{id}/', () => apiError(404, 'Resource not found.', {}, 'not_found'));
    const chat = session.createChat({ conversationId: 'conversation-9' });
    await vi.waitFor(() => expect(chat.$error.get()?.status).toBe(404));
    const loads = api.calls('GET', '/api/v1/conversations/{id}/').length;

    goOnline(false);
    goOnline(true);
    await Promise.resolve();

    expect(api.calls('GET', '/api/v1/conversations/{id}/')).toHaveLength(loads);
    expect(await chat.reconnected()).toBe(false);
    session.destroy();
  });
});

describe('a conversation deleted from the history', () => {
  function sessionWithTwoChats() {
    const api = fakeApi();
    api.on('GET', '/api/v1/conversations/{id}/', (_, [id]) => json(aConversation({ id })));
    api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
    api.on('GET', '/api/v1/conversations/{id}/welcome/', (_, [id]) => json({ conversation_id: id, message_text: 'Hola', suggestions: [] }));
    api.on('DELETE', '/api/v1/conversations/{id}/', () => new Response(null, { status: 204 }));
    const { client } = testClient(api, { tokens: validTokens() });
    const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [] });
    return { api, session, deleted: session.createChat({ conversationId: 'conversation-1' }), other: session.createChat({ conversationId: 'conversation-2' }) };
  }

  it('is closed in the chat that shows it, which says why; other chats keep theirs', async () => {
    const { session, deleted, other } = sessionWithTwoChats();
    await vi.waitFor(() => expect([deleted.$conversation.get()?.id, other.$conversation.get()?.id]).toEqual(['conversation-1', 'conversation-2']));

    expect(await session.history.remove('conversation-1')).toBe(true);

    expect(deleted.$conversation.get()).toBeNull();
    expect(deleted.$status.get()).toBe('error');
    expect(deleted.$error.get()).toMatchObject({ status: 404, code: 'conversation_deleted', message: 'This conversation was deleted.' });
    expect(other.$conversation.get()?.id).toBe('conversation-2');
    expect(other.$error.get()).toBeNull();
    session.destroy();
  });

  it('stays open when the server refused to delete it', async () => {
    const { api, session, deleted } = sessionWithTwoChats();
    api.on('DELETE', '/api/v1/conversations/{id}/', () => apiError(403, 'Access denied. You do not have permission.', {}, 'forbidden'));
    await vi.waitFor(() => expect(deleted.$conversation.get()?.id).toBe('conversation-1'));

    expect(await session.history.remove('conversation-1')).toBe(false);

    expect(deleted.$conversation.get()?.id).toBe('conversation-1');
    expect(deleted.$error.get()).toBeNull();
    session.destroy();
  });
});

describe('when the session is destroyed', () => {
  it('stops following the tokens', () => {
    const { client, tokens } = testClient(fakeApi());
    const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [] });

    session.destroy();
    tokens.set(validTokens());

    expect(session.auth.$auth.get().isAuthenticated).toBe(false);
  });

  it('stops the snackbar timer', () => {
    const session = createSession({ client: testClient(fakeApi()).client, storage: memoryStorage(), connectivity: online, languages: [] });
    session.snackbar.notify({ text: 'Hello' });

    session.destroy();
    vi.advanceTimersByTime(10_000);

    expect(session.snackbar.$snackbars.get()).toHaveLength(1);
  });
});
