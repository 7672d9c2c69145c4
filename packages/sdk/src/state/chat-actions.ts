import { batch } from 'nanostores';
import type { Conversation, Message, Translation } from '@parla/contract';
import type { LanguageCode } from '@parla/contract/constants';
import { isApiError } from '../errors/api-error.js';
import type { ChatSession } from './chat-session.js';
import { conversationIdOrNull, runAction, setTranslation } from './chat-state.js';
import type { ChatState } from './chat-state.js';
import { editRegeneratesReply } from './edit-regenerates-reply.js';
import { messageTextError } from './validation-error.js';

/** A chat's actions besides sending: edit, translate, export, clear, end and a mode change; failures land in `$actionError`. */
export type ChatActions = Pick<ChatSession, 'edit' | 'translate' | 'exportConversation' | 'clear' | 'endConversation' | 'setLearningMode'>;

/** What the actions need of the other parts of a chat. */
export interface ChatActionParts {
  /** Stops the reply in flight (before a clear or an end). */
  stop(): void;
  /** Has the tutor write its reply to the learner's latest message again (after it was edited). */
  regenerate(message: Message): Promise<Message | null>;
  /** Loads the greeting and suggested first replies (after a clear). */
  loadWelcome(conversationId: string, expected: number): Promise<void>;
}

/** Creates the actions of the chat whose state is `state`; see `ChatSession` for what each does. */
export function createChatActions(state: ChatState, parts: ChatActionParts): ChatActions {
  /** Runs a call that answers with the updated conversation and keeps it. */
  async function updateConversation(change: (conversationId: string) => Promise<Conversation>): Promise<Conversation | null> {
    const conversationId = conversationIdOrNull(state);
    if (conversationId === null) {
      return null;
    }
    const expected = state.generation;
    return runAction(
      state,
      async () => {
        const conversation = await change(conversationId);
        if (expected === state.generation) {
          state.$conversation.set(conversation);
        }
        return conversation;
      },
      null,
    );
  }

  async function edit(messageId: string, text: string): Promise<Message | null> {
    const trimmed = text.trim();
    const invalid = messageTextError(trimmed);
    if (invalid) {
      state.$actionError.set(invalid);
      return null;
    }
    const expected = state.generation;
    return runAction(
      state,
      async () => {
        const updated = await state.client.conversations.editMessage(messageId, { message_text: trimmed });
        if (expected === state.generation) {
          const regenerates = editRegeneratesReply(state.$messages.get(), updated.id);
          batch(() => {
            state.$messages.set(state.$messages.get().map((message) => (message.id === updated.id ? updated : message)));
            setTranslation(state, updated.id, undefined);
          });
          if (regenerates) {
            // The tutor's reply answered the old text: it is written again for the new one.
            void parts.regenerate(updated);
          }
        }
        return updated;
      },
      null,
    );
  }

  async function translate(messageId: string, targetLanguage: LanguageCode): Promise<Translation | null> {
    const message = state.$messages.get().find((candidate) => candidate.id === messageId);
    if (!message) {
      return null;
    }
    const expected = state.generation;
    // The server reads a message in its conversation's language: the pair a 501 refuses.
    const sourceLanguage = state.$conversation.get()?.target_language;
    return runAction(
      state,
      async () => {
        const translation = await state.client.chat.translate({ text: message.message_text, target_language: targetLanguage, message_id: messageId }).catch((error: unknown) => {
          if (isApiError(error) && error.code === 'engine_not_configured' && sourceLanguage) {
            state.capabilities?.markTranslationUnavailable(sourceLanguage, targetLanguage);
          }
          throw error;
        });
        if (expected === state.generation) {
          setTranslation(state, messageId, translation);
        }
        return translation;
      },
      null,
    );
  }

  async function clear(): Promise<boolean> {
    const conversationId = conversationIdOrNull(state);
    if (conversationId === null) {
      return false;
    }
    parts.stop();
    const expected = state.generation;
    return runAction(
      state,
      async () => {
        const { conversation } = await state.client.conversations.clear(conversationId);
        if (expected !== state.generation) {
          return false;
        }
        state.lastFailure = null;
        batch(() => {
          state.$conversation.set(conversation);
          state.$messages.set([]);
          state.$hasOlder.set(false);
          state.$translations.set({});
        });
        await parts.loadWelcome(conversationId, expected);
        return true;
      },
      false,
    );
  }

  return {
    edit,
    translate,
    async exportConversation() {
      const conversationId = conversationIdOrNull(state);
      if (conversationId === null) {
        return null;
      }
      return runAction(state, () => state.client.conversations.export(conversationId), null);
    },
    clear,
    endConversation() {
      parts.stop();
      return updateConversation((conversationId) => state.client.conversations.end(conversationId));
    },
    setLearningMode(mode) {
      return updateConversation((conversationId) => state.client.conversations.setLearningMode(conversationId, { learning_mode: mode }));
    },
  };
}
