import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatSession } from '@parla/sdk';
import { LEARNING_MODES } from '@parla/contract/constants';
import type { LearningMode } from '@parla/contract/constants';
import { aConversation, aMessage, buildChatStream, json } from '@parla/test-utils';
import { useChat } from '../../hooks/use-chat.js';
import { en } from '../../i18n/messages/en.js';
import { chatServer, serveStream, settledMessages, STREAM_PATH } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { Suggestions } from './suggestions.js';
import { STARTER_SUGGESTION_KEYS } from './starter-suggestions.js';

function Harness({ onChat }: { onChat: (chat: ChatSession) => void }) {
  const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
  onChat(chat);
  return <Suggestions chat={chat} />;
}

async function setUp(options: { suggestions?: string[]; greeting?: string; greetingStored?: boolean; mode?: LearningMode; messages?: number } = {}) {
  const stored = options.greetingStored ? [aMessage('greeting', { message_text: options.greeting ?? '¡Hola! ¿De qué quieres hablar?' })] : [];
  const api = chatServer([...stored, ...settledMessages(options.messages ?? 0)]);
  api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation({ learning_mode: options.mode ?? 'free_conversation' })));
  api.on('GET', '/api/v1/conversations/{id}/welcome/', () =>
    json({ conversation_id: 'conversation-1', message_text: options.greeting ?? '¡Hola! ¿De qué quieres hablar?', suggestions: options.suggestions ?? [] }),
  );
  const test = await createTestSession({ api });
  let chat: ChatSession | undefined;
  renderWithSession(<Harness onChat={(value) => (chat = value)} />, test.session);
  await waitFor(() => expect(chat?.$status.get()).toBe('idle'));
  await waitFor(() => expect(chat?.$conversation.get()).not.toBeNull());
  return { ...test, chat: chat as ChatSession };
}

describe('Suggestions', () => {
  it("shows the server's suggestions as buttons, without the greeting (the message list's first bubble)", async () => {
    await setUp({ suggestions: ['Hola, me llamo Ada', '¿Qué tiempo hace?'] });

    expect(screen.queryByText('¡Hola! ¿De qué quieres hablar?')).toBeNull();
    const region = screen.getByRole('region', { name: 'Suggested replies' });
    expect(region.getAttribute('data-state')).toBe('server');
    expect(within(screen.getByRole('list')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Hola, me llamo Ada', '¿Qué tiempo hace?']);
  });

  it('sends a suggestion when it is pressed, and disappears once the conversation has messages', async () => {
    const { api } = await setUp({ suggestions: ['Hola, me llamo Ada'] });
    serveStream(api, buildChatStream({ userText: 'Hola, me llamo Ada', aiText: '¡Encantada, Ada!' }));

    await userEvent.click(screen.getByRole('button', { name: 'Hola, me llamo Ada' }));

    await waitFor(() => expect(api.calls('POST', STREAM_PATH)).toHaveLength(1));
    expect(api.calls('POST', STREAM_PATH)[0]?.body).toMatchObject({ message_text: 'Hola, me llamo Ada' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Suggested replies' })).toBeNull());
  });

  it("stays under the tutor's greeting until the learner writes", async () => {
    await setUp({ messages: 0, greetingStored: true, suggestions: ['Hola'] });

    expect(screen.getByRole('region', { name: 'Suggested replies' })).toBeTruthy();
  });

  it('shows nothing in a conversation that has messages', async () => {
    await setUp({ messages: 2, suggestions: ['Hola'] });

    expect(screen.queryByRole('region')).toBeNull();
  });

  it('offers the suggestions the tutor sends with each reply, after the learner has written', async () => {
    const { api } = await setUp({ suggestions: ['Hola, me llamo Ada'] });
    serveStream(api, buildChatStream({ userText: 'Hola, me llamo Ada', aiText: '¡Encantada, Ada! ¿De dónde eres?', suggestions: ['Soy de Londres.', '¿Y tú?'] }));

    await userEvent.click(screen.getByRole('button', { name: 'Hola, me llamo Ada' }));

    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Soy de Londres.', '¿Y tú?']));
    expect(screen.getByRole('region', { name: 'Suggested replies' }).getAttribute('data-state')).toBe('server');
  });

  it('collapses and expands with the button beside its title, and stays collapsed for the next reply', async () => {
    const { api, chat } = await setUp({ suggestions: ['Hola'] });
    const toggle = screen.getByRole('button', { name: 'Hide suggestions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Show suggestions');
    expect(screen.queryByRole('button', { name: 'Hola' })).toBeNull();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);

    serveStream(api, buildChatStream({ userText: 'Hola', aiText: '¡Hola!', suggestions: ['¿Qué tal?'] }));
    await act(async () => {
      await chat.send('Hola');
    });
    expect(screen.getByRole('button', { name: 'Show suggestions' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: '¿Qué tal?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show suggestions' }));

    expect(screen.getByRole('button', { name: '¿Qué tal?' })).toBeTruthy();
  });

  describe('when the server sent no suggestions', () => {
    it.each(LEARNING_MODES)('offers the starters of the %s mode', async (mode) => {
      await setUp({ mode });

      const region = screen.getByRole('region', { name: 'Suggested replies' });
      expect(region.getAttribute('data-state')).toBe('starters');
      expect(within(screen.getByRole('list')).getAllByRole('button').map((button) => button.textContent)).toEqual(STARTER_SUGGESTION_KEYS[mode].map((key) => en[key]));
    });

    it('offers them in the interface language', async () => {
      const { session } = await setUp({ mode: 'roleplay' });

      act(() => {
        session.locale.setLocale('es');
      });

      expect(await screen.findByRole('button', { name: 'Pidamos la comida en un restaurante.' })).toBeTruthy();
    });
  });
});
