// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aConversation, aPage, aUser, aVoiceCapabilities, json } from '@parla/test-utils';
import { chatServer, settledMessages } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatScreen } from './chat-screen.js';

async function setUp(messages: number) {
  const api = chatServer(settledMessages(messages));
  api.on('GET', '/api/v1/conversations/history/', () => json(aPage([aConversation({ last_message_preview: 'Hola' })])));
  api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities()));
  const { session } = await createTestSession({ api, user: aUser() });
  const view = renderWithSession(<ChatScreen conversationId="conversation-1" defaultDrawerOpen onNewConversation={() => undefined} speaker={null} clipboard={null} />, session);
  await screen.findByRole('heading', { name: 'Spanish practice', level: 2 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Record a voice message' }).getAttribute('data-state')).toBe('unavailable'));
  await screen.findAllByText('Hola');
  return view;
}

describe('ChatScreen accessibility (axe-core)', () => {
  it('has no serious or critical violation with messages, the drawer open and a message menu open', async () => {
    const { container } = await setUp(2);
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click((await screen.findAllByRole('button', { name: 'Message actions' }, { timeout: 5000 }))[0]!);

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violation for an empty conversation with suggestions and the emoji picker open', async () => {
    const { container } = await setUp(0);
    await screen.findByRole('region', { name: 'Suggested replies' });

    await userEvent.click(screen.getByRole('button', { name: 'Insert emoji' }));
    await screen.findByRole('dialog', { name: 'Emoji picker' });

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violation with the conversation menu open and the clear dialog', async () => {
    const { container } = await setUp(2);

    await userEvent.click(await screen.findByRole('button', { name: 'Conversation options' }, { timeout: 5000 }));
    const clear = await screen.findByRole('menuitem', { name: 'Clear conversation' });
    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.click(clear);
    await screen.findByRole('alertdialog', { name: 'Clear this conversation?' });

    expect(await seriousViolations(container)).toEqual([]);
  });
});
