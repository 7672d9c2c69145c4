import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { Message } from '@parla/sdk';
import { MessageBubble } from '../message-bubble/message-bubble.js';

/** Props of {@link GreetingBubble}. */
export interface GreetingBubbleProps {
  /** The chat's greeting (`useChat().chat.$greeting`). */
  greeting: ReadableAtom<string | null>;
}

/**
 * The tutor's greeting as the first bubble of a conversation that holds no stored greeting (the SDK's `$greeting`: after
 * Clear, or with a backend that stores none), so the learner's first reply stays under the question it answers.
 */
export function GreetingBubble({ greeting: $greeting }: GreetingBubbleProps) {
  const greeting = useStore($greeting);
  const message = useMemo<Message | null>(
    () =>
      greeting === null
        ? null
        : { id: 'greeting', conversation_id: '', sender: 'ai', message_text: greeting, timestamp: '', status: 'delivered', edited_at: null },
    [greeting],
  );
  return message ? <MessageBubble message={message} data-greeting="" /> : null;
}
