import { useEffect, useState } from 'react';
import type { ChatSession, Message } from '@parla/sdk';

/** The latest reply that finished streaming (once, when it settles), or null; never changes per chunk. */
export function useFinishedReply(chat: Pick<ChatSession, '$messages' | '$streamingMessage'>): Message | null {
  const [finished, setFinished] = useState<Message | null>(null);
  useEffect(() => {
    let streamingId = chat.$streamingMessage.get()?.id ?? null;
    return chat.$streamingMessage.listen((message) => {
      if (message) {
        streamingId = message.id;
        return;
      }
      const settled = chat.$messages.get().find((candidate) => candidate.id === streamingId);
      streamingId = null;
      if (settled && settled.status !== 'failed') {
        setFinished(settled);
      }
    });
  }, [chat]);
  return finished;
}
