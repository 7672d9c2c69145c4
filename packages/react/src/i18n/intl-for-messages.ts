import { createIntl, createIntlCache } from '@formatjs/intl';
import type { IntlShape } from '@formatjs/intl';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { isDevelopment } from '../utils/is-development.js';
import type { AreaMessages } from './message-area.js';

const cache = createIntlCache();

/** The formatter of `locale` over exactly `messages` (merge the English fallback in first); problems are warned about in development. */
export function intlForMessages(locale: InterfaceLanguage, messages: AreaMessages): IntlShape {
  return createIntl(
    {
      locale,
      defaultLocale: 'en',
      messages,
      onError: (error) => {
        if (isDevelopment()) {
          console.warn(`[@parla/react] ${error.message}`);
        }
      },
    },
    cache,
  );
}
