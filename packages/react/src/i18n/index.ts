export { en } from './messages/en.js';
export type { Catalogue, MessageKey } from './messages/en.js';
export { loadCatalogue, loadedCatalogue } from './load-catalogue.js';
export { createParlaIntl } from './create-parla-intl.js';
export { KNOWN_TEXT_KEYS } from './known-texts.js';
export { ParlaIntlProvider } from './parla-intl-provider.js';
export type { ParlaIntlProviderProps } from './parla-intl-provider.js';
export { translateText, useIntl, useT, useTranslateText } from './use-t.js';
export type { MessageValues, Translatable, Translate } from './use-t.js';
