// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatSession } from '@parla/sdk';
import { aMessage } from '@parla/test-utils';
import { chatServer, settledMessages } from '../../test-utils/chat-server.js';
import { ChatHarness } from '../../test-utils/chat-harness.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';

describe('MessageList and ChatInput accessibility (axe-core)', () => {
  it('has no serious or critical violation for a conversation with formatted and failed messages', async () => {
    const api = chatServer([
      ...settledMessages(4),
      aMessage('formatted', { message_text: '**Hola** is *hello*\n`¿qué tal?`' }),
      aMessage('failed', { sender: 'user', status: 'failed' }),
    ]);
    const { session } = await createTestSession({ api });
    let chat: ChatSession | undefined;
    const { container } = renderWithSession(<ChatHarness onChat={(value) => (chat = value)} />, session);
    await waitFor(() => expect(chat?.$messages.get()).toHaveLength(6));

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violation while the empty-message error shows', async () => {
    const { session } = await createTestSession({ api: chatServer() });
    let chat: ChatSession | undefined;
    const { container, findByRole } = renderWithSession(<ChatHarness onChat={(value) => (chat = value)} />, session);
    await waitFor(() => expect(chat?.$conversation.get()).not.toBeNull());
    void chat?.send('');
    await findByRole('alert');

    expect(await seriousViolations(container)).toEqual([]);
  });
});
