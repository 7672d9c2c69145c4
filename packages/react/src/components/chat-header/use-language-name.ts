import { useCallback } from 'react';
import { LANGUAGE_NAMES } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';
import { useIntl } from '../../i18n/use-t.js';

/**
 * The name of a language in the interface language (`Intl.DisplayNames`), capitalised to stand alone, e.g. 'es' →
 * 'Spanish' / 'Espagnol'; with `inSentence`, as written mid-sentence ('espagnol').
 */
export function useLanguageName(): (code: string, inSentence?: boolean) => string {
  const { locale } = useIntl();
  return useCallback(
    (code: string, inSentence = false) => {
      try {
        const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code);
        if (name && name !== code) {
          return inSentence ? name : name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
        }
      } catch {
        // An engine without Intl.DisplayNames falls back to the English name below.
      }
      return LANGUAGE_NAMES[code as LanguageCode]?.name ?? code;
    },
    [locale],
  );
}
