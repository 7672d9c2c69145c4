import { HTTP_ERROR_MESSAGES } from '@parla/contract/constants';
import { ApiError, isApiError } from '../errors/api-error.js';

/** The error a blocked action throws: kind and code `rate_limited`, status 429, the §8 message and the time left. */
export function rateLimitError(retryAfterMs: number): ApiError {
  return new ApiError({
    kind: 'rate_limited',
    status: 429,
    code: 'rate_limited',
    message: HTTP_ERROR_MESSAGES[429],
    retryAfterMs,
  });
}

/** True when `error` is the client-side rate limit refusing an action (an {@link ApiError} of kind `rate_limited`). */
export function isRateLimitError(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'rate_limited';
}
