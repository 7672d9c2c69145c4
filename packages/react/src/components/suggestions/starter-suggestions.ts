import type { LearningMode } from '@parla/contract/constants';
import type { MessageKey } from '../../i18n/messages/en.js';

/** The message ids of the starter suggestions of each learning mode, shown when the server sent none. */
export const STARTER_SUGGESTION_KEYS: Readonly<Record<LearningMode, readonly MessageKey[]>> = {
  translation: ['chat.starter.translation.1', 'chat.starter.translation.2', 'chat.starter.translation.3'],
  grammar: ['chat.starter.grammar.1', 'chat.starter.grammar.2', 'chat.starter.grammar.3'],
  vocabulary: ['chat.starter.vocabulary.1', 'chat.starter.vocabulary.2', 'chat.starter.vocabulary.3'],
  roleplay: ['chat.starter.roleplay.1', 'chat.starter.roleplay.2', 'chat.starter.roleplay.3'],
  free_conversation: ['chat.starter.free_conversation.1', 'chat.starter.free_conversation.2', 'chat.starter.free_conversation.3'],
  storytelling: ['chat.starter.storytelling.1', 'chat.starter.storytelling.2', 'chat.starter.storytelling.3'],
  cultural_context: ['chat.starter.cultural_context.1', 'chat.starter.cultural_context.2', 'chat.starter.cultural_context.3'],
  idioms: ['chat.starter.idioms.1', 'chat.starter.idioms.2', 'chat.starter.idioms.3'],
  slang: ['chat.starter.slang.1', 'chat.starter.slang.2', 'chat.starter.slang.3'],
};
