import { useCallback } from 'react';
import type { ParlaIntl } from './intl-for-messages.js';
import { CHAT_PART_MESSAGES } from './chat-part-messages.js';
import { useAddedArea } from './use-added-area.js';
import type { Translate } from './use-t.js';
import { useIntl } from './use-t.js';

/**
 * The formatter above with the messages of the chat's on-demand parts added (menus' items, editor, history, settings,
 * emoji panel, voice recorder, practice). The first use in a language other than English suspends until they load.
 */
export function useChatPartIntl(): ParlaIntl {
  return useAddedArea(CHAT_PART_MESSAGES, useIntl());
}

/** The translate function over {@link useChatPartIntl}. */
export function useChatPartT(): Translate {
  const intl = useChatPartIntl();
  return useCallback<Translate>((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
