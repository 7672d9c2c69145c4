import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatSession } from '@parla/sdk';
import { RATE_LIMITS } from '@parla/contract/constants';
import { apiError, buildChatStream } from '@parla/test-utils';
import { chatServer, serveControlledStream, serveStream, STREAM_PATH } from '../../test-utils/chat-server.js';
import { ChatHarness } from '../../test-utils/chat-harness.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';

async function renderChat(api: ReturnType<typeof chatServer>) {
  const { session } = await createTestSession({ api });
  let chat: ChatSession | undefined;
  renderWithSession(<ChatHarness onChat={(value) => (chat = value)} />, session);
  await waitFor(() => expect(chat?.$conversation.get()).not.toBeNull());
  await waitFor(() => expect(chat?.$status.get()).toBe('idle'));
  return { chat: chat as ChatSession, field: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' }) };
}

const [userMessage, start, chunk, complete, end] = buildChatStream({ userText: 'Hola', aiText: 'Hola', chunks: ['Hola'] });

/** The chat with the session's own rate limiter, ready to send: its field and Send button. */
async function renderWithLimiter() {
  const api = chatServer();
  const { session } = await createTestSession({ api });
  renderWithSession(<ChatHarness />, session);
  const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });
  const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' });
  await waitFor(() => expect(send.disabled).toBe(false));
  return { api, limiter: session.client.rateLimiter, field, send };
}

describe('ChatInput', () => {
  it('has a labelled text area and a labelled send button', async () => {
    const { field } = await renderChat(chatServer());

    expect(field.getAttribute('placeholder')).toBe('Write a message…');
    expect(field.classList.contains('parla-field')).toBe(true);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('sends on Enter and empties the box', async () => {
    const api = chatServer();
    serveStream(api, buildChatStream({ userText: 'Hola', aiText: '¡Hola!' }));
    const { field } = await renderChat(api);

    await userEvent.type(field, 'Hola{Enter}');

    await waitFor(() => expect(api.calls('POST', STREAM_PATH)).toHaveLength(1));
    expect(api.calls('POST', STREAM_PATH)[0]?.body).toMatchObject({ message_text: 'Hola' });
    expect(field.value).toBe('');
    expect(await screen.findByText('¡Hola!')).toBeTruthy();
  });

  it('keeps the text and sends nothing while no conversation is open (it could not be opened)', async () => {
    const api = chatServer();
    api.on('GET', '/api/v1/conversations/{id}/', () => apiError(404, 'Resource not found.', {}, 'not_found'));
    const { session } = await createTestSession({ api });
    renderWithSession(<ChatHarness />, session);
    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });
    await screen.findByText('Resource not found.');

    await userEvent.type(field, 'Hola{Enter}');

    expect(field.value).toBe('Hola');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' }).disabled).toBe(true);
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
  });

  it('keeps the text and turns Send off while sending is blocked by its rate limit, and on again once the block ends', async () => {
    const { api, limiter, field, send } = await renderWithLimiter();

    try {
      act(() => {
        for (let attempt = 0; attempt <= RATE_LIMITS.message_send.limit; attempt += 1) {
          try {
            limiter?.consume('message_send');
          } catch {
            // The attempt over the limit is refused and starts the block.
          }
        }
      });
      await userEvent.type(field, 'Hola{Enter}');

      expect(field.value).toBe('Hola');
      expect(send.disabled).toBe(true);
      expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);

      act(() => limiter?.reset('message_send'));
      await waitFor(() => expect(send.disabled).toBe(false));
    } finally {
      limiter?.reset();
    }
  });

  it('keeps the text and turns Send off once every send of the minute is used, which starts the §9 block', async () => {
    const { api, limiter, field, send } = await renderWithLimiter();

    try {
      act(() => {
        for (let attempt = 0; attempt < RATE_LIMITS.message_send.limit; attempt += 1) {
          limiter?.consume('message_send');
        }
      });
      await userEvent.type(field, 'Hola{Enter}');

      expect(field.value).toBe('Hola');
      expect(send.disabled).toBe(true);
      expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
      expect(limiter?.check('message_send').blocked).toBe(true);
    } finally {
      limiter?.reset();
    }
  });

  it('counts the characters near the longest message, and over it keeps the text, sends nothing and says why', async () => {
    const api = chatServer();
    const { field } = await renderChat(api);
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' });

    await userEvent.click(field);
    await userEvent.paste('x'.repeat(3599));
    expect(document.querySelector('.parla-message-length')).toBeNull();
    await userEvent.type(field, 'xx');
    expect(screen.getByText('3,601 of 4,000 characters').getAttribute('data-state')).toBe('near');
    expect(send.disabled).toBe(false);

    await userEvent.paste('x'.repeat(400));
    const count = screen.getByText('4,001 of 4,000 characters');
    expect(count.getAttribute('data-state')).toBe('over');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(count.id);
    expect(send.disabled).toBe(true);
    await userEvent.type(field, '{Enter}');
    expect(field.value).toHaveLength(4001);
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
  });

  it('adds a new line on Shift+Enter without sending', async () => {
    const api = chatServer();
    const { field } = await renderChat(api);

    await userEvent.type(field, 'Hola{Shift>}{Enter}{/Shift}mundo');

    expect(field.value).toBe('Hola\nmundo');
    expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
  });

  it('sends with the send button', async () => {
    const api = chatServer();
    serveStream(api, buildChatStream({ userText: 'Buenos días', aiText: 'Buenos días' }));
    const { field } = await renderChat(api);

    await userEvent.type(field, 'Buenos días');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(api.calls('POST', STREAM_PATH)).toHaveLength(1));
  });

  describe('when the message is empty', () => {
    it("shows the SDK's 'Message cannot be empty' and sends nothing", async () => {
      const api = chatServer();
      const { field } = await renderChat(api);

      await userEvent.type(field, '   {Enter}');

      expect(screen.getByRole('alert').textContent).toBe('Message cannot be empty');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
      expect(api.calls('POST', STREAM_PATH)).toHaveLength(0);
    });

    it('hides the error again once the learner types', async () => {
      const { field } = await renderChat(chatServer());
      await userEvent.type(field, '{Enter}');

      await userEvent.type(field, 'H');

      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('while sending', () => {
    it('disables the send button until the reply starts, then offers a stop button', async () => {
      const api = chatServer();
      const body = serveControlledStream(api);
      const { field } = await renderChat(api);

      await userEvent.type(field, 'Hola{Enter}');
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' }).disabled).toBe(true);
      expect(field.readOnly).toBe(true);

      body.send(userMessage!);
      body.send(start!);

      expect(await screen.findByRole('button', { name: 'Stop the reply' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
      body.send(chunk!);
      body.send(complete!);
      body.send(end!);
      body.close();
      expect(await screen.findByRole('button', { name: 'Send message' })).toBeTruthy();
    });

    it('stops the reply with the stop button: the stream is cancelled and the input is ready again', async () => {
      const api = chatServer();
      const body = serveControlledStream(api);
      const { chat, field } = await renderChat(api);
      await userEvent.type(field, 'Hola{Enter}');
      body.send(userMessage!);
      body.send(start!);
      body.send(chunk!);

      await userEvent.click(await screen.findByRole('button', { name: 'Stop the reply' }));

      expect(chat.$status.get()).toBe('idle');
      await waitFor(() => expect(body.cancelled).toBe(true));
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' }).disabled).toBe(false);
    });

    it('does not send a second message while a reply streams', async () => {
      const api = chatServer();
      const body = serveControlledStream(api);
      const { field } = await renderChat(api);
      await userEvent.type(field, 'Hola{Enter}');
      body.send(userMessage!);
      body.send(start!);
      await screen.findByRole('button', { name: 'Stop the reply' });

      await userEvent.type(field, 'Otra cosa{Enter}');

      expect(api.calls('POST', STREAM_PATH)).toHaveLength(1);
      expect(field.value).toBe('Otra cosa');
      act(() => body.close());
    });
  });
});
