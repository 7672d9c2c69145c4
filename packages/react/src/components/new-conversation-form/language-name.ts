import type { ParlaIntl } from '../../i18n/intl-for-messages.js';
import { LANGUAGE_NAMES } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';

/** A language's name in the interface language (Intl.DisplayNames), else its English name. */
export function languageName(intl: ParlaIntl, code: LanguageCode | string): string {
  try {
    const name = intl.formatDisplayName(code, { type: 'language' });
    if (name) {
      return name.charAt(0).toLocaleUpperCase(intl.locale) + name.slice(1);
    }
  } catch {
    // Runtimes without Intl.DisplayNames fall through to the English name.
  }
  return (LANGUAGE_NAMES as Record<string, { name: string } | undefined>)[code]?.name ?? code;
}
