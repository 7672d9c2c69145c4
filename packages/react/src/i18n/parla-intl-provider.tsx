import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { IntlShape } from '@formatjs/intl';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { createParlaIntl } from './create-parla-intl.js';
import { IntlContext } from './intl-context.js';
import { loadCatalogue, loadedCatalogue } from './load-catalogue.js';

/** Props of {@link ParlaIntlProvider}. */
export interface ParlaIntlProviderProps {
  /** The interface language; its catalogue is loaded on demand. Default: `en`. */
  locale?: InterfaceLanguage;
  children?: ReactNode;
}

function intlFor(locale: InterfaceLanguage): IntlShape | null {
  const catalogue = loadedCatalogue(locale);
  return catalogue ? createParlaIntl(locale, catalogue) : null;
}

/**
 * Provides translated messages of one interface language; while another language's catalogue loads the previous one stays.
 * `<ParlaProvider>` renders one that follows the session's `$locale`.
 * @example
 * <ParlaIntlProvider locale="es"><Snackbar /></ParlaIntlProvider>
 */
export function ParlaIntlProvider({ locale = 'en', children }: ParlaIntlProviderProps) {
  const [intl, setIntl] = useState<IntlShape>(() => intlFor(locale) ?? intlFor('en') ?? createParlaIntl('en'));

  useEffect(() => {
    if (intl.locale === locale) {
      return;
    }
    const ready = intlFor(locale);
    if (ready) {
      setIntl(ready);
      return;
    }
    let current = true;
    loadCatalogue(locale).then(
      (catalogue) => {
        if (current) {
          setIntl(createParlaIntl(locale, catalogue));
        }
      },
      (error: unknown) => {
        console.error(`[@parla/react] Loading the "${locale}" messages failed; English stays.`, error);
      },
    );
    return () => {
      current = false;
    };
  }, [locale, intl.locale]);

  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}
