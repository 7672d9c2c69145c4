import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatSession } from '@parla/sdk';
import { aMessage, buildChatStream } from '@parla/test-utils';
import { useChat } from '../../hooks/use-chat.js';
import { chatServer, serveStream, settledMessages } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatMessageList } from './chat-message-list.js';

interface HarnessProps {
  onChat: (chat: ChatSession) => void;
  onBubbleRender: (messageId: string) => void;
  onMenuRender: (messageId: string) => void;
}

function Harness({ onChat, onBubbleRender, onMenuRender }: HarnessProps) {
  const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
  onChat(chat);
  return <ChatMessageList chat={chat} onBubbleRender={onBubbleRender} onMenuRender={onMenuRender} speaker={null} clipboard={null} />;
}

describe('ChatMessageList', () => {
  it('is the message list with a menu in every settled bubble', async () => {
    const { session } = await createTestSession({ api: chatServer(settledMessages(3)) });
    let chat: ChatSession | undefined;
    renderWithSession(<Harness onChat={(value) => (chat = value)} onBubbleRender={() => undefined} onMenuRender={() => undefined} />, session);
    await waitFor(() => expect(chat?.$messages.get()).toHaveLength(3));

    const list = screen.getByRole('region', { name: 'Conversation' });
    const bubbles = list.querySelectorAll('article');
    expect(bubbles).toHaveLength(3);
    // The menus' code loads just after first paint.
    for (const bubble of bubbles) {
      expect(await within(bubble as HTMLElement).findByRole('button', { name: 'Message actions' }, { timeout: 5000 })).toBeTruthy();
    }
  });

  it('offers no menu on a reply that failed before its first word, and keeps it on one that failed part-way', async () => {
    const messages = [
      ...settledMessages(1),
      aMessage('empty-reply', { sender: 'ai', status: 'failed', message_text: '' }),
      aMessage('partial-reply', { sender: 'ai', status: 'failed', message_text: '¡Hola! Hoy' }),
    ];
    const { session } = await createTestSession({ api: chatServer(messages) });
    let chat: ChatSession | undefined;
    renderWithSession(<Harness onChat={(value) => (chat = value)} onBubbleRender={() => undefined} onMenuRender={() => undefined} />, session);
    await waitFor(() => expect(chat?.$messages.get()).toHaveLength(3));

    const bubbles = screen.getByRole('region', { name: 'Conversation' }).querySelectorAll<HTMLElement>('article');
    expect(await within(bubbles[2]!).findByRole('button', { name: 'Message actions' }, { timeout: 5000 })).toBeTruthy();
    expect(within(bubbles[1]!).queryByRole('button', { name: 'Message actions' })).toBeNull();
  });

  it('renders none of 200 settled bubbles nor their menus again while 2,000 chunks stream in', { timeout: 20_000 }, async () => {
    const bubbleRenders = new Map<string, number>();
    const menuRenders = new Map<string, number>();
    const count = (renders: Map<string, number>) => (messageId: string) => renders.set(messageId, (renders.get(messageId) ?? 0) + 1);
    const messages = settledMessages(200);
    const api = chatServer(messages);
    const aiText = 'ab'.repeat(2000);
    serveStream(api, buildChatStream({ userText: 'Cuéntame algo', aiText, chunks: 2000, aiMessageId: 'reply' }));
    const { session } = await createTestSession({ api });
    let chat: ChatSession | undefined;
    renderWithSession(<Harness onChat={(value) => (chat = value)} onBubbleRender={count(bubbleRenders)} onMenuRender={count(menuRenders)} />, session);
    await waitFor(() => expect(chat?.$status.get()).toBe('idle'));
    await waitFor(() => expect(menuRenders.get('m199')).toBeGreaterThan(0));
    // Every shown menu has its code (it loads just after first paint): none is left to render when it arrives.
    await waitFor(() => expect([...document.querySelectorAll('.parla-message-menu')].every((menu) => menu.querySelector('button'))).toBe(true));
    bubbleRenders.clear();
    menuRenders.clear();

    await act(async () => {
      await chat?.send('Cuéntame algo');
    });

    expect(screen.getByText(aiText)).toBeTruthy();
    expect(messages.map((message) => bubbleRenders.get(message.id) ?? 0).every((renders) => renders === 0)).toBe(true);
    expect(messages.map((message) => menuRenders.get(message.id) ?? 0).every((renders) => renders === 0)).toBe(true);
    expect(bubbleRenders.get('reply')).toBeGreaterThan(0);
    expect(menuRenders.get('reply')).toBe(1);
  });
});
