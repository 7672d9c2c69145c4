import type { ParlaIntl } from '../../i18n/intl-for-messages.js';
import { isApiError } from '@parla/sdk';
import { translateText } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/messages/en.js';

/** The text to show for a failed call: the {@link ApiError}'s message in the interface language, else the fallback message. */
export function errorText(intl: ParlaIntl, error: unknown, fallback: MessageKey): string {
  if (isApiError(error) && error.message) {
    return translateText(intl, { text: error.message });
  }
  return intl.formatMessage({ id: fallback });
}
