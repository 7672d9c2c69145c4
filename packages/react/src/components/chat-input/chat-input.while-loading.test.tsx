import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aConversation, buildChatStream, json } from '@parla/test-utils';
import { chatServer, serveStream, STREAM_PATH } from '../../test-utils/chat-server.js';
import { ChatHarness } from '../../test-utils/chat-harness.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';

describe('ChatInput, when the learner presses Enter while the conversation is still loading', () => {
  it('keeps the text, says it will be sent once the conversation has loaded, and sends it then', async () => {
    const api = chatServer();
    let answer: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.on('GET', '/api/v1/conversations/{id}/', async () => {
      await loaded;
      return json(aConversation());
    });
    serveStream(api, buildChatStream({ userText: 'Hola', aiText: '¡Hola! ¿Qué tal?' }));
    const { session } = await createTestSession({ api });
    renderWithSession(<ChatHarness />, session);
    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });

    await userEvent.type(field, 'Hola{Enter}');

    expect(field.value).toBe('Hola');
    expect(field.readOnly).toBe(true);
    const waiting = screen.getByText('Your message will be sent as soon as the conversation has loaded.');
    expect(waiting.getAttribute('role')).toBe('status');
    expect(field.getAttribute('aria-describedby')).toContain(waiting.id);
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);

    answer();

    await waitFor(() => expect(api.calls('POST', STREAM_PATH)).toHaveLength(1));
    expect(api.calls('POST', STREAM_PATH)[0]?.body).toMatchObject({ message_text: 'Hola' });
    expect(await screen.findByText('¡Hola! ¿Qué tal?')).toBeTruthy();
    expect(field.value).toBe('');
    expect(field.readOnly).toBe(false);
    expect(screen.queryByText('Your message will be sent as soon as the conversation has loaded.')).toBeNull();
  });
});
