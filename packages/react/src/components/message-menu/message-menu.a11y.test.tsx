// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useStore } from '@nanostores/react';
import type { ChatSession } from '@parla/sdk';
import { aMessage, apiError, json } from '@parla/test-utils';
import { useChat } from '../../hooks/use-chat.js';
import { chatServer } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { MessageMenu } from './message-menu.js';

function Harness({ onChat }: { onChat: (chat: ChatSession) => void }) {
  const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
  onChat(chat);
  const message = useStore(chat.$messages)[0];
  return message ? <MessageMenu message={message} chat={chat} speaker={null} clipboard={null} /> : null;
}

async function setUp() {
  const api = chatServer([aMessage('m1', { sender: 'user', message_text: 'Hola' })]);
  const { session } = await createTestSession({ api });
  let chat: ChatSession | undefined;
  const view = renderWithSession(<Harness onChat={(value) => (chat = value)} />, session);
  await waitFor(() => expect(chat?.$messages.get()).toHaveLength(1));
  return { api, container: view.container };
}

describe('MessageMenu accessibility (axe-core)', () => {
  it('has no serious or critical violation with a translation shown and the editor open with its error', async () => {
    const { api, container } = await setUp();
    api.on('POST', '/api/v1/chat/translate/', () => json({ translated_text: 'Hello', source_language: 'es', target_language: 'en', engine: 'offline' }));
    const trigger = await screen.findByRole('button', { name: 'Message actions' });
    await userEvent.click(trigger);
    const translate = await screen.findByRole('menuitem', { name: 'Translate' });
    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.click(translate);
    await screen.findByText('Hello');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await userEvent.clear(await screen.findByRole('textbox'));
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alert');

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violation when translation is unavailable', async () => {
    const { api, container } = await setUp();
    api.on('POST', '/api/v1/chat/translate/', () => apiError(503, 'No engine.', {}, 'engine_unavailable'));
    await userEvent.click(await screen.findByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Translate' }));
    await within(container).findByRole('alert');

    expect(await seriousViolations(container)).toEqual([]);
  });
});
