import { useCallback, useMemo } from 'react';
import { LANGUAGE_NAMES } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';
import { useIntl } from '../../i18n/use-t.js';

/**
 * The name of a language in the interface language (`Intl.DisplayNames`), capitalised to stand alone, e.g. 'es' →
 * 'Spanish' / 'Espagnol'; with `inSentence`, as written mid-sentence ('espagnol').
 */
export function useLanguageName(): (code: string, inSentence?: boolean) => string {
  const { locale } = useIntl();
  // One formatter per interface language, not one per name: history lists ask for two names per row.
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      return null; // An engine without Intl.DisplayNames falls back to the English names below.
    }
  }, [locale]);
  return useCallback(
    (code: string, inSentence = false) => {
      let name: string | undefined;
      try {
        name = names?.of(code);
      } catch {
        // Not a well-formed language tag: the fallbacks below.
      }
      if (name && name !== code) {
        return inSentence ? name : name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
      }
      return LANGUAGE_NAMES[code as LanguageCode]?.name ?? code;
    },
    [names, locale],
  );
}
