import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatSession } from '@parla/sdk';
import { aMessage, bodyFromChunks, buildChatStream, json, sseEvent, sseResponse } from '@parla/test-utils';
import { useChat } from '../../hooks/use-chat.js';
import { chatServer } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatMessageList } from '../chat-message-list/chat-message-list.js';

const transcript = [
  aMessage('u1', { sender: 'user', message_text: 'Me gusta la playa' }),
  aMessage('a1', { message_text: '¡Qué bien! ¿Vas a menudo?' }),
  aMessage('u2', { sender: 'user', message_text: 'Yo tengo un perro' }),
  aMessage('a2', { message_text: 'Dilo así: «Tengo un perro».' }),
];

function Harness({ onChat }: { onChat: (chat: ChatSession) => void }) {
  const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
  onChat(chat);
  return <ChatMessageList chat={chat} clipboard={null} speaker={null} />;
}

async function setUp(languages: string[] = []) {
  const api = chatServer(transcript);
  api.on('PATCH', '/api/v1/conversations/messages/{id}/edit/', (request, [id]) =>
    json({ ...transcript.find((message) => message.id === id), message_text: (request.body as { message_text: string }).message_text, edited_at: '2025-01-15T10:05:00.000Z' }),
  );
  const { session } = await createTestSession({ api, languages });
  let chat: ChatSession | undefined;
  renderWithSession(<Harness onChat={(value) => (chat = value)} />, session);
  await waitFor(() => expect(chat?.$messages.get()).toHaveLength(4));
  return { api, chat: chat as ChatSession };
}

async function edit(text: string, actions: string, editItem: string): Promise<HTMLTextAreaElement> {
  const bubble = screen.getByText(text, { selector: '.parla-message__text' }).closest('article') as HTMLElement;
  await userEvent.click(await within(bubble).findByRole('button', { name: actions }));
  await userEvent.click(await screen.findByRole('menuitem', { name: editItem }));
  return screen.findByRole<HTMLTextAreaElement>('textbox');
}

describe('MessageEditor, on what saving does to the replies', () => {
  it('says the tutor will reply again to the latest message, and saving replaces the old reply with the new one', async () => {
    const { api } = await setUp();
    const events = buildChatStream({ userMessageId: 'u2', userText: 'Tengo un perro', aiMessageId: 'a3', aiText: '¡Muy bien! ¿Cómo se llama?' });
    api.on('POST', '/api/v1/conversations/messages/{id}/regenerate-stream/', () => sseResponse(bodyFromChunks(events.map((event) => sseEvent(event)))));

    const field = await edit('Yo tengo un perro', 'Message actions', 'Edit');
    const note = screen.getByText('The tutor will reply again to your edited message.');
    expect(field.getAttribute('aria-describedby')).toContain(note.id);
    await userEvent.clear(field);
    await userEvent.type(field, 'Tengo un perro{Enter}');

    expect(await screen.findByText('¡Muy bien! ¿Cómo se llama?')).toBeTruthy();
    expect(screen.queryByText('Dilo así: «Tengo un perro».')).toBeNull();
    expect(api.calls('POST', '/api/v1/conversations/messages/u2/regenerate-stream/')).toHaveLength(1);
  });

  it('says, in the interface language, that the later replies stay as they were when an older message is edited', async () => {
    const { api } = await setUp(['es']);

    await edit('Me gusta la playa', 'Acciones del mensaje', 'Editar');

    expect(await screen.findByText('Las respuestas posteriores se quedan como estaban.')).toBeTruthy();
    expect(api.requests.some((request) => request.url.pathname.includes('regenerate'))).toBe(false);
  });
});
