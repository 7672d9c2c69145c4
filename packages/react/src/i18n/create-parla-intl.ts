import { createIntl, createIntlCache } from '@formatjs/intl';
import type { IntlShape } from '@formatjs/intl';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { en } from './messages/en.js';
import type { Catalogue } from './messages/en.js';
import { isDevelopment } from '../utils/is-development.js';

const cache = createIntlCache();

/** The formatter of one interface language; messages missing from `catalogue` fall back to English. */
export function createParlaIntl(locale: InterfaceLanguage, catalogue: Catalogue = en): IntlShape {
  return createIntl(
    {
      locale,
      defaultLocale: 'en',
      messages: catalogue === en ? en : { ...en, ...catalogue },
      onError: (error) => {
        if (isDevelopment()) {
          console.warn(`[@parla/react] ${error.message}`);
        }
      },
    },
    cache,
  );
}
