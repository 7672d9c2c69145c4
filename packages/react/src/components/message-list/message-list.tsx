import { useLayoutEffect, useRef } from 'react';
import type { ComponentType, HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import type { ChatSession, ChatStatus, Message } from '@parla/sdk';
import { useT, useTranslateText } from '../../i18n/use-t.js';
import { MessageBubble } from '../message-bubble/message-bubble.js';
import { StreamingBubble } from './streaming-bubble.js';
import { useFinishedReply } from './use-finished-reply.js';
import { usePinnedScroll } from './use-pinned-scroll.js';

/** Props of {@link MessageList}; the rest are spread on the scrolling `<section>`. */
export interface MessageListProps extends HTMLAttributes<HTMLElement> {
  /** The chat to show (`useChat().chat`). */
  chat: Pick<ChatSession, '$messages' | '$streamingMessage' | '$status' | '$error'>;
  /** Called with the message id on every render of any bubble (tests count renders with it). Default: none. */
  onBubbleRender?: (messageId: string) => void;
  /** Rendered inside each settled bubble (e.g. its menu); pass a stable component so bubbles stay memoised. Default: none. */
  bubbleActions?: ComponentType<{ message: Message }>;
}

/** The list's `data-state`: a turn in progress is `streaming`, a failed load or send `error`. */
function listState(status: ChatStatus): 'idle' | 'streaming' | 'error' {
  if (status === 'sending' || status === 'streaming') {
    return 'streaming';
  }
  return status === 'error' ? 'error' : 'idle';
}

/**
 * The messages of a chat, oldest first. Settled messages are memoised bubbles keyed by id; the streaming reply is a
 * separate bubble, so while a reply streams only that bubble re-renders. Stays pinned to the bottom unless the learner
 * scrolled up, and announces each finished reply once to screen readers.
 * @example
 * const { chat } = useChat({ conversationId });
 * return <MessageList chat={chat} />;
 */
export function MessageList({ chat, onBubbleRender, bubbleActions, className, onScroll: onScrollProp, ...rest }: MessageListProps) {
  const messages = useStore(chat.$messages);
  const status = useStore(chat.$status);
  const error = useStore(chat.$error);
  const finished = useFinishedReply(chat);
  const t = useT();
  const translate = useTranslateText();
  const { ref, onScroll, stickToBottom, pin } = usePinnedScroll<HTMLElement>();
  const lastId = useRef<string | null>(null);

  useLayoutEffect(() => {
    const last = messages[messages.length - 1];
    if (last && last.id !== lastId.current && last.sender === 'user') {
      pin();
    }
    lastId.current = last?.id ?? null;
    stickToBottom();
  }, [messages, pin, stickToBottom]);

  return (
    <section
      ref={ref}
      className={className ? `parla-message-list ${className}` : 'parla-message-list'}
      aria-label={t('chat.messages')}
      aria-busy={status === 'loading' || undefined}
      tabIndex={0}
      data-state={listState(status)}
      onScroll={(event) => {
        onScroll(event);
        onScrollProp?.(event);
      }}
      {...rest}
    >
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} onRender={onBubbleRender} actions={bubbleActions} />
      ))}
      <StreamingBubble chat={chat} onGrow={stickToBottom} onRender={onBubbleRender} />
      {status === 'error' && error ? (
        <p className="parla-message-list__error" role="alert">
          {translate({ text: error.message })}
        </p>
      ) : null}
      <div className="parla-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="parla-reply-announcer">
        {finished ? t('chat.replyAnnouncement', { text: finished.message_text }) : ''}
      </div>
    </section>
  );
}
