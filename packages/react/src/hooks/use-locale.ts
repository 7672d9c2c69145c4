import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { InterfaceLanguage } from '@parla/contract/constants';
import type { LocaleStore } from '@parla/sdk';
import { useParlaSession } from './use-parla-session.js';

/** What {@link useLocale} returns. */
export interface UseLocaleResult extends Pick<LocaleStore, 'setLocale'> {
  /** The interface language. */
  locale: InterfaceLanguage;
}

/**
 * The interface language and the way to change it.
 * @example
 * const { locale, setLocale } = useLocale();
 */
export function useLocale(): UseLocaleResult {
  const { locale: store } = useParlaSession('useLocale');
  const locale = useStore(store.$locale);
  return useMemo(() => ({ locale, setLocale: store.setLocale }), [store, locale]);
}
