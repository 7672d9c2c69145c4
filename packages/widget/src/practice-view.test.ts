import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aConversation, aMessage, aPage, aUser, aVoiceCapabilities, apiError, fakeApi, json, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { defineTutorChat } from './tutor-chat-element.js';

beforeAll(() => {
  defineTutorChat();
});

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // A learner practising Spanish in conversation-1, whose tutor said "Hola, ¿qué tal?"; the server scores and speaks Spanish.
  api.on('GET', '/api/v1/auth/profile/', () => json(aUser()));
  api.on('GET', '/api/v1/conversations/{id}/', (_request, [id]) => json(aConversation({ id })));
  api.on('GET', '/api/v1/conversations/active/', () => json(aPage([aConversation()])));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([aMessage('m1', { sender: 'ai', message_text: 'Hola, ¿qué tal?' })])));
  api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities({ hears: ['es'], scores: ['es'], speaks: ['es'] })));
  api.on('GET', '/api/v1/usage/current/', () => apiError(404, 'Resource not found.'));
  api.on('GET', '/api/v1/review/stats/', () => json({ due_count: 0, reviewed_today: 0, retained_today: 0, total_cards: 0 }));
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount() {
  const element = document.createElement('tutor-chat');
  element.setAttribute('api-base', 'http://parla.test');
  element.setAttribute('locale', 'en');
  Object.assign(element, { tokenProvider: async () => validTokens() });
  document.body.append(element);
  const root = element.shadowRoot!;
  return { root, shadow: within(root as unknown as HTMLElement) };
}

/** Opens the conversation menu and chooses `item`. */
async function choose(shadow: ReturnType<typeof mount>['shadow'], item: string): Promise<void> {
  fireEvent.click(await shadow.findByRole('button', { name: 'Conversation options' }, { timeout: 5000 }));
  const entry = await shadow.findByRole('menuitem', { name: item }, { timeout: 5000 });
  await waitFor(() => expect(entry.getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.click(entry);
}

// The widget starts, loads its chat, the menu's and the practice's code: more than the default 5 s on a busy machine.
describe('practice in <tutor-chat>', { timeout: 30_000 }, () => {
  it('opens pronunciation practice from the conversation menu with the tutor’s latest message, and closes it with Escape', async () => {
    const { root, shadow } = mount();
    await shadow.findByText('Hola, ¿qué tal?', { selector: '.parla-message__text' }, { timeout: 5000 });

    await choose(shadow, 'Pronunciation practice');

    const dialog = await shadow.findByRole('dialog', { name: 'Pronunciation practice' }, { timeout: 5000 });
    expect(await within(dialog).findByText(/Hola, ¿qué tal\?/, {}, { timeout: 5000 })).toBeTruthy();
    expect(root.querySelector('.parla-practice-dialog')?.getAttribute('data-exercise')).toBe('pronunciation');

    // The focus is in the dialog (its trap's rule); Escape there closes it.
    await waitFor(() => expect(dialog.contains(root.activeElement)).toBe(true));
    fireEvent.keyDown(root.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(shadow.queryByRole('dialog', { name: 'Pronunciation practice' })).toBeNull());
  });

  it('opens a listening exercise from the same menu', async () => {
    const { root, shadow } = mount();
    await shadow.findByText('Hola, ¿qué tal?', { selector: '.parla-message__text' }, { timeout: 5000 });

    await choose(shadow, 'Listening exercise');

    expect(await shadow.findByRole('dialog', { name: 'Listening exercise' }, { timeout: 5000 })).toBeTruthy();
    expect(root.querySelector('.parla-practice-dialog')?.getAttribute('data-exercise')).toBe('listening');
  });
});
