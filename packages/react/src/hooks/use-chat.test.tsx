import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Message, Session } from '@parla/sdk';
import { apiError, buildChatStream } from '@parla/test-utils';
import { STREAM_PATH, chatServer, serveControlledStream, serveStream } from '../test-utils/chat-server.js';
import { createTestSession } from '../test-utils/test-session.js';
import { ParlaProvider } from '../provider/parla-provider.js';
import { useChat } from './use-chat.js';
import type { UseChatOptions } from './use-chat.js';
import '../test-utils/render-with-session.js';

function wrapperFor(session: Session) {
  return ({ children }: { children?: ReactNode }) => <ParlaProvider session={session}>{children}</ParlaProvider>;
}

describe('useChat', () => {
  it('creates the chat once and opens the conversation', async () => {
    const { session } = await createTestSession({ api: chatServer() });
    const createChat = vi.spyOn(session, 'createChat');

    const { result, rerender } = renderHook(() => useChat({ conversationId: 'conversation-1' }), { wrapper: wrapperFor(session) });
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    rerender();

    expect(createChat).toHaveBeenCalledTimes(1);
    expect(result.current.conversation?.id).toBe('conversation-1');
    expect(result.current.status).toBe('idle');
  });

  it('coalesces reply chunks per animation frame by default', async () => {
    const { session } = await createTestSession({ api: chatServer() });
    const createChat = vi.spyOn(session, 'createChat');

    renderHook(() => useChat(), { wrapper: wrapperFor(session) });

    expect(typeof createChat.mock.calls[0]?.[0]?.schedule).toBe('function');
  });

  it('calls the latest onReply with each finished reply', async () => {
    const api = chatServer();
    serveStream(api, buildChatStream({ userText: 'Hola', aiText: '¡Hola!' }));
    const { session } = await createTestSession({ api });
    const first = vi.fn<(reply: Message) => void>();
    const latest = vi.fn<(reply: Message) => void>();
    const { result, rerender } = renderHook((options: UseChatOptions) => useChat(options), {
      wrapper: wrapperFor(session),
      initialProps: { conversationId: 'conversation-1', onReply: first },
    });
    await waitFor(() => expect(result.current.conversation).not.toBeNull());
    rerender({ conversationId: 'conversation-1', onReply: latest });

    await act(async () => {
      await result.current.chat.send('Hola');
    });

    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(expect.objectContaining({ message_text: '¡Hola!' }));
  });

  it('calls onReply with the reply of a message sent again after it was not delivered', async () => {
    const api = chatServer();
    api.on('POST', STREAM_PATH, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    const { session } = await createTestSession({ api });
    const onReply = vi.fn<(reply: Message) => void>();
    const { result } = renderHook(() => useChat({ conversationId: 'conversation-1', onReply }), { wrapper: wrapperFor(session) });
    await waitFor(() => expect(result.current.conversation).not.toBeNull());
    await act(async () => {
      await result.current.chat.send('Hola');
    });
    expect(onReply).not.toHaveBeenCalled();

    serveStream(api, buildChatStream({ userText: 'Hola', aiText: '¡Hola otra vez!' }));
    await act(async () => {
      await result.current.chat.retry();
    });

    expect(onReply).toHaveBeenCalledTimes(1);
    expect(onReply).toHaveBeenCalledWith(expect.objectContaining({ message_text: '¡Hola otra vez!' }));
  });

  it('does not re-render the calling component per streamed chunk', async () => {
    const api = chatServer();
    const body = serveControlledStream(api);
    const { session } = await createTestSession({ api });
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useChat({ conversationId: 'conversation-1', schedule: null });
      },
      { wrapper: wrapperFor(session) },
    );
    await waitFor(() => expect(result.current.conversation).not.toBeNull());
    const events = buildChatStream({ aiText: 'a'.repeat(50), chunks: 50 });
    act(() => {
      void result.current.chat.send('Hola');
    });
    body.send(events[0]!);
    body.send(events[1]!);
    await waitFor(() => expect(result.current.status).toBe('streaming'));
    const before = renders;

    for (const event of events.slice(2, -2)) {
      body.send(event);
    }
    await waitFor(() => expect(result.current.chat.$streamingMessage.get()?.message_text).toBe('a'.repeat(50)));

    expect(renders).toBe(before);
    act(() => body.close());
  });

  it('destroys the chat on unmount: a streaming reply is left to finish (the server stores it), not stopped', async () => {
    const api = chatServer();
    const body = serveControlledStream(api);
    const { session } = await createTestSession({ api });
    const { result, unmount } = renderHook(() => useChat({ conversationId: 'conversation-1' }), { wrapper: wrapperFor(session) });
    await waitFor(() => expect(result.current.conversation).not.toBeNull());
    const events = buildChatStream();
    act(() => {
      void result.current.chat.send('Hola');
    });
    body.send(events[0]!);
    body.send(events[1]!);
    await waitFor(() => expect(result.current.status).toBe('streaming'));

    unmount();
    for (const event of events.slice(2)) {
      body.send(event);
    }
    body.close();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(body.cancelled).toBe(false);
  });
});
