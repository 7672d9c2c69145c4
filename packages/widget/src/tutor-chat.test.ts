import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aConversation, aPage, aUser, aVoiceCapabilities, apiError, fakeApi, json, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import type { User } from '@parla/sdk';
import type { TutorChatErrorDetail, TutorChatSessionExpiredDetail } from './public-types.js';
import { defineTutorChat } from './tutor-chat-element.js';

/** Where the fake API answers (the element's `api-base`). */
const API_BASE = 'http://parla.test';

beforeAll(() => {
  defineTutorChat();
});

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  // The SDK logs what it only logs (a profile that could not be loaded) to the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A `<tutor-chat>` on the page with these attributes and properties, and the events it dispatched. */
function mount(attributes: Record<string, string>, properties: Record<string, unknown> = {}) {
  const element = document.createElement('tutor-chat');
  element.setAttribute('api-base', API_BASE);
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, value);
  }
  Object.assign(element, properties);
  const errors: TutorChatErrorDetail[] = [];
  const expiries: TutorChatSessionExpiredDetail[] = [];
  const ready: string[] = [];
  element.addEventListener('tutor-chat:error', (event) => errors.push((event as CustomEvent<TutorChatErrorDetail>).detail));
  element.addEventListener('tutor-chat:session-expired', (event) => expiries.push((event as CustomEvent<TutorChatSessionExpiredDetail>).detail));
  element.addEventListener('tutor-chat:ready', (event) => ready.push((event as CustomEvent<{ conversationId: string }>).detail.conversationId));
  document.body.append(element);
  const root = element.shadowRoot!;
  return { element, errors, expiries, ready, root, shadow: within(root as unknown as HTMLElement) };
}

/** Lets the widget go on for `ms` milliseconds. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Fake timers for `setTimeout` and `Date` that also run on their own, so the widget and Testing Library go on. */
function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
}

/** A learner whose terms are accepted and who practises Spanish in conversation-1 (the server's active one). */
function learnerWithConversation(user: User = aUser()): void {
  api.on('GET', '/api/v1/auth/profile/', () => json(user));
  api.on('GET', '/api/v1/conversations/{id}/', (_request, [id]) => json(aConversation({ id })));
  // Later routes win: this one before the {id} above.
  api.on('GET', '/api/v1/conversations/active/', () => json(aPage([aConversation()])));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', (_request, [id]) => json({ conversation_id: id, message_text: 'Hola', suggestions: [] }));
  api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities({ hears: ['es'] })));
  api.on('GET', '/api/v1/usage/current/', () => apiError(404, 'Resource not found.'));
}

const tokenProvider = async () => validTokens();

describe('when the server refuses the session the token provider gives', () => {
  beforeEach(() => {
    // Tokens of another server (or a bad signature): every call is refused, and so is their refresh.
    api.on('GET', '/api/v1/auth/profile/', () => apiError(401, 'Given token not valid for any token type', {}, 'token_not_valid'));
    api.on('POST', '/api/v1/auth/refresh/', () => apiError(401, 'Token is invalid or expired', {}, 'token_not_valid'));
  });

  it('asks the provider once, says the tutor could not be started with Try again, and reports session_rejected once', async () => {
    const provider = vi.fn(tokenProvider);
    const { errors, expiries, shadow } = mount({ locale: 'en' }, { tokenProvider: provider });

    await waitFor(() => expect(shadow.getByRole('alert').textContent).toBe('The tutor could not be started.'));
    await pause(300);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(api.calls('POST', '/api/v1/auth/refresh/')).toHaveLength(1);
    expect(errors).toEqual([{ message: 'Your session has expired. Please sign in again.', source: 'token-provider', code: 'session_rejected' }]);
    expect(expiries).toEqual([{ renewing: false }]);
    // The learner cannot sign in here: the session-expired snackbar would only confuse them.
    expect(shadow.queryByText('Your session has expired. Please sign in again.')).toBeNull();
    expect(shadow.queryByText('…')).toBeNull();

    shadow.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(errors).toHaveLength(2));
    await pause(300);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(shadow.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('treats a token string that is no token at all the same way', async () => {
    const provider = vi.fn(async () => 'not-a-token');
    const { errors, shadow } = mount({ locale: 'en' }, { tokenProvider: provider });

    await waitFor(() => expect(shadow.getByRole('button', { name: 'Try again' })).toBeTruthy());
    await pause(300);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(errors.map((error) => [error.code, error.source])).toEqual([['session_rejected', 'token-provider']]);
  });
});

describe('when sessions that worked keep expiring', () => {
  // It waits up to 10 s for the four expiries: the test's own limit must be longer than that.
  it('renews at once, then backing off, and after the third renewal within a minute gives up with session_rejected', { timeout: 30_000 }, async () => {
    fakeClock();
    // The learner's profile loads, but saving the skill level the partner gives is refused, and so is the refresh.
    // No target language either: the widget waits on "…", looking up no conversation.
    const preferences = { ...aUser().preferences, target_language: null } as unknown as User['preferences'];
    api.on('GET', '/api/v1/auth/profile/', () => json(aUser({ preferences })));
    api.on('PATCH', '/api/v1/auth/profile/', () => apiError(401, 'Token is invalid or expired', {}, 'token_not_valid'));
    api.on('POST', '/api/v1/auth/refresh/', () => apiError(401, 'Token is invalid or expired', {}, 'token_not_valid'));
    const calledAt: number[] = [];
    const provider = vi.fn(() => {
      calledAt.push(Date.now());
      return tokenProvider();
    });
    const { errors, expiries, shadow } = mount({ locale: 'en', 'skill-level': 'advanced' }, { tokenProvider: provider });

    await waitFor(() => expect(expiries).toHaveLength(4), { timeout: 10_000 });
    await waitFor(() => expect(shadow.getByRole('button', { name: 'Try again' })).toBeTruthy());
    await vi.advanceTimersByTimeAsync(10_000);

    expect(provider).toHaveBeenCalledTimes(4);
    // The first renewal at once, the second after a second, the third after three.
    const [first, ...renewals] = calledAt.map((time) => time - calledAt[0]!);
    expect(first).toBe(0);
    expect(renewals[0]).toBeLessThan(500);
    expect(renewals[1]! - renewals[0]!).toBeGreaterThanOrEqual(1000);
    expect(renewals[2]! - renewals[1]!).toBeGreaterThanOrEqual(3000);
    expect(expiries).toEqual([{ renewing: true }, { renewing: true }, { renewing: true }, { renewing: false }]);
    expect(errors.filter((error) => error.code)).toEqual([
      { message: 'Your session has expired. Please sign in again.', source: 'token-provider', code: 'session_rejected' },
    ]);
  });
});

describe('failures the learner is told about fire tutor-chat:error once, with the message and a code', () => {
  it('the API cannot be reached: start_failed with the §8 network message', async () => {
    fakeClock();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { errors, shadow } = mount({ locale: 'en' }, { tokenProvider });
    await waitFor(() => expect(shadow.getByText('…')).toBeTruthy());

    // Three retries (1, 2 and 4 s at most) before the widget gives up.
    await vi.advanceTimersByTimeAsync(8000);
    await waitFor(() => expect(shadow.getByText('The tutor could not be started.')).toBeTruthy());
    expect(errors).toEqual([{ message: 'Network error. Please try again.', source: 'chat', code: 'start_failed' }]);
  });

  it('the token provider fails: token_provider_failed with its message', async () => {
    const { errors, shadow } = mount({ locale: 'en' }, { tokenProvider: () => Promise.reject(new Error('Could not start a tutor session')) });

    await waitFor(() => expect(shadow.getByRole('button', { name: 'Try again' })).toBeTruthy());
    expect(errors).toEqual([{ message: 'Could not start a tutor session', source: 'token-provider', code: 'token_provider_failed' }]);
  });

  it('a message sent offline: send_failed with “No internet connection…”, as the chat shows it', async () => {
    learnerWithConversation();
    const { errors, ready, shadow } = mount({ locale: 'en', 'target-language': 'es' }, { tokenProvider });
    await waitFor(() => expect(ready).toEqual(['conversation-1']));
    const input = await waitFor(() => shadow.getByRole('textbox', { name: 'Your message' }));

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    fireEvent.input(input, { target: { value: 'Hola' } });
    fireEvent.click(shadow.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(errors).toEqual([{ message: 'No internet connection. Please check your network.', source: 'chat', code: 'send_failed' }]));
    expect(shadow.getAllByText('No internet connection. Please check your network.').length).toBeGreaterThan(0);
    await pause(300);
    expect(errors).toHaveLength(1);
  });

  it('no microphone: voice_failed with “No microphone was found.”', async () => {
    learnerWithConversation();
    vi.stubGlobal('AudioContext', class {});
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    const { errors, ready, shadow } = mount({ locale: 'en', 'target-language': 'es' }, { tokenProvider });
    await waitFor(() => expect(ready).toHaveLength(1));

    (await waitFor(() => shadow.getByRole('button', { name: 'Record a voice message' }))).click();

    await waitFor(() => expect(errors).toEqual([{ message: 'No microphone was found.', source: 'chat', code: 'voice_failed' }]), { timeout: 5000 });
    expect(getUserMedia).toHaveBeenCalled();
  });
});

describe('a token provider that never settles', () => {
  it('is given up after the HTTP timeout of 30 s: the failed state with Try again, and token_provider_timeout', async () => {
    fakeClock();
    const { errors, shadow } = mount({ locale: 'en' }, { tokenProvider: () => new Promise(() => undefined) });
    await waitFor(() => expect(shadow.getByText('…')).toBeTruthy());

    await vi.advanceTimersByTimeAsync(29_000);
    expect(shadow.getByText('…')).toBeTruthy();
    expect(errors).toEqual([]);

    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(shadow.getByRole('button', { name: 'Try again' })).toBeTruthy());
    expect(errors).toEqual([{ message: 'Network error. Please try again.', source: 'token-provider', code: 'token_provider_timeout' }]);
  });
});

describe('an attribute with a value outside its documented set', () => {
  it('is ignored: its default applies, a warning names the allowed values once, and invalid_attribute is reported', async () => {
    learnerWithConversation();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element, errors, ready, shadow } = mount({ locale: 'en', 'target-language': 'es', 'learning-mode': 'dancing' }, { tokenProvider });

    await waitFor(() => expect(ready).toEqual(['conversation-1']));
    expect(shadow.queryByText('The tutor could not be started.')).toBeNull();
    const lookup = api.calls('GET', '/api/v1/conversations/active/')[0]!;
    expect(lookup.url.searchParams.get('learning_mode')).toBe('free_conversation');
    const warning =
      '<tutor-chat>: learning-mode="dancing" is not one of translation, grammar, vocabulary, roleplay, free_conversation, storytelling, cultural_context, idioms, slang; its default applies.';
    expect(warn.mock.calls).toEqual([[warning]]);
    expect(errors).toEqual([{ message: warning, source: 'attribute', code: 'invalid_attribute' }]);

    // Changes elsewhere do not warn again; another invalid value does.
    element.setAttribute('theme', 'dark');
    element.setAttribute('skill-level', 'expert');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls[1]![0]).toBe('<tutor-chat>: skill-level="expert" is not one of beginner, intermediate, advanced; its default applies.');
    await pause(100);
    expect(api.calls('PATCH', '/api/v1/auth/profile/')).toEqual([]);
    expect(errors.map((error) => error.code)).toEqual(['invalid_attribute', 'invalid_attribute']);
  });

  it('a locale or theme outside its set keeps the default language and light theme', async () => {
    learnerWithConversation();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { errors, root } = mount({ locale: 'klingon', theme: 'neon' }, { tokenProvider });

    await waitFor(() => expect(root.querySelector('.parla-root')?.getAttribute('data-theme')).toBe('light'));
    expect(root.querySelector('.parla-root')?.getAttribute('lang')).toBe('en');
    expect(errors.map((error) => error.message.split('=')[0])).toEqual(['<tutor-chat>: locale', '<tutor-chat>: theme']);
  });
});

describe('removing an attribute, or setting its property to undefined, null or an empty string', () => {
  it('gives the theme and the locale their defaults back (light; the browser’s language)', async () => {
    learnerWithConversation(aUser({ preferences: { ...aUser().preferences, theme: 'dark', ui_language: 'es' } }));
    const { element, ready, root } = mount({ locale: 'de', theme: 'dark', 'target-language': 'es' }, { tokenProvider });
    const parlaRoot = () => root.querySelector('.parla-root');
    await waitFor(() => expect(ready).toHaveLength(1));
    expect(parlaRoot()?.getAttribute('data-theme')).toBe('dark');
    expect(parlaRoot()?.getAttribute('lang')).toBe('de');

    element.removeAttribute('theme');
    element.removeAttribute('locale');
    // Not the learner's saved dark theme and Spanish: the widget's defaults.
    await waitFor(() => expect(parlaRoot()?.getAttribute('data-theme')).toBe('light'));
    await waitFor(() => expect(parlaRoot()?.getAttribute('lang')).toBe('en'));

    for (const empty of [undefined, null, '']) {
      Object.assign(element, { theme: 'dark' });
      await waitFor(() => expect(parlaRoot()?.getAttribute('data-theme')).toBe('dark'));
      Object.assign(element, { theme: empty });
      await waitFor(() => expect(parlaRoot()?.getAttribute('data-theme')).toBe('light'));
    }
  });

  it('conversation-id removed: the learner’s active conversation opens again', async () => {
    learnerWithConversation();
    const { element, ready } = mount({ locale: 'en', 'target-language': 'es', 'conversation-id': 'conversation-7' }, { tokenProvider });
    await waitFor(() => expect(ready).toEqual(['conversation-7']));

    element.removeAttribute('conversation-id');
    await waitFor(() => expect(ready).toEqual(['conversation-7', 'conversation-1']));
  });
});

describe('without a locale attribute', () => {
  it('speaks the browser’s language, not the interface language of the learner’s profile', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    learnerWithConversation(aUser({ preferences: { ...aUser().preferences, ui_language: 'en' } }));
    const { ready, root } = mount({ 'target-language': 'es' }, { tokenProvider });

    await waitFor(() => expect(ready).toHaveLength(1));
    await waitFor(() => expect(root.querySelector('.parla-root')?.getAttribute('lang')).toBe('fr'));
    await pause(100);
    expect(root.querySelector('.parla-root')?.getAttribute('lang')).toBe('fr');
  });
});
