import type { Message } from '@parla/contract';
import type { ChatSession } from './chat-session.js';
import type { HistoryStore } from './history-store.js';

function practised(messages: readonly Message[]): boolean {
  return messages.some((message) => message.sender === 'ai' && message.status === 'delivered');
}

/**
 * Keeps a shown history list in step with a chat: when the chat's conversation gets its first delivered reply (it has
 * just been practised for the first time) and a history list is on screen without it, the list is loaded again.
 * Opening a conversation that was practised before changes nothing. Returns a stop function.
 * @example
 * const stop = followPractisedConversations(chat, session.history);
 */
export function followPractisedConversations(
  chat: Pick<ChatSession, '$conversation' | '$messages'>,
  history: Pick<HistoryStore, '$conversations' | 'load'>,
): () => void {
  /** Conversations this chat has shown without any delivered reply yet. */
  const unanswered = new Set<string>();
  return chat.$messages.subscribe((messages) => {
    const conversationId = chat.$conversation.get()?.id;
    if (!conversationId) {
      return;
    }
    if (!practised(messages)) {
      unanswered.add(conversationId);
      return;
    }
    if (!unanswered.delete(conversationId)) {
      return;
    }
    const shown = history.$conversations.lc > 0;
    if (shown && !history.$conversations.get().some((conversation) => conversation.id === conversationId)) {
      void history.load();
    }
  });
}
