import type { ParlaIntl } from './intl-for-messages.js';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { intlForMessages } from './intl-for-messages.js';
import { en } from './messages/en.js';
import type { Catalogue } from './messages/en.js';

/** The formatter of one interface language over every message of the library; messages missing from `catalogue` fall back to English. */
export function createParlaIntl(locale: InterfaceLanguage, catalogue: Catalogue = en): ParlaIntl {
  return intlForMessages(locale, catalogue === en ? en : { ...en, ...catalogue });
}
