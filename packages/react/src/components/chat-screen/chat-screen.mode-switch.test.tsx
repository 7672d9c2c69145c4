import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aConversation, aPage, aVoiceCapabilities, json } from '@parla/test-utils';
import { chatServer, settledMessages } from '../../test-utils/chat-server.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ChatScreen } from './chat-screen.js';

describe('ChatScreen with openModeSwitch (the learner came to switch the mode)', () => {
  it('opens the drawer, even where it starts closed, with the focus on the conversation’s learning mode', async () => {
    const api = chatServer(settledMessages(2));
    api.on('GET', '/api/v1/conversations/{id}/', () => json(aConversation({ learning_mode: 'roleplay' })));
    api.on('GET', '/api/v1/conversations/history/', () => json(aPage([aConversation()])));
    api.on('GET', '/api/v1/voice/capabilities/', () => json(aVoiceCapabilities()));
    const { session } = await createTestSession({ api });

    renderWithSession(<ChatScreen conversationId="conversation-1" defaultDrawerOpen={false} openModeSwitch speaker={null} clipboard={null} />, session);

    expect(screen.getByRole('button', { name: 'Conversations and settings' }).getAttribute('aria-expanded')).toBe('true');
    const roleplay = await screen.findByRole<HTMLInputElement>('radio', { name: 'Roleplay' });
    await waitFor(() => expect(document.activeElement).toBe(roleplay));
    expect(roleplay.checked).toBe(true);
  });
});
