import type { Message } from '@parla/contract';
import type { ChatSession } from './chat-session.js';
import type { HistoryStore } from './history-store.js';

/** The id of the chat's latest delivered tutor reply, or null when it has none (new, or just cleared). */
function latestReply(messages: readonly Message[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.sender === 'ai' && message.status === 'delivered') {
      return message.id;
    }
  }
  return null;
}

/**
 * Keeps a shown history list in step with a chat, loading it again when what it shows of the chat's conversation
 * changed: the conversation gets its first delivered reply (it has just been practised and is missing from the list),
 * or, listed, it gets another reply or is cleared (its preview, date and place in the list change). Opening a
 * conversation changes nothing, nor does anything while no history list is on screen. Returns a stop function.
 * @example
 * const stop = followPractisedConversations(chat, session.history);
 */
export function followPractisedConversations(
  chat: Pick<ChatSession, '$conversation' | '$messages'>,
  history: Pick<HistoryStore, '$conversations' | 'load'>,
): () => void {
  let seen: { conversationId: string; reply: string | null; count: number } | null = null;
  return chat.$messages.subscribe((messages) => {
    const conversationId = chat.$conversation.get()?.id;
    if (!conversationId) {
      return;
    }
    const reply = latestReply(messages);
    // A change from no messages at all is the conversation's messages loading (it was opened), not a new reply.
    const changed = seen !== null && seen.conversationId === conversationId && seen.count > 0 && seen.reply !== reply;
    seen = { conversationId, reply, count: messages.length };
    if (!changed || history.$conversations.lc === 0) {
      return;
    }
    const listed = history.$conversations.get().some((conversation) => conversation.id === conversationId);
    if (listed || reply !== null) {
      void history.load();
    }
  });
}
