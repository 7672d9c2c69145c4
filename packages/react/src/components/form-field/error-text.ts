import { HTTP_ERROR_MESSAGES } from '@parla/contract/constants';
import { isApiError } from '@parla/sdk';
import type { ParlaIntl } from '../../i18n/intl-for-messages.js';
import { formatWait } from '../../i18n/format-duration.js';
import { translateText } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/messages/en.js';

/**
 * The text to show for a failed call: the {@link ApiError}'s message in the interface language (the §8 429 message
 * with the wait when the rate limit says how long), else the fallback message.
 */
export function errorText(intl: ParlaIntl, error: unknown, fallback: MessageKey): string {
  if (!isApiError(error) || !error.message) {
    return intl.formatMessage({ id: fallback });
  }
  if (error.status === 429 && error.message === HTTP_ERROR_MESSAGES[429] && error.retryAfterMs !== null && error.retryAfterMs > 0) {
    return intl.formatMessage({ id: 'errors.http.429.wait' }, { time: formatWait(intl, error.retryAfterMs) });
  }
  return translateText(intl, { text: error.message });
}
