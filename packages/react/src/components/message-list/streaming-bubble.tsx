import { useLayoutEffect } from 'react';
import type { ChatSession } from '@parla/sdk';
import { useStreamingMessage } from '../../hooks/use-streaming-message.js';
import { useT } from '../../i18n/use-t.js';
import { MessageBubble } from '../message-bubble/message-bubble.js';

/** Props of {@link StreamingBubble}. */
export interface StreamingBubbleProps {
  /** The chat whose reply is streaming. */
  chat: Pick<ChatSession, '$streamingMessage'>;
  /** Called after each update has been laid out (the list keeps itself pinned to the bottom). */
  onGrow: () => void;
  /** Passed to the bubble: called on every render. */
  onRender?: (messageId: string) => void;
}

/** The reply being streamed: the only part of the list that subscribes to `$streamingMessage`, so only it re-renders per chunk. */
export function StreamingBubble({ chat, onGrow, onRender }: StreamingBubbleProps) {
  const message = useStreamingMessage(chat);
  const t = useT();
  useLayoutEffect(() => {
    if (message) {
      onGrow();
    }
  }, [message, onGrow]);
  if (!message) {
    return null;
  }
  const shown = message.message_text === '' ? { ...message, message_text: t('chat.typing') } : message;
  return <MessageBubble message={shown} onRender={onRender} aria-busy="true" data-state="streaming" />;
}
