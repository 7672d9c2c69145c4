import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aConversation, aPage, aUser, apiError, fakeApi, json, online, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import type { UsageCurrent, User } from '@parla/contract';
import { createEmbedSession } from './create-embed-session.js';
import type { EmbedEvent, EmbedEventMap, EmbedSession, EmbedSessionOptions } from './embed-types.js';

let api: FakeApi;
let embed: EmbedSession | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  api = fakeApi();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  embed?.destroy();
  embed = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An embed over the fake API (no retries, online) and the events it emitted. */
function mount(options: EmbedSessionOptions = {}, rendered = true) {
  const events: EmbedEvent[] = [];
  embed = createEmbedSession({ clientOptions: { fetch: api.fetch, retry: false }, connectivity: online, languages: ['en'], ...options });
  embed.subscribe((event) => events.push(event));
  // As a renderer does: the chat is on screen as soon as the view is the chat.
  const { $view, $conversationId, chatShown } = embed;
  const show = () => rendered && $view.get() === 'chat' && chatShown($conversationId.get()!);
  $view.subscribe(show);
  $conversationId.subscribe(show);
  const of = <Type extends keyof EmbedEventMap>(type: Type): Array<EmbedEventMap[Type]> =>
    events.filter((event) => event.type === type).map((event) => event.detail as EmbedEventMap[Type]);
  return { embed, events, of };
}

/** A learner whose terms are accepted, practising Spanish; `active` is their active conversation, if any. */
function learner(user: User = aUser(), active = [aConversation()]): void {
  api.on('GET', '/api/v1/auth/profile/', () => json(user));
  api.on('GET', '/api/v1/conversations/{id}/', (_request, [id]) => json(aConversation({ id })));
  api.on('GET', '/api/v1/conversations/active/', () => json(aPage(active)));
  api.on('POST', '/api/v1/conversations/', () => json(aConversation({ id: 'conversation-new' }), 201));
  api.on('GET', '/api/v1/usage/current/', () => apiError(404, 'Resource not found.'));
}

const tokenProvider = async () => validTokens();

describe('createEmbedSession: the token provider', () => {
  it('starts from the provider: tokens set, profile loaded, the view busy until the conversation is known', async () => {
    learner();
    const { embed, of } = mount({ tokenProvider, settings: { targetLanguage: 'es' } });
    expect(embed.$view.get()).toBe('busy');

    await embed.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(embed.$view.get()).toBe('chat');
    expect(embed.$conversationId.get()).toBe('conversation-1');
    expect(of('ready')).toEqual([{ conversationId: 'conversation-1', userId: aUser().id }]);
    expect(of('error')).toEqual([]);
  });

  it('gives up on a provider that never settles after the HTTP timeout (30 s): token_provider_timeout', async () => {
    const { embed, of } = mount({ tokenProvider: () => new Promise(() => undefined) });
    void embed.start();

    await vi.advanceTimersByTimeAsync(29_999);
    expect(embed.$view.get()).toBe('busy');
    expect(of('error')).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(embed.$view.get()).toBe('failed');
    expect(of('error')).toEqual([{ message: 'Network error. Please try again.', source: 'token-provider', code: 'token_provider_timeout' }]);
  });

  it('reports a failing provider with its message, and retry() asks it again', async () => {
    const provider = vi.fn(() => Promise.reject(new Error('Could not start a tutor session')));
    const { embed, of } = mount({ tokenProvider: provider });
    await embed.start();
    expect(embed.$view.get()).toBe('failed');
    expect(of('error')).toEqual([{ message: 'Could not start a tutor session', source: 'token-provider', code: 'token_provider_failed' }]);

    embed.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(provider).toHaveBeenCalledTimes(2);
  });

  it('a session the server refuses before it ever worked: asked once, not renewed, session_rejected', async () => {
    api.on('GET', '/api/v1/auth/profile/', () => apiError(401, 'Given token not valid for any token type', {}, 'token_not_valid'));
    api.on('POST', '/api/v1/auth/refresh/', () => apiError(401, 'Token is invalid or expired', {}, 'token_not_valid'));
    const provider = vi.fn(tokenProvider);
    const { embed, of } = mount({ tokenProvider: provider });

    await embed.start();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(provider).toHaveBeenCalledTimes(1);
    expect(of('session-expired')).toEqual([{ renewing: false }]);
    expect(of('error')).toEqual([{ message: 'Your session has expired. Please sign in again.', source: 'token-provider', code: 'session_rejected' }]);
    expect(embed.$view.get()).toBe('failed');
  });

  it('renews a session that worked at once, after 1 s and after 3 s, and gives up at the fourth expiry within a minute', async () => {
    // Saving the skill level the host gives is refused, and so is the refresh: every session expires as it starts.
    const preferences = { ...aUser().preferences, target_language: null } as unknown as User['preferences'];
    api.on('GET', '/api/v1/auth/profile/', () => json(aUser({ preferences })));
    api.on('PATCH', '/api/v1/auth/profile/', () => apiError(401, 'Token is invalid or expired', {}, 'token_not_valid'));
    api.on('POST', '/api/v1/auth/refresh/', () => apiError(401, 'Token is invalid or expired', {}, 'token_not_valid'));
    const calledAt: number[] = [];
    const provider = vi.fn(() => {
      calledAt.push(Date.now());
      return tokenProvider();
    });
    const { embed, of } = mount({ tokenProvider: provider, settings: { skillLevel: 'advanced' } });

    await embed.start();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(calledAt.map((time) => time - calledAt[0]!)).toEqual([0, 0, 1000, 4000]);
    expect(of('session-expired')).toEqual([{ renewing: true }, { renewing: true }, { renewing: true }, { renewing: false }]);
    expect(of('error').filter((error) => error.code)).toEqual([
      { message: 'Your session has expired. Please sign in again.', source: 'token-provider', code: 'session_rejected' },
    ]);
    expect(embed.$view.get()).toBe('failed');

    // A minute later, the learner's Try again starts afresh and may be renewed again.
    await vi.advanceTimersByTimeAsync(60_001);
    embed.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(of('session-expired').at(-1)).toEqual({ renewing: true });
  });
});

describe('createEmbedSession: the conversation', () => {
  it('creates one when the learner has no active one in the language and mode, and says ready for it', async () => {
    learner(aUser(), []);
    const { embed, of } = mount({ tokenProvider, settings: { targetLanguage: 'es', learningMode: 'grammar' } });
    await embed.start();
    await vi.advanceTimersByTimeAsync(0);

    const lookup = api.calls('GET', '/api/v1/conversations/active/')[0]!;
    expect([lookup.url.searchParams.get('target_language'), lookup.url.searchParams.get('learning_mode')]).toEqual(['es', 'grammar']);
    expect(api.calls('POST', '/api/v1/conversations/').map((request) => request.body)).toEqual([{ target_language: 'es', learning_mode: 'grammar' }]);
    expect(of('ready')).toEqual([{ conversationId: 'conversation-new', userId: aUser().id }]);
  });

  it('says ready only once the chat of the conversation is on screen', async () => {
    learner();
    const { embed, of } = mount({ tokenProvider, settings: { targetLanguage: 'es' } }, false);
    await embed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(embed.$view.get()).toBe('chat');
    expect(of('ready')).toEqual([]);

    embed.chatShown('conversation-1');
    embed.chatShown('conversation-1');
    expect(of('ready')).toEqual([{ conversationId: 'conversation-1', userId: aUser().id }]);
  });

  it('a given id that is not the learner’s: conversation_not_found, never ready; a new conversation is then ready', async () => {
    learner();
    api.on('GET', '/api/v1/conversations/{id}/', () => apiError(404, 'Resource not found.', {}, 'not_found'));
    const { embed, of } = mount({ tokenProvider, settings: { targetLanguage: 'es', conversationId: 'someone-elses' } });
    await embed.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(embed.$view.get()).toBe('conversation-not-found');
    expect(of('error')).toEqual([{ message: 'Resource not found.', source: 'chat', code: 'conversation_not_found', conversationId: 'someone-elses' }]);
    expect(of('ready')).toEqual([]);

    embed.startNewConversation();
    await vi.advanceTimersByTimeAsync(0);
    expect(embed.$view.get()).toBe('chat');
    expect(of('ready')).toEqual([{ conversationId: 'conversation-new', userId: aUser().id }]);
  });

  it('a lookup that failed offline runs again once the connection is back', async () => {
    learner();
    let answer = (): Response | Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
    api.on('GET', '/api/v1/conversations/active/', () => answer());
    let setOnline: (online: boolean) => void = () => undefined;
    const { embed, of } = mount({
      tokenProvider,
      settings: { targetLanguage: 'es' },
      connectivity: { isOnline: () => true, subscribe: (listener) => ((setOnline = listener), () => undefined) },
    });
    await embed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(embed.$view.get()).toBe('failed');
    expect(of('error').map((error) => error.code)).toEqual(['start_failed']);

    answer = () => json(aPage([aConversation()]));
    setOnline(false);
    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(embed.$view.get()).toBe('chat');
    expect(of('ready')).toHaveLength(1);
  });

  it('opens a given conversation of the learner’s once it is checked, and the active one when the id is removed', async () => {
    learner();
    const { embed, of } = mount({ tokenProvider, settings: { targetLanguage: 'es', conversationId: 'conversation-7' } });
    await embed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(of('ready').map((ready) => ready.conversationId)).toEqual(['conversation-7']);

    embed.configure({ targetLanguage: 'es' });
    await vi.advanceTimersByTimeAsync(0);
    expect(of('ready').map((ready) => ready.conversationId)).toEqual(['conversation-7', 'conversation-1']);
  });
});

describe('createEmbedSession: settings, preferences and the host page’s events', () => {
  it('saves the learner’s preferences the host gives once they differ, and not again', async () => {
    learner();
    api.on('PATCH', '/api/v1/auth/profile/', (request) =>
      json(aUser({ preferences: { ...aUser().preferences, ...(request.body as { preferences: object }).preferences } })),
    );
    const { embed } = mount({ tokenProvider, settings: { targetLanguage: 'es', skillLevel: 'advanced', voice: aUser().preferences.voice_preference } });
    await embed.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(api.calls('PATCH', '/api/v1/auth/profile/').map((request) => request.body)).toEqual([{ preferences: { skill_level: 'advanced' } }]);
    expect(embed.session.profile.$preferences.get()?.skill_level).toBe('advanced');

    embed.configure({ targetLanguage: 'es', skillLevel: 'advanced', learningMode: 'grammar' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls('PATCH', '/api/v1/auth/profile/')).toHaveLength(1);
  });

  it('pins the theme and language to the settings (light, the browser’s), never the learner’s saved ones', async () => {
    learner(aUser({ preferences: { ...aUser().preferences, theme: 'dark', ui_language: 'es' } }));
    const { embed } = mount({ tokenProvider, languages: ['fr-CA'], settings: { theme: 'dark', locale: 'de-AT' } });
    expect([embed.session.theme.$theme.get(), embed.session.locale.$locale.get()]).toEqual(['dark', 'de']);

    embed.configure({});
    expect([embed.session.theme.$theme.get(), embed.session.locale.$locale.get()]).toEqual(['light', 'fr']);
    await embed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect([embed.session.theme.$theme.get(), embed.session.locale.$locale.get()]).toEqual(['light', 'fr']);
  });

  it('an error snackbar is one error event; a quota at its warning level one quota-warning per counter', async () => {
    learner();
    const { embed, of } = mount({ tokenProvider });
    embed.session.snackbar.notify({ type: 'error', text: 'Something failed.' });
    embed.session.snackbar.notify({ type: 'success', text: 'Saved.' });
    expect(of('error')).toEqual([{ message: 'Something failed.', source: 'chat', code: undefined }]);

    const usage: UsageCurrent = {
      tier: 'free',
      daily: { messages: { used: 1, limit: 50 }, voiceRequests: { used: 40, limit: 50 }, aiCalls: { used: 1, limit: 100 } },
      monthly: { totalRequests: { used: 2, limit: 1000 }, premiumFeatures: { used: 0, limit: 0 } },
      daily_resets_at: '2025-03-15T00:00:00.000Z',
      monthly_resets_at: '2025-04-01T00:00:00.000Z',
    };
    embed.session.quota.sync(usage);
    embed.session.quota.sync(usage);
    expect(of('quota-warning')).toEqual([{ counter: 'daily.voiceRequests', used: 40, limit: 50, fraction: 0.8 }]);
  });

  it('after the terms are declined (signed out without them) the view says so, and startAgain() asks the provider again', async () => {
    learner(aUser({ terms_accepted: false }));
    api.on('POST', '/api/v1/auth/logout/', () => json({}));
    const provider = vi.fn(tokenProvider);
    const { embed } = mount({ tokenProvider: provider, settings: { targetLanguage: 'es' } });
    await embed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(embed.session.terms.$termsDialog.get().open).toBe(true);

    await embed.session.auth.logout();
    await vi.advanceTimersByTimeAsync(0);
    expect(embed.$view.get()).toBe('terms-declined');

    embed.startAgain();
    await vi.advanceTimersByTimeAsync(0);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(embed.$view.get()).toBe('busy');
  });

  it('without a token provider, nobody signed in: the sign-in view', () => {
    const { embed } = mount();
    expect(embed.$view.get()).toBe('sign-in');
  });

  it('replied() is a message event for the reply’s conversation', () => {
    const { embed, of } = mount();
    const reply = { id: 'm1', conversation_id: 'c1', sender: 'ai' } as never;
    embed.replied(reply);
    expect(of('message')).toEqual([{ conversationId: 'c1', message: reply }]);
  });
});
