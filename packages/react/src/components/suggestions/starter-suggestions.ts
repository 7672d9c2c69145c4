import { LEARNING_MODES } from '@parla/contract/constants';
import type { LearningMode } from '@parla/contract/constants';
import type { MessageKey } from '../../i18n/messages/en.js';

/** The id of one starter suggestion: three per learning mode. */
type StarterSuggestionKey = `chat.starter.${LearningMode}.${1 | 2 | 3}`;

/** The three ids of a mode (returning them as `MessageKey`s fails to compile if the catalogues lack one). */
function starterKeys(mode: LearningMode): readonly MessageKey[] {
  const keys: StarterSuggestionKey[] = [`chat.starter.${mode}.1`, `chat.starter.${mode}.2`, `chat.starter.${mode}.3`];
  return keys;
}

/** The message ids of the starter suggestions of each learning mode, shown when the server sent none. */
export const STARTER_SUGGESTION_KEYS = Object.fromEntries(LEARNING_MODES.map((mode) => [mode, starterKeys(mode)])) as Readonly<
  Record<LearningMode, readonly MessageKey[]>
>;
