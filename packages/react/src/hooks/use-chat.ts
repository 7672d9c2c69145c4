import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { ApiError, ChatSession, ChatStatus, Conversation, FlushScheduler, Message } from '@parla/sdk';
import { frameScheduler } from './frame-scheduler.js';
import { isDisposed, useDisposable } from './use-disposable.js';
import { useLatest } from './use-latest.js';
import { useParlaSession } from './use-parla-session.js';

/** Options of {@link useChat}. */
export interface UseChatOptions {
  /** The conversation to open; a new id opens that one in the same chat. Default: none (call `chat.create`). */
  conversationId?: string | undefined;
  /** Coalesces reply chunks. Default: one update per animation frame where available; `null` applies every chunk at once. Read on mount. */
  schedule?: FlushScheduler | null | undefined;
  /** Called with every finished reply of `send` and `retry` (the latest callback is used). Default: none. */
  onReply?: ((reply: Message) => void) | undefined;
}

/** What {@link useChat} returns: the chat (for `<MessageList chat>` and `<ChatInput chat>`), its settled state and actions. */
export interface UseChatResult extends Omit<ChatSession, `$${string}` | 'destroy' | 'reset'> {
  /** The SDK chat session (its `send` and `retry` also call `onReply`); its stores feed the chat components. */
  chat: ChatSession;
  conversation: Conversation | null;
  /** Settled messages (the streaming reply is not here: see `useStreamingMessage`). */
  messages: readonly Message[];
  status: ChatStatus;
  error: ApiError | null;
  hasOlder: boolean;
  suggestions: readonly string[];
}

/**
 * Creates the SDK chat state once per mounted component, opens `conversationId`, destroys it on unmount.
 * It does not subscribe to the streaming reply, so the calling component does not re-render per chunk.
 * @example
 * const { chat } = useChat({ conversationId });
 * return <><MessageList chat={chat} /><ChatInput chat={chat} /></>;
 */
export function useChat(options: UseChatOptions = {}): UseChatResult {
  const session = useParlaSession('useChat');
  const { conversationId, schedule } = options;
  const onReply = useLatest(options.onReply);
  const chat = useDisposable(() => session.createChat({ schedule: schedule === null ? undefined : (schedule ?? frameScheduler()) }), (value) => value.destroy(), [session]);

  useEffect(() => {
    if (conversationId !== undefined && !isDisposed(chat)) {
      void chat.open(conversationId);
    }
  }, [chat, conversationId]);

  const { send, retry } = useMemo(() => {
    const reported = async (reply: Promise<Message | null>) => {
      const message = await reply;
      if (message) {
        onReply.current?.(message);
      }
      return message;
    };
    return { send: (text: string) => reported(chat.send(text)), retry: (messageId?: string) => reported(chat.retry(messageId)) };
  }, [chat, onReply]);

  const chatWithCallbacks = useMemo<ChatSession>(() => ({ ...chat, send, retry }), [chat, send, retry]);
  const conversation = useStore(chat.$conversation);
  const messages = useStore(chat.$messages);
  const status = useStore(chat.$status);
  const error = useStore(chat.$error);
  const hasOlder = useStore(chat.$hasOlder);
  const suggestions = useStore(chat.$suggestions);
  return useMemo(() => {
    const { destroy: _destroy, reset: _reset, ...actions } = chat;
    return { ...actions, send, retry, chat: chatWithCallbacks, conversation, messages, status, error, hasOlder, suggestions };
  }, [chat, chatWithCallbacks, send, retry, conversation, messages, status, error, hasOlder, suggestions]);
}
