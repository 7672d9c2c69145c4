import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { ChatSession } from '@parla/sdk';
import { useChat } from '../hooks/use-chat.js';
import { STORY_CONVERSATION_ID } from './story-fixtures.js';

/** The chat options of a story (`parameters.chat`). */
export interface StoryChatOptions {
  /** Text the learner sends as soon as conversation-1 has opened (`''` shows the empty-message error). Default: nothing is sent. */
  send?: string;
}

/** Props of {@link StoryChat}. */
export interface StoryChatProps extends StoryChatOptions {
  /** Renders the chat's view. */
  children: (chat: ChatSession) => ReactNode;
}

/** Opens conversation-1 of the story session with `useChat`, as an app's chat screen does, and sends `send` once it is open. */
export function StoryChat({ send, children }: StoryChatProps) {
  const { chat, conversation, status } = useChat({ conversationId: STORY_CONVERSATION_ID });
  const sent = useRef(false);
  useEffect(() => {
    if (send !== undefined && conversation !== null && status === 'idle' && !sent.current) {
      sent.current = true;
      void chat.send(send);
    }
  }, [chat, conversation, status, send]);
  return <>{children(chat)}</>;
}

/** A decorator that puts the story session's chat in `args.chat` (components that take `chat`: the list, the input). */
export const withChat: Decorator = (Story, context) => (
  <StoryChat send={(context.parameters.chat as StoryChatOptions | undefined)?.send}>{(chat) => <Story args={{ ...context.args, chat }} />}</StoryChat>
);
