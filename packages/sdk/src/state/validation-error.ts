import { VALIDATION_MESSAGES } from '@parla/contract/constants';
import { ApiError } from '../errors/api-error.js';

/** The error of a blank message (§5 'Message cannot be empty'), refused before sending and shaped like the server's 400 validation failure. */
export function emptyMessageError(): ApiError {
  return new ApiError({
    kind: 'http',
    status: 400,
    code: 'validation_failed',
    message: VALIDATION_MESSAGES.messageEmpty,
    fieldErrors: { message_text: [VALIDATION_MESSAGES.messageEmpty] },
  });
}
