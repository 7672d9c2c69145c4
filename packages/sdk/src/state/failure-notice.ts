import { HTTP_ERROR_MESSAGES } from '@parla/contract/constants';
import { isApiError } from '../errors/api-error.js';
import { formatWait } from '../limits/format-wait.js';
import { SESSION_MESSAGE_KEYS } from './message-keys.js';
import type { SnackbarInput } from './snackbar-store.js';

/**
 * The error snackbar for a failed action: the {@link ApiError}'s user message when there is one, else the §8 fallback
 * text with its message id (so a view can translate it). The §8 429 message with a known wait (the client's rate limit
 * or the server's Retry-After) says how long, as a form showing the same error does: "Too many requests. Please wait
 * 27 minutes and try again." (message id `errors.http.429.wait`, the wait in the interface language `locale` as its
 * `time`; without a `locale` the message is shown as it is).
 */
export function failureNotice(error: unknown, fallback: string, fallbackKey: string, locale?: string): SnackbarInput {
  if (isApiError(error) && error.message !== '') {
    const waitMs = error.retryAfterMs ?? 0;
    if (locale !== undefined && error.status === 429 && error.message === HTTP_ERROR_MESSAGES[429] && waitMs > 0) {
      return {
        type: 'error',
        text: `Too many requests. Please wait ${formatWait('en', waitMs)} and try again.`,
        key: SESSION_MESSAGE_KEYS.rateLimitedWait,
        values: { time: formatWait(locale, waitMs) },
      };
    }
    return { type: 'error', text: error.message };
  }
  return { type: 'error', text: fallback, key: fallbackKey };
}
