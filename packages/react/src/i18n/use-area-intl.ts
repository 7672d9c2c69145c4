import { useEffect, useState } from 'react';
import type { ParlaIntl } from './intl-for-messages.js';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { intlForMessages } from './intl-for-messages.js';
import { loadArea, loadedArea } from './message-area.js';
import type { MessageArea } from './message-area.js';

interface AreaIntl {
  intl: ParlaIntl;
  /** The locale and base it was made for; a null locale means a stand-in while the locale's messages load. */
  locale: InterfaceLanguage | null;
  base: ParlaIntl | undefined;
}

/** The formatter over `area`'s messages in `locale` (English filling gaps) and `base`'s messages, if `area` is loaded. */
function intlOver(area: MessageArea, locale: InterfaceLanguage, base: ParlaIntl | undefined): ParlaIntl | null {
  const messages = loadedArea(area, locale);
  return messages ? intlForMessages(locale, { ...area.english, ...messages, ...(base?.messages as object | undefined) }) : null;
}

/**
 * The formatter of `locale` over the messages of `area`, added to those of `base` (a provider above) if given. The
 * area's messages in `locale` are loaded on demand; until they are, the previous formatter stays (at first, English).
 */
export function useAreaIntl(area: MessageArea, locale: InterfaceLanguage, base?: ParlaIntl): ParlaIntl {
  const [state, setState] = useState<AreaIntl>(() => {
    const ready = intlOver(area, locale, base);
    return ready
      ? { intl: ready, locale, base }
      : { intl: intlForMessages(base ? locale : 'en', { ...area.english, ...(base?.messages as object | undefined) }), locale: null, base };
  });

  useEffect(() => {
    if (state.locale === locale && state.base === base) {
      return;
    }
    const ready = intlOver(area, locale, base);
    if (ready) {
      setState({ intl: ready, locale, base });
      return;
    }
    let current = true;
    loadArea(area, locale).then(
      () => {
        const loaded = intlOver(area, locale, base);
        if (current && loaded) {
          setState({ intl: loaded, locale, base });
        }
      },
      (error: unknown) => {
        console.error(`[@parla/react] Loading the "${locale}" messages failed; the previous language stays.`, error);
      },
    );
    return () => {
      current = false;
    };
  }, [area, locale, base, state.locale, state.base]);

  return state.intl;
}
