import { use } from 'react';
import type { InterfaceLanguage } from '@parla/contract/constants';
import type { ParlaIntl } from './intl-for-messages.js';
import { intlForMessages } from './intl-for-messages.js';
import { loadAreaOrEnglish } from './message-area.js';
import type { AreaMessages, MessageArea } from './message-area.js';

/** Per area, one formatter per formatter above it, shared by every component under that one. */
const added = new WeakMap<MessageArea, WeakMap<ParlaIntl, { messages: AreaMessages; intl: ParlaIntl }>>();

/**
 * The formatter `parent` with the messages of `area` added (English filling gaps). The first use in a language other
 * than English suspends until they load (render it under a `<Suspense>`, as `<OnDemand>` is).
 */
export function useAddedArea(area: MessageArea, parent: ParlaIntl): ParlaIntl {
  const locale = parent.locale as InterfaceLanguage;
  const messages = use(loadAreaOrEnglish(area, locale));
  const byParent = added.get(area) ?? new WeakMap();
  added.set(area, byParent);
  const cached = byParent.get(parent);
  if (cached?.messages === messages) {
    return cached.intl;
  }
  const intl = intlForMessages(locale, { ...area.english, ...messages, ...(parent.messages as AreaMessages) });
  byParent.set(parent, { messages, intl });
  return intl;
}
