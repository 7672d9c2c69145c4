import type { Conversation, Message } from '@parla/contract';
import type { ChatSession } from './chat-session.js';
import type { HistoryStore } from './history-store.js';

/** How much of its last message a conversation's preview holds (the server cuts it there). */
const PREVIEW_LENGTH = 120;

/** The chat's latest delivered tutor reply, or undefined when it has none (new, or just cleared). */
function latestReply(messages: readonly Message[]): Message | undefined {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.sender === 'ai' && message.status === 'delivered') {
      return message;
    }
  }
  return undefined;
}

/**
 * A conversation as the server lists it after `reply` was written: active, its preview the reply's start, its activity
 * the reply's time; two messages more, unless the reply replaced an earlier one (`replaced`, a reply written again).
 */
function afterReply(conversation: Conversation, reply: Message, replaced: boolean): Conversation {
  return {
    ...conversation,
    status: 'active',
    ended_at: null,
    message_count: conversation.message_count + (replaced ? 0 : 2),
    last_message_preview: reply.message_text.slice(0, PREVIEW_LENGTH),
    last_message_at: reply.timestamp,
    updated_at: reply.timestamp,
  };
}

/**
 * Keeps a shown history list in step with a chat from the chat's own state, without loading the list again: when the
 * chat's conversation gets a reply (its first, which adds it to the list, or another), it moves first with the reply's
 * preview and time; when it is cleared, it shows as the server answered the Clear. Opening a conversation changes nothing,
 * nor does anything while no history list is on screen. Returns a stop function.
 * @example
 * const stop = followPractisedConversations(chat, session.history);
 */
export function followPractisedConversations(
  chat: Pick<ChatSession, '$conversation' | '$messages'>,
  history: Pick<HistoryStore, '$conversations' | 'showActivity'>,
): () => void {
  let seen: { conversationId: string; reply: Message | undefined; count: number } | null = null;
  return chat.$messages.subscribe((messages) => {
    const conversation = chat.$conversation.get();
    if (!conversation) {
      return;
    }
    const reply = latestReply(messages);
    const previous = seen;
    // A change from no messages at all is the conversation's messages loading (it was opened), not a new reply.
    const changed = previous !== null && previous.conversationId === conversation.id && previous.count > 0 && previous.reply?.id !== reply?.id;
    seen = { conversationId: conversation.id, reply, count: messages.length };
    if (!changed || history.$conversations.lc === 0) {
      return;
    }
    const listed = history.$conversations.get().find((candidate) => candidate.id === conversation.id);
    if (reply) {
      const replaced = previous.reply !== undefined && !messages.some((message) => message.id === previous.reply?.id);
      history.showActivity(afterReply(listed ?? conversation, reply, replaced));
    } else if (listed) {
      // Cleared: the chat holds the conversation as the server's Clear answered it.
      history.showActivity(conversation);
    }
  });
}
