import { useEffect, useState } from 'react';
import type { ParlaIntl } from './intl-for-messages.js';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { intlForMessages } from './intl-for-messages.js';
import { loadArea, loadedArea } from './message-area.js';
import type { MessageArea } from './message-area.js';
import { isBrowserOffline } from '../utils/load-on-demand.js';

/** The longest the first language's messages are waited for before English shows meanwhile (a slow connection). */
export const FIRST_LANGUAGE_WAIT_MS = 3000;

interface AreaIntl {
  intl: ParlaIntl;
  /** The locale and base it was made for; a null locale means a stand-in while the locale's messages load. */
  locale: InterfaceLanguage | null;
  base: ParlaIntl | undefined;
  /** True while the first language's messages load and nothing is shown rather than the English stand-in. */
  waiting: boolean;
}

/** The formatter over `area`'s messages in `locale` (English filling gaps) and `base`'s messages, if `area` is loaded. */
function intlOver(area: MessageArea, locale: InterfaceLanguage, base: ParlaIntl | undefined): ParlaIntl | null {
  const messages = loadedArea(area, locale);
  return messages ? intlForMessages(locale, { ...area.english, ...messages, ...(base?.messages as object | undefined) }) : null;
}

/**
 * The formatter of `locale` over the messages of `area`, added to those of `base` (a provider above) if given, or null
 * while the first language's messages load: nothing shows rather than English flashing before the learner's language.
 * English shows meanwhile only if they cannot come soon (offline, a failed download, or after {@link FIRST_LANGUAGE_WAIT_MS}).
 * When the language changes later, the previous formatter stays until the new messages have loaded.
 */
export function useAreaIntl(area: MessageArea, locale: InterfaceLanguage, base?: ParlaIntl): ParlaIntl | null {
  const [state, setState] = useState<AreaIntl>(() => {
    const ready = intlOver(area, locale, base);
    if (ready) {
      return { intl: ready, locale, base, waiting: false };
    }
    // Start at once, before the first commit: the download then runs alongside everything else the page loads.
    loadArea(area, locale).catch(() => undefined);
    const standIn = intlForMessages(base ? locale : 'en', { ...area.english, ...(base?.messages as object | undefined) });
    return { intl: standIn, locale: null, base, waiting: !isBrowserOffline() };
  });

  useEffect(() => {
    if (!state.waiting) {
      return;
    }
    const timer = setTimeout(() => setState((previous) => ({ ...previous, waiting: false })), FIRST_LANGUAGE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [state.waiting]);

  useEffect(() => {
    if (state.locale === locale && state.base === base) {
      return;
    }
    const ready = intlOver(area, locale, base);
    if (ready) {
      setState({ intl: ready, locale, base, waiting: false });
      return;
    }
    let current = true;
    loadArea(area, locale).then(
      () => {
        const loaded = intlOver(area, locale, base);
        if (current && loaded) {
          setState({ intl: loaded, locale, base, waiting: false });
        }
      },
      (error: unknown) => {
        console.error(`[@parla/react] Loading the "${locale}" messages failed; the previous language stays.`, error);
        if (current) {
          setState((previous) => ({ ...previous, waiting: false }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [area, locale, base, state.locale, state.base]);

  return state.waiting ? null : state.intl;
}
