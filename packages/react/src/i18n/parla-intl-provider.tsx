import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { CHAT_MESSAGES } from './chat-messages.js';
import { IntlContext } from './intl-context.js';
import { loadAreaOrEnglish } from './message-area.js';
import { useAreaIntl } from './use-area-intl.js';

/** Props of {@link ParlaIntlProvider}. */
export interface ParlaIntlProviderProps {
  /** The interface language; its catalogue is loaded on demand. Default: `en`. */
  locale?: InterfaceLanguage;
  children?: ReactNode;
}

/**
 * Provides translated messages of one interface language: those of the chat and of every component it shows (the
 * other screens' messages come with `<ParlaRoot>` of `@parla/react`, or `<ParlaScreens>`). Its children render once the
 * first language's messages are there, so English never flashes before another language (English shows meanwhile only
 * offline, after a failed download or a slow one); when the language changes later, the previous messages stay while the
 * new ones load. Those of the chat's on-demand parts start loading in the background.
 * `<ParlaProvider>` renders one that follows the session's `$locale`.
 * @example
 * <ParlaIntlProvider locale="es"><Snackbar /></ParlaIntlProvider>
 */
export function ParlaIntlProvider({ locale = 'en', children }: ParlaIntlProviderProps) {
  const intl = useAreaIntl(CHAT_MESSAGES, locale);
  useEffect(() => {
    if (locale !== 'en') {
      // The chat's on-demand parts (menus, editor, drawer, recorder) then open in this language without waiting.
      void import('./chat-part-messages.js').then(({ CHAT_PART_MESSAGES }) => loadAreaOrEnglish(CHAT_PART_MESSAGES, locale));
    }
  }, [locale]);
  return intl ? <IntlContext.Provider value={intl}>{children}</IntlContext.Provider> : null;
}
