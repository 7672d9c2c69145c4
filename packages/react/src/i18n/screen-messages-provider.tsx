import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { IntlContext } from './intl-context.js';
import { loadArea } from './message-area.js';
import { SCREEN_MESSAGES } from './screen-messages.js';
import { useAreaIntl } from './use-area-intl.js';
import { useIntl } from './use-t.js';

/** Props of {@link ScreenMessagesProvider}. */
export interface ScreenMessagesProviderProps {
  /** A language about to be shown (the session's), whose messages start loading now. Default: none. */
  loadAhead?: InterfaceLanguage;
  children?: ReactNode;
}

/**
 * Adds the messages of the screens other than the chat (forms, settings, profile, progress, admin, pages) to the
 * formatter above, in its language; another language's are loaded on demand, and until then the previous ones stay
 * (at first, nothing renders until they are there, as in `ParlaIntlProvider`).
 */
export function ScreenMessagesProvider({ loadAhead, children }: ScreenMessagesProviderProps) {
  const parent = useIntl();
  const intl = useAreaIntl(SCREEN_MESSAGES, parent.locale as InterfaceLanguage, parent);

  useEffect(() => {
    if (loadAhead) {
      // A failure is reported when the language is shown.
      loadArea(SCREEN_MESSAGES, loadAhead).catch(() => undefined);
    }
  }, [loadAhead]);

  return intl ? <IntlContext.Provider value={intl}>{children}</IntlContext.Provider> : null;
}
