import { use } from 'react';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { CHARTS_PART_MESSAGES } from './charts-part-messages.js';
import type { ParlaIntl } from './intl-for-messages.js';
import { intlForMessages } from './intl-for-messages.js';
import { loadAreaOrEnglish } from './message-area.js';
import type { AreaMessages } from './message-area.js';
import { useProgressIntl } from './use-progress-intl.js';

const withCharts = new WeakMap<ParlaIntl, { messages: AreaMessages; intl: ParlaIntl }>();

/**
 * The progress formatter (recap and learner level) with the charts' messages added. The first use in a language other
 * than English suspends until they load (render it under a `<Suspense>`, as `<OnDemand>` is).
 */
export function useChartsIntl(): ParlaIntl {
  const parent = useProgressIntl();
  const locale = parent.locale as InterfaceLanguage;
  const messages = use(loadAreaOrEnglish(CHARTS_PART_MESSAGES, locale));
  const cached = withCharts.get(parent);
  if (cached?.messages === messages) {
    return cached.intl;
  }
  const intl = intlForMessages(locale, { ...CHARTS_PART_MESSAGES.english, ...messages, ...(parent.messages as AreaMessages) });
  withCharts.set(parent, { messages, intl });
  return intl;
}
