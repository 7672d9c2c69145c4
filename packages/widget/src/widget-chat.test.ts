import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aConversation, aDueCard, aPage, aUser, aVoiceCapabilities, apiError, fakeApi, json, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { defineTutorChat } from './tutor-chat-element.js';

beforeAll(() => {
  defineTutorChat();
});

let api: FakeApi;
/** The cards due on the fake server; grading one takes it off. */
let due: string[];

beforeEach(() => {
  api = fakeApi();
  due = ['c1'];
  vi.stubGlobal('fetch', api.fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // A learner practising Spanish in conversation-1, with one recognise card due.
  api.on('GET', '/api/v1/auth/profile/', () => json(aUser()));
  api.on('GET', '/api/v1/conversations/{id}/', (_request, [id]) => json(aConversation({ id })));
  api.on('GET', '/api/v1/conversations/active/', () => json(aPage([aConversation()])));
  api.on('GET', '/api/v1/conversations/{id}/messages/', () => json(aPage([])));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', (_request, [id]) => json({ conversation_id: id, message_text: 'Hola', suggestions: [] }));
  api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities({ hears: ['es'] })));
  api.on('GET', '/api/v1/usage/current/', () => apiError(404, 'Resource not found.'));
  api.on('GET', '/api/v1/review/stats/', () => json({ due_count: due.length, reviewed_today: 1 - due.length, retained_today: 0, total_cards: 1 }));
  api.on('GET', '/api/v1/review/due/', () => json({ results: due.map((id) => aDueCard(id)), count: due.length }));
  api.on('POST', '/api/v1/review/cards/{id}/grade/', (_request, [id]) => {
    due = due.filter((card) => card !== id);
    return json({ card: aDueCard(id!), next_due: '2026-11-29T10:00:00Z' });
  });
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A `<tutor-chat>` signed in through a token provider, with its shadow root's queries. */
function mount(locale: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('tutor-chat');
  element.setAttribute('api-base', 'http://parla.test');
  element.setAttribute('locale', locale);
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, value);
  }
  Object.assign(element, { tokenProvider: async () => validTokens() });
  document.body.append(element);
  const root = element.shadowRoot!;
  return { root, shadow: within(root as unknown as HTMLElement) };
}

// The widget starts, loads its chat and the review's code: more than the default 5 s on a busy machine.
describe('the review view of <tutor-chat>', { timeout: 30_000 }, () => {
  it('opens from the header’s due count, reviews a card (the count falls), and Escape brings the chat back with the focus on the button', async () => {
    const { root, shadow } = mount('en');

    const button = await shadow.findByRole('button', { name: 'Cards to review: 1' }, { timeout: 5000 });
    expect(button.textContent).toBe('1');
    fireEvent.click(button);

    // Back takes the focus, then the card's question once it is there (the review session's own rule).
    expect(await shadow.findByRole('button', { name: 'Back to the chat' })).toBeTruthy();
    expect(root.querySelector('.parla-chat-screen')?.hasAttribute('hidden')).toBe(true);
    const question = await shadow.findByText('What does this mean?', {}, { timeout: 5000 });
    await waitFor(() => expect(root.activeElement).toBe(question));
    fireEvent.click(shadow.getByRole('button', { name: 'Show answer' }));
    fireEvent.click(await shadow.findByRole('button', { name: /^Good/ }));
    expect(await shadow.findByText('Done! You reviewed 1 card and remembered 1.')).toBeTruthy();

    fireEvent.keyDown(shadow.getByText('Done! You reviewed 1 card and remembered 1.'), { key: 'Escape' });
    const after = await shadow.findByRole('button', { name: 'Cards to review: 0' });
    expect(root.querySelector('.parla-chat-screen')?.hasAttribute('hidden')).toBe(false);
    expect(shadow.queryByRole('button', { name: 'Back to the chat' })).toBeNull();
    await waitFor(() => expect(root.activeElement).toBe(after));
  });

  it('speaks the interface language (German): the button, the way back and the review itself', async () => {
    const { shadow } = mount('de');
    fireEvent.click(await shadow.findByRole('button', { name: 'Fällige Karten: 1' }, { timeout: 5000 }));
    expect(await shadow.findByRole('heading', { name: 'Wiederholen' }, { timeout: 5000 })).toBeTruthy();
    expect(await shadow.findByText('Was bedeutet das?')).toBeTruthy();
    fireEvent.click(await shadow.findByRole('button', { name: 'Zurück zum Chat' }));
    expect(await shadow.findByRole('button', { name: 'Fällige Karten: 1' })).toBeTruthy();
  });

  it('in the launcher’s panel, Escape leaves the review and keeps the panel open', async () => {
    const { root, shadow } = mount('en', { mode: 'launcher', open: '' });
    fireEvent.click(await shadow.findByRole('button', { name: 'Cards to review: 1' }, { timeout: 5000 }));
    const back = await shadow.findByRole('button', { name: 'Back to the chat' });
    fireEvent.keyDown(back, { key: 'Escape' });
    expect(await shadow.findByRole('button', { name: 'Cards to review: 1' })).toBeTruthy();
    expect(root.querySelector('.tutor-chat-panel')?.hasAttribute('hidden')).toBe(false);
  });
});
