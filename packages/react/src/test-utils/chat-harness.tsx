import type { ChatSession } from '@parla/sdk';
import { ChatInput } from '../components/chat-input/chat-input.js';
import { MessageList } from '../components/message-list/message-list.js';
import { useChat } from '../hooks/use-chat.js';

/** Props of {@link ChatHarness}. */
export interface ChatHarnessProps {
  /** Receives the chat so a test can drive it. */
  onChat?: (chat: ChatSession) => void;
  /** Passed to the list. */
  onBubbleRender?: (messageId: string) => void;
}

/** A chat screen as an app builds it: `useChat` over conversation-1, the list and the input; every chunk applies at once. */
export function ChatHarness({ onChat, onBubbleRender }: ChatHarnessProps) {
  const { chat } = useChat({ conversationId: 'conversation-1', schedule: null });
  onChat?.(chat);
  return (
    <>
      <MessageList chat={chat} onBubbleRender={onBubbleRender} />
      <ChatInput chat={chat} />
    </>
  );
}
