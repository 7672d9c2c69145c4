import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ComponentType, HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { chatFailureText } from '@parla/sdk';
import type { ChatSession, ChatStatus, Message } from '@parla/sdk';
import { useT, useTranslateText } from '../../i18n/use-t.js';
import { MessageBubble } from '../message-bubble/message-bubble.js';
import { GreetingBubble } from './greeting-bubble.js';
import { OlderMessages } from './older-messages.js';
import { StreamingBubble } from './streaming-bubble.js';
import { useFinishedReply } from './use-finished-reply.js';
import { useKeptFocus } from './use-kept-focus.js';
import { usePinnedScroll } from './use-pinned-scroll.js';
import { useWindowedList } from './use-windowed-list.js';

/** Scrolled this close to the top (px), the list loads the previous page of messages. */
const LOAD_OLDER_DISTANCE = 400;

/** Props of {@link MessageList}; the rest are spread on the scrolling `<section>`. */
export interface MessageListProps extends HTMLAttributes<HTMLElement> {
  /** The chat to show (`useChat().chat`). */
  chat: Pick<ChatSession, '$messages' | '$streamingMessage' | '$status' | '$error' | '$hasOlder' | '$loadingOlder' | 'loadOlder'> &
    Partial<Pick<ChatSession, '$greeting'>>;
  /** Called with the message id on every render of any bubble (tests count renders with it). Default: none. */
  onBubbleRender?: ((messageId: string) => void) | undefined;
  /** Rendered inside each settled bubble (e.g. its menu); pass a stable component so bubbles stay memoised. Default: none. */
  bubbleActions?: ComponentType<{ message: Message }> | undefined;
}

/** The list's `data-state`: a turn in progress is `streaming`, a failed load or send `error`. */
function listState(status: ChatStatus): 'idle' | 'streaming' | 'error' {
  if (status === 'sending' || status === 'streaming') {
    return 'streaming';
  }
  return status === 'error' ? 'error' : 'idle';
}

/**
 * The messages of a chat, oldest first (opened by the SDK's `$greeting` when the server stored none). Settled messages are memoised bubbles keyed by id; the streaming reply is a
 * separate bubble, so while a reply streams only that bubble re-renders. Stays pinned to the bottom unless the learner
 * scrolled up, and announces each finished reply once to screen readers. Long histories are windowed: only the bubbles
 * near the viewport are mounted (each with `aria-posinset` and `aria-setsize`). Scrolling to the top, or the button
 * there, loads older messages, and the message in view keeps its place while they are added above it.
 * @example
 * const { chat } = useChat({ conversationId });
 * return <MessageList chat={chat} />;
 */
export function MessageList({ chat, onBubbleRender, bubbleActions, className, onScroll: onScrollProp, onFocus: onFocusProp, onKeyDown: onKeyDownProp, ...rest }: MessageListProps) {
  const messages = useStore(chat.$messages);
  const status = useStore(chat.$status);
  const hasOlder = useStore(chat.$hasOlder);
  const loadingOlder = useStore(chat.$loadingOlder);
  const error = useStore(chat.$error);
  const finished = useFinishedReply(chat);
  const t = useT();
  const translate = useTranslateText();
  const { ref, onScroll, stickToBottom, pin, isPinned } = usePinnedScroll<HTMLElement>();
  const itemsRef = useRef<HTMLDivElement>(null);
  const lastId = useRef<string | null>(null);
  const keys = useMemo(() => messages.map((message) => message.id), [messages]);

  useLayoutEffect(() => {
    const last = messages[messages.length - 1];
    if (last && last.id !== lastId.current && last.sender === 'user') {
      pin();
    }
    lastId.current = last?.id ?? null;
  }, [messages, pin]);

  const windowed = useWindowedList({ keys, scrollRef: ref, itemsRef, isPinned, stickToBottom, setSize: hasOlder ? -1 : keys.length });
  const onFocus = useKeptFocus(ref);

  return (
    <section
      ref={ref}
      className={className ? `parla-message-list ${className}` : 'parla-message-list'}
      aria-label={t('chat.messages')}
      aria-busy={status === 'loading' || loadingOlder || undefined}
      tabIndex={0}
      data-state={listState(status)}
      onScroll={(event) => {
        onScroll(event);
        windowed.onScroll();
        if (event.currentTarget.scrollTop < LOAD_OLDER_DISTANCE) {
          void chat.loadOlder();
        }
        onScrollProp?.(event);
      }}
      onFocus={(event) => {
        onFocus(event);
        onFocusProp?.(event);
      }}
      onKeyDown={(event) => {
        windowed.onKeyDown(event);
        onKeyDownProp?.(event);
      }}
      {...rest}
    >
      <OlderMessages chat={chat} />
      {chat.$greeting ? <GreetingBubble greeting={chat.$greeting} /> : null}
      <div ref={itemsRef} className="parla-message-list__items" style={{ paddingTop: windowed.paddingTop, paddingBottom: windowed.paddingBottom }}>
        {messages.slice(windowed.start, windowed.end).map((message) => (
          <MessageBubble key={message.id} message={message} onRender={onBubbleRender} actions={bubbleActions} />
        ))}
      </div>
      <StreamingBubble chat={chat} onGrow={stickToBottom} onRender={onBubbleRender} />
      {status === 'error' && error ? (
        <p className="parla-message-list__error" role="alert">
          {translate(chatFailureText(error))}
        </p>
      ) : null}
      <div className="parla-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="parla-reply-announcer">
        {finished ? t('chat.replyAnnouncement', { text: finished.message_text }) : ''}
      </div>
    </section>
  );
}
