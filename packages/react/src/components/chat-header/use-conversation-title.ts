import { useCallback } from 'react';
import { defaultConversationTitle } from '@parla/contract/constants';
import type { Conversation } from '@parla/sdk';
import { useT } from '../../i18n/use-t.js';
import { LEARNING_MODE_KEYS } from './learning-mode-key.js';
import { useLanguageName } from './use-language-name.js';

/** What a conversation's title is made from. */
export type TitledConversation = Pick<Conversation, 'title' | 'learning_mode' | 'target_language'>;

/**
 * The title to show for a conversation: the learner's own; for the server's default title ('Free conversation in
 * Spanish') the same words in the interface language; 'New conversation' when there is none.
 */
export function useConversationTitle(): (conversation: TitledConversation) => string {
  const t = useT();
  const languageName = useLanguageName();
  return useCallback(
    ({ title, learning_mode: mode, target_language: language }: TitledConversation) => {
      if (!title) {
        return t('chat.header.untitled');
      }
      if (title === defaultConversationTitle(mode, language)) {
        return t('chat.header.defaultTitle', { mode: t(LEARNING_MODE_KEYS[mode]), language: languageName(language, true) });
      }
      return title;
    },
    [t, languageName],
  );
}
