import { useStore } from '@nanostores/react';
import type { ChatSession, Message } from '@parla/sdk';

/** The reply being streamed into `chat`, or null; the component using it re-renders per chunk, so keep it small. */
export function useStreamingMessage(chat: Pick<ChatSession, '$streamingMessage'>): Message | null {
  return useStore(chat.$streamingMessage);
}
