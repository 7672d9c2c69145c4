import { VALIDATION, VALIDATION_MESSAGES } from '@parla/contract/constants';
import { ApiError } from '../errors/api-error.js';

/** A message text's validation failure, shaped like the server's 400 for `message_text`. */
function messageTextFailure(message: string): ApiError {
  return new ApiError({ kind: 'http', status: 400, code: 'validation_failed', message, fieldErrors: { message_text: [message] } });
}

/** The error of a blank message (§5 'Message cannot be empty'), refused before sending and shaped like the server's 400 validation failure. */
export function emptyMessageError(): ApiError {
  return messageTextFailure(VALIDATION_MESSAGES.messageEmpty);
}

/**
 * Why a message text (trimmed) cannot be sent, as the server would answer: blank ('Message cannot be empty') or longer
 * than `VALIDATION.messageMaxLength` characters ('Invalid format', the contract's rule); null when it can.
 */
export function messageTextError(trimmed: string): ApiError | null {
  if (trimmed === '') {
    return emptyMessageError();
  }
  return trimmed.length > VALIDATION.messageMaxLength ? messageTextFailure(VALIDATION_MESSAGES.invalidFormat) : null;
}
