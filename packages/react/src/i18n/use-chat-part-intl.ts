import { use, useCallback } from 'react';
import type { ParlaIntl } from './intl-for-messages.js';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { CHAT_PART_MESSAGES } from './chat-part-messages.js';
import { intlForMessages } from './intl-for-messages.js';
import { loadAreaOrEnglish } from './message-area.js';
import type { AreaMessages } from './message-area.js';
import type { Translate } from './use-t.js';
import { useIntl } from './use-t.js';

/** One formatter per formatter above and parts' messages, shared by every part under it. */
const withParts = new WeakMap<ParlaIntl, { messages: AreaMessages; intl: ParlaIntl }>();

/**
 * The formatter above with the messages of the chat's on-demand parts added (menus' items, editor, history, settings,
 * emoji panel, voice recorder, practice). The first use in a language other than English suspends until they load.
 */
export function useChatPartIntl(): ParlaIntl {
  const parent = useIntl();
  const locale = parent.locale as InterfaceLanguage;
  const messages = use(loadAreaOrEnglish(CHAT_PART_MESSAGES, locale));
  const cached = withParts.get(parent);
  if (cached?.messages === messages) {
    return cached.intl;
  }
  const intl = intlForMessages(locale, { ...CHAT_PART_MESSAGES.english, ...messages, ...(parent.messages as AreaMessages) });
  withParts.set(parent, { messages, intl });
  return intl;
}

/** The translate function over {@link useChatPartIntl}. */
export function useChatPartT(): Translate {
  const intl = useChatPartIntl();
  return useCallback<Translate>((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
