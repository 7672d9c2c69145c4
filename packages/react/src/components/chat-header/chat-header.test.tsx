import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultConversationTitle } from '@parla/contract/constants';
import type { Connectivity, ChatSession } from '@parla/sdk';
import { aConversation, json } from '@parla/test-utils';
import { useChat } from '../../hooks/use-chat.js';
import { chatServer } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatHeader } from './chat-header.js';

function Harness({ onChat }: { onChat: (chat: ChatSession) => void }) {
  const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
  onChat(chat);
  return <ChatHeader chat={chat} leading={<button type="button">Drawer</button>} actions={<button type="button">Review</button>} />;
}

function switchableConnectivity() {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity = {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    connectivity,
    set(value: boolean) {
      online = value;
      listeners.forEach((listener) => listener(value));
    },
  };
}

async function setUp(conversation = aConversation({ title: 'Ordering tapas', target_language: 'es', learning_mode: 'roleplay' })) {
  const api = chatServer();
  api.on('GET', '/api/v1/conversations/{id}/', () => json(conversation));
  const network = switchableConnectivity();
  const test = await createTestSession({ api, connectivity: network.connectivity });
  let chat: ChatSession | undefined;
  renderWithSession(<Harness onChat={(value) => (chat = value)} />, test.session);
  await waitFor(() => expect(chat?.$conversation.get()).not.toBeNull());
  return { ...test, network };
}

describe('ChatHeader', () => {
  it("shows the conversation's title, target language and learning mode", async () => {
    await setUp();

    expect(screen.getByRole('heading', { name: 'Ordering tapas' })).toBeTruthy();
    expect(screen.getByText('Spanish')).toBeTruthy();
    expect(screen.getByText('Roleplay')).toBeTruthy();
    expect(screen.getByRole('banner').getAttribute('data-state')).toBe('ready');
  });

  it('shows the actions it is given between the connection dot and the conversation menu', async () => {
    await setUp();

    const buttons = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons.indexOf('Review')).toBe(buttons.indexOf('Drawer') + 1);
    const review = screen.getByRole('button', { name: 'Review' });
    expect(review.previousElementSibling?.classList.contains('parla-status-dot')).toBe(true);
  });

  it('names the language and the mode in the interface language', async () => {
    const { session } = await setUp();

    act(() => {
      session.locale.setLocale('fr');
    });

    expect(await screen.findByText('Jeu de rôle')).toBeTruthy();
    expect(screen.getByText('Espagnol')).toBeTruthy();
  });

  it('shows the server’s default title in the interface language, and a title of the learner’s own as it is', async () => {
    const { session } = await setUp(aConversation({ title: defaultConversationTitle('free_conversation', 'es'), target_language: 'es', learning_mode: 'free_conversation' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Free conversation in Spanish');

    act(() => {
      session.locale.setLocale('fr');
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Conversation libre en espagnol'));
    act(() => {
      session.locale.setLocale('de');
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Freies Gespräch auf Spanisch'));
  });

  it('never translates a title the learner chose', async () => {
    const { session } = await setUp(aConversation({ title: 'Ordering tapas', target_language: 'es', learning_mode: 'roleplay' }));

    act(() => {
      session.locale.setLocale('de');
    });

    expect(await screen.findByText('Rollenspiel')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ordering tapas');
  });

  it('shows the connection as a labelled dot that follows the browser', async () => {
    const { network } = await setUp();
    expect(screen.getByRole('img', { name: 'Online' }).getAttribute('data-state')).toBe('online');

    act(() => network.set(false));

    expect(screen.getByRole('img', { name: 'Offline' }).getAttribute('data-state')).toBe('offline');
  });

  it('has the conversation menu trigger and the leading slot', async () => {
    await setUp();

    expect((await screen.findByRole('button', { name: 'Conversation options' }, { timeout: 5000 })).getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.getByRole('button', { name: 'Drawer' })).toBeTruthy();
  });
});
