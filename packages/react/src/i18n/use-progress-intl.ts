import { use, useCallback } from 'react';
import type { InterfaceLanguage } from '@parla/contract/constants';
import type { ParlaIntl } from './intl-for-messages.js';
import { intlForMessages } from './intl-for-messages.js';
import { loadAreaOrEnglish } from './message-area.js';
import type { AreaMessages } from './message-area.js';
import { PROGRESS_PART_MESSAGES } from './progress-part-messages.js';
import type { Translate } from './use-t.js';
import { useIntl } from './use-t.js';

const withProgress = new WeakMap<ParlaIntl, { messages: AreaMessages; intl: ParlaIntl }>();

/**
 * The formatter above with the recap's and learner level's messages added. The first use in a language other than
 * English suspends until they load (render it under a `<Suspense>`, as `<OnDemand>` is).
 */
export function useProgressIntl(): ParlaIntl {
  const parent = useIntl();
  const locale = parent.locale as InterfaceLanguage;
  const messages = use(loadAreaOrEnglish(PROGRESS_PART_MESSAGES, locale));
  const cached = withProgress.get(parent);
  if (cached?.messages === messages) {
    return cached.intl;
  }
  const intl = intlForMessages(locale, { ...PROGRESS_PART_MESSAGES.english, ...messages, ...(parent.messages as AreaMessages) });
  withProgress.set(parent, { messages, intl });
  return intl;
}

/** The translate function over {@link useProgressIntl}. */
export function useProgressT(): Translate {
  const intl = useProgressIntl();
  return useCallback<Translate>((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
