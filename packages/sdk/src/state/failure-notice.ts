import { isApiError } from '../errors/api-error.js';
import type { SnackbarInput } from './snackbar-store.js';

/**
 * The error snackbar for a failed action: the {@link ApiError}'s user message when there is one,
 * else the §8 fallback text with its message id (so a view can translate it).
 */
export function failureNotice(error: unknown, fallback: string, fallbackKey: string): SnackbarInput {
  if (isApiError(error) && error.message !== '') {
    return { type: 'error', text: error.message };
  }
  return { type: 'error', text: fallback, key: fallbackKey };
}
