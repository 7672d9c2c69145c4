import { createContext, useContext, useEffect, useMemo } from 'react';
import { isUndelivered } from '@parla/sdk';
import type { ChatSession, Message } from '@parla/sdk';
import { MessageList } from '../message-list/message-list.js';
import type { MessageListProps } from '../message-list/message-list.js';
import { LazyMessageMenu, preloadMessageMenu } from './lazy-message-menu.js';
import type { ClipboardPort, MessageMenuProps } from '../message-menu/message-menu.js';
import type { Speaker } from '../message-menu/browser-speaker.js';
import { RetrySendButton } from './retry-send-button.js';
import { LazyMessageWords, preloadMessageWords } from './lazy-message-words.js';

/** Props of {@link ChatMessageList}; the rest go to the {@link MessageList}. */
export interface ChatMessageListProps extends Omit<MessageListProps, 'chat' | 'bubbleActions'> {
  /** The chat to show (`useChat().chat`); `retry` sends an undelivered message again. */
  chat: MessageListProps['chat'] & MessageMenuProps['chat'] & Pick<ChatSession, 'retry'>;
  /** Where Copy writes. Default: `navigator.clipboard`; null disables Copy. */
  clipboard?: ClipboardPort | null;
  /** What Speak uses. Default: `window.speechSynthesis`; null disables Speak. */
  speaker?: Speaker | null;
  /** Called with the message id on every render of any menu (tests count renders with it). Default: none. */
  onMenuRender?: (messageId: string) => void;
}

interface MenuContextValue {
  chat: ChatMessageListProps['chat'];
  clipboard?: ClipboardPort | null;
  speaker?: Speaker | null;
  onMenuRender?: (messageId: string) => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

/** The menu inside each bubble, and Try again under an undelivered one; one stable component, so the memoised bubbles never re-render because of it. */
function BubbleMenu({ message }: { message: Message }) {
  const context = useContext(MenuContext);
  if (!context) {
    return null;
  }
  return (
    <>
      {isUndelivered(message) ? <RetrySendButton message={message} chat={context.chat} /> : null}
      {/* A reply that failed before its first word has nothing to speak, copy, translate or edit. */}
      {message.message_text.trim() === '' ? null : (
        <LazyMessageMenu message={message} chat={context.chat} clipboard={context.clipboard} speaker={context.speaker} onRender={context.onMenuRender} />
      )}
      {isUndelivered(message) ? null : <LazyMessageWords message={message} chat={context.chat} />}
    </>
  );
}

/**
 * The messages of a chat with a `MessageMenu` on every settled bubble (its code loads just after first paint), and Try again under the learner's undelivered ones. Like {@link MessageList}, only the streaming
 * bubble re-renders while a reply streams: neither settled bubbles nor their menus do.
 * @example
 * const { chat } = useChat({ conversationId });
 * return <ChatMessageList chat={chat} />;
 */
export function ChatMessageList({ chat, clipboard, speaker, onMenuRender, ...rest }: ChatMessageListProps) {
  const value = useMemo<MenuContextValue>(() => ({ chat, clipboard, speaker, onMenuRender }), [chat, clipboard, speaker, onMenuRender]);
  // The bubbles' actions load just after first paint, also when no message is there yet.
  useEffect(() => {
    preloadMessageMenu();
    preloadMessageWords();
  }, []);
  return (
    <MenuContext.Provider value={value}>
      <MessageList chat={chat} bubbleActions={BubbleMenu} {...rest} />
    </MenuContext.Provider>
  );
}
