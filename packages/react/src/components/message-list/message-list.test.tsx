import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatSession, Message } from '@parla/sdk';
import { aMessage, aPage, apiError, json } from '@parla/test-utils';
import { buildChatStream } from '@parla/test-utils';
import { chatServer, serveControlledStream, serveStream, settledMessages, STREAM_PATH } from '../../test-utils/chat-server.js';
import { ChatHarness } from '../../test-utils/chat-harness.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';

/** Renders the chat over `api` and waits for the conversation to load; returns the chat and the list. */
async function renderChat(api: ReturnType<typeof chatServer>, onBubbleRender?: (messageId: string) => void) {
  const { session } = await createTestSession({ api });
  let chat: ChatSession | undefined;
  renderWithSession(<ChatHarness onChat={(value) => (chat = value)} onBubbleRender={onBubbleRender} />, session);
  await waitFor(() => expect(chat?.$status.get()).toBe('idle'));
  await waitFor(() => expect(chat?.$conversation.get()).not.toBeNull());
  const list = screen.getByRole('region', { name: 'Conversation' });
  return { chat: chat as ChatSession, list };
}

const [userEvent0, start, chunkHola, chunkRest, complete, end] = buildChatStream({
  userText: 'Hola',
  aiText: 'Hola, ¿qué tal?',
  chunks: ['Hola', ', ¿qué tal?'],
});

describe('MessageList', () => {
  it('shows the settled messages oldest first, each with its sender', async () => {
    const { list } = await renderChat(chatServer(settledMessages(3)));

    const bubbles = list.querySelectorAll('article');
    expect(Array.from(bubbles, (bubble) => bubble.querySelector('.parla-message__text')?.textContent)).toEqual(['Text of m0', 'Text of m1', 'Text of m2']);
    expect(Array.from(bubbles, (bubble) => bubble.getAttribute('data-sender'))).toEqual(['user', 'ai', 'user']);
    expect(bubbles[1]?.textContent).toContain('AI tutor');
    expect(list.getAttribute('data-state')).toBe('idle');
  });

  it('shows HTML in a message as text and never renders it', async () => {
    const { list } = await renderChat(chatServer([aMessage('x', { message_text: '<img src=x onerror=alert(1)>' })]));

    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(list.querySelector('img')).toBeNull();
  });

  it('renders bold, italics, inline code and line breaks as elements', async () => {
    const { list } = await renderChat(chatServer([aMessage('x', { message_text: '**Hola** is *hello*\nSay `hola`' })]));

    expect(list.querySelector('strong')?.textContent).toBe('Hola');
    expect(list.querySelector('em')?.textContent).toBe('hello');
    expect(list.querySelector('code')?.textContent).toBe('hola');
    expect(list.querySelector('br')).not.toBeNull();
  });

  describe('while a reply streams', () => {
    it('shows the partial reply in its own streaming bubble and the list is data-state="streaming"', async () => {
      const api = chatServer();
      const body = serveControlledStream(api);
      const { chat, list } = await renderChat(api);

      act(() => {
        void chat.send('Hola');
      });
      expect(list.getAttribute('data-state')).toBe('streaming');
      body.send(userEvent0!);
      body.send(start!);
      body.send(chunkHola!);

      await waitFor(() => expect(list.querySelector('[data-state="streaming"]')?.textContent).toContain('Hola'));
      expect(list.querySelector('[data-state="streaming"]')?.getAttribute('aria-busy')).toBe('true');

      body.send(chunkRest!);
      body.send(complete!);
      body.send(end!);
      body.close();
      await waitFor(() => expect(list.getAttribute('data-state')).toBe('idle'));
      expect(list.querySelector('[data-state="streaming"]')).toBeNull();
      expect(screen.getByText('Hola, ¿qué tal?')).toBeTruthy();
    });

    it('renders none of 200 settled messages again while 2,000 chunks stream in', async () => {
      const renders = new Map<string, number>();
      const countRender = (messageId: string) => renders.set(messageId, (renders.get(messageId) ?? 0) + 1);
      const messages = settledMessages(200);
      const api = chatServer(messages);
      const aiText = 'ab'.repeat(2000);
      serveStream(api, buildChatStream({ userText: 'Cuéntame algo', aiText, chunks: 2000, aiMessageId: 'reply' }));
      const { chat } = await renderChat(api, countRender);
      // Windowed: the newest messages are mounted (once each), the oldest are not.
      expect(renders.get('m199')).toBe(1);
      expect(renders.has('m0')).toBe(false);
      renders.clear();

      await act(async () => {
        await chat.send('Cuéntame algo');
      });

      expect(screen.getByText(aiText)).toBeTruthy();
      const settledRenders = messages.map((message) => renders.get(message.id) ?? 0);
      expect(settledRenders.every((count) => count === 0)).toBe(true);
      expect(renders.get('reply')).toBeGreaterThan(0);
    });
  });

  describe('the screen-reader announcement', () => {
    it('announces the finished reply once, not token by token', async () => {
      const api = chatServer();
      const body = serveControlledStream(api);
      const { chat } = await renderChat(api);
      const announcer = screen.getByTestId('parla-reply-announcer');
      expect(announcer.getAttribute('aria-live')).toBe('polite');

      act(() => {
        void chat.send('Hola');
      });
      body.send(userEvent0!);
      body.send(start!);
      body.send(chunkHola!);
      await waitFor(() => expect(screen.getByText('Hola', { selector: '.parla-message__text' })).toBeTruthy());
      expect(announcer.textContent).toBe('');

      body.send(chunkRest!);
      body.send(complete!);
      body.send(end!);
      body.close();

      await waitFor(() => expect(announcer.textContent).toBe('The tutor replied: Hola, ¿qué tal?'));
    });
  });

  describe('scrolling', () => {
    /** Gives the list a fixed layout: 1000 px of content in a 200 px window. */
    function layOut(list: HTMLElement, height = { content: 1000 }) {
      Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => height.content });
      Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 200 });
      return height;
    }

    it('stays pinned to the bottom while the reply grows', async () => {
      const api = chatServer();
      const body = serveControlledStream(api);
      const { chat, list } = await renderChat(api);
      const height = layOut(list);

      act(() => {
        void chat.send('Hola');
      });
      body.send(userEvent0!);
      body.send(start!);
      height.content = 1400;
      body.send(chunkHola!);

      await waitFor(() => expect(list.scrollTop).toBe(1400));
    });

    it('leaves the scroll position alone once the learner scrolled up', async () => {
      const api = chatServer();
      const body = serveControlledStream(api);
      const { chat, list } = await renderChat(api);
      const height = layOut(list);
      act(() => {
        void chat.send('Hola');
      });
      body.send(userEvent0!);
      body.send(start!);
      await waitFor(() => expect(list.scrollTop).toBe(1000));

      list.scrollTop = 300;
      list.dispatchEvent(new Event('scroll'));
      height.content = 1400;
      body.send(chunkHola!);

      await waitFor(() => expect(screen.getByText('Hola', { selector: '.parla-message__text' })).toBeTruthy());
      expect(list.scrollTop).toBe(300);
    });

    // Pulled back, the list would move the button the learner is pressing from under the pointer, and the click is lost.
    it('keeps a move up of a few pixels (not pulled back to the bottom); a scroll down near the bottom pins it again', async () => {
      const api = chatServer();
      const body = serveControlledStream(api);
      const { chat, list } = await renderChat(api);
      const height = layOut(list);
      act(() => {
        void chat.send('Hola');
      });
      body.send(userEvent0!);
      body.send(start!);
      await waitFor(() => expect(list.scrollTop).toBe(1000));
      fireEvent.scroll(list);

      list.scrollTop = 780;
      fireEvent.scroll(list);
      height.content = 1400;
      body.send(chunkHola!);
      await waitFor(() => expect(screen.getByText('Hola', { selector: '.parla-message__text' })).toBeTruthy());
      expect(list.scrollTop).toBe(780);

      list.scrollTop = 1180;
      fireEvent.scroll(list);
      height.content = 1500;
      body.send(chunkRest!);
      await waitFor(() => expect(list.scrollTop).toBe(1500));
    });
  });

  describe('older messages (§7, 20 a page)', () => {
    /** The chat server holding `messages`, paged back 20 at a time as the real one does; each older page waits for `release()`. */
    function pagedChatServer(messages: readonly Message[]) {
      const api = chatServer(messages);
      const pending: Array<() => void> = [];
      api.on('GET', '/api/v1/conversations/{id}/messages/', async (request) => {
        const before = request.url.searchParams.get('before');
        const end = before === null ? messages.length : messages.findIndex((message) => message.id === before);
        const start = Math.max(0, end - Number(request.url.searchParams.get('limit')));
        if (before !== null) {
          await new Promise<void>((resolve) => pending.push(resolve));
        }
        return json(aPage(messages.slice(start, end).reverse(), start > 0 ? `?before=${messages[start]?.id}` : null));
      });
      const release = async () => {
        await waitFor(() => expect(pending.length).toBeGreaterThan(0));
        await act(async () => pending.shift()?.());
      };
      return { api, release };
    }

    const texts = (list: HTMLElement) => Array.from(list.querySelectorAll('.parla-message__text'), (text) => text.textContent);

    it('offers "Show older messages" while older messages remain; it reads "Loading…" while the previous 20 load, then they show above', async () => {
      const { api, release } = pagedChatServer(settledMessages(45));
      const { list } = await renderChat(api);
      expect(texts(list)).toHaveLength(20);
      expect(texts(list)[0]).toBe('Text of m25');

      fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
      const loading = await screen.findByRole('button', { name: 'Loading…' });
      expect(loading.getAttribute('aria-disabled')).toBe('true');
      expect(list.getAttribute('aria-busy')).toBe('true');
      await release();

      await waitFor(() => expect(texts(list)).toHaveLength(40));
      expect(texts(list)[0]).toBe('Text of m5');
      expect(list.getAttribute('aria-busy')).toBeNull();
      expect(screen.getByRole('button', { name: 'Show older messages' })).toBeTruthy();
    });

    it('loads the previous page when the learner scrolls to the top', async () => {
      const { api, release } = pagedChatServer(settledMessages(45));
      const { list } = await renderChat(api);

      list.scrollTop = 0;
      fireEvent.scroll(list);
      await release();

      await waitFor(() => expect(texts(list)).toHaveLength(40));
      expect(api.requests.filter((request) => request.url.searchParams.get('before') === 'm25')).toHaveLength(1);
    });

    it('numbers the bubbles with aria-posinset; aria-setsize is -1 until the whole conversation is loaded', async () => {
      const { api, release } = pagedChatServer(settledMessages(25));
      const { list } = await renderChat(api);
      const sizes = () => Array.from(list.querySelectorAll('article'), (article) => article.getAttribute('aria-setsize'));
      expect(Array.from(list.querySelectorAll('article'), (article) => article.getAttribute('aria-posinset'))).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)));
      expect(new Set(sizes())).toEqual(new Set(['-1']));

      fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
      await release();

      await waitFor(() => expect(texts(list)).toHaveLength(25));
      expect(list.querySelector('article')?.getAttribute('aria-posinset')).toBe('1');
      expect(new Set(sizes())).toEqual(new Set(['25']));
      expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
    });

    it('gives focus to the list when the focused button goes with the last page', async () => {
      const { api, release } = pagedChatServer(settledMessages(25));
      const { list } = await renderChat(api);
      const button = screen.getByRole('button', { name: 'Show older messages' });
      button.focus();

      fireEvent.click(button);
      await release();

      await waitFor(() => expect(screen.queryByRole('button', { name: /Show older messages|Loading/ })).toBeNull());
      expect(document.activeElement).toBe(list);
    });
  });

  describe('a reply the learner stopped', () => {
    it('shows after a reload as it did before: the partial text, marked "Not delivered"', async () => {
      const api = chatServer([]);
      const body = serveControlledStream(api);
      const { chat, list } = await renderChat(api);
      act(() => {
        void chat.send('Hola');
      });
      body.send(userEvent0!);
      body.send(start!);
      body.send(chunkHola!);
      await waitFor(() => expect(list.querySelector('[data-state="streaming"]')?.textContent).toContain('Hola'));
      act(() => chat.stop());
      const stopped = list.querySelector('article[data-sender="ai"]');
      expect(stopped?.getAttribute('data-status')).toBe('failed');
      expect(stopped?.querySelector('.parla-message__text')?.textContent).toBe('Hola');
      const seen = stopped?.outerHTML;
      cleanup();

      // The server keeps the stopped reply as the learner saw it: status failed, the partial text.
      const userMessage = userEvent0?.type === 'user_message' ? userEvent0.data : aMessage('user-message-1');
      const aiMessage = start?.type === 'ai_message_start' ? start.data : aMessage('ai-message-1');
      const reloaded = await renderChat(chatServer([userMessage, { ...aiMessage, status: 'failed', message_text: 'Hola' }]));

      expect(reloaded.list.querySelector('article[data-sender="ai"]')?.outerHTML).toBe(seen);
      expect(within(reloaded.list).getByText('Not delivered')).toBeTruthy();
    });
  });

  describe('when sending fails', () => {
    it('is data-state="error" and shows the server’s message of a 500, not "HTTP 500: …" (the error keeps the §8 wording)', async () => {
      const api = chatServer();
      api.on('POST', STREAM_PATH, () => apiError(500, 'The tutor is resting. Please try again.', {}, 'server_error'));
      const { chat, list } = await renderChat(api);

      await act(async () => {
        await chat.send('Hola');
      });

      expect(list.getAttribute('data-state')).toBe('error');
      expect(chat.$error.get()?.message).toMatch(/^HTTP 500: /);
      expect(screen.getByRole('alert').textContent).toBe('The tutor is resting. Please try again.');
    });

    it('shows the §8 text of a 500 without a message from the server', async () => {
      const api = chatServer();
      api.on('POST', STREAM_PATH, () => new Response('', { status: 500, statusText: 'Internal Server Error' }));
      const { chat } = await renderChat(api);

      await act(async () => {
        await chat.send('Hola');
      });

      expect(screen.getByRole('alert').textContent).toBe('Server error. Please try again later.');
    });

    it('shows the chat’s send-failure text when the stream ends without a complete reply', async () => {
      const api = chatServer();
      serveStream(api, [userEvent0, start, chunkHola, end].filter((event) => event !== undefined));
      const { chat } = await renderChat(api);

      await act(async () => {
        await chat.send('Hola');
      });

      expect(chat.$error.get()?.message).toBe('Stream ended without complete AI message');
      expect(screen.getByRole('alert').textContent).toBe('Your message could not be sent.');
    });
  });
});
