import type { LearningMode } from '@parla/contract/constants';
import type { MessageKey } from '../../i18n/messages/en.js';

/** The message id of each learning mode's name. */
export const LEARNING_MODE_KEYS: Readonly<Record<LearningMode, MessageKey>> = {
  translation: 'chat.mode.translation',
  grammar: 'chat.mode.grammar',
  vocabulary: 'chat.mode.vocabulary',
  roleplay: 'chat.mode.roleplay',
  free_conversation: 'chat.mode.free_conversation',
  storytelling: 'chat.mode.storytelling',
  cultural_context: 'chat.mode.cultural_context',
  idioms: 'chat.mode.idioms',
  slang: 'chat.mode.slang',
};
