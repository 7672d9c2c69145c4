import { FALLBACK_MESSAGES } from '@parla/contract/constants';
import { ApiError, isApiError } from '../errors/api-error.js';

/** The failure as an {@link ApiError}: itself when it is one, else an unexpected error keeping it as the cause. */
export function asApiError(error: unknown): ApiError {
  if (isApiError(error)) {
    return error;
  }
  return new ApiError({ kind: 'network', code: 'unexpected', message: FALLBACK_MESSAGES.unhandled, cause: error });
}
