import { STREAM_ERROR_MESSAGES, formatMessage, messageForStatus } from '@parla/contract/constants';
import type { ApiError } from '../errors/api-error.js';
import { STREAM_FAILURE_CODES } from '../stream/stream-failure.js';

/** What a chat says when a message could not be sent and the failure has nothing better to tell the learner. */
export const CHAT_SEND_FAILED_MESSAGE = 'Your message could not be sent.';

/** Message id of {@link CHAT_SEND_FAILED_MESSAGE}, for a view to translate. */
export const CHAT_SEND_FAILED_KEY = 'chat.error.send';

/** A text for the learner, with the message id a view may translate instead. */
export interface FailureText {
  /** The English text. */
  text: string;
  /** Its message id, when it has one. */
  key?: string;
}

/** Codes of failures that say nothing a learner can act on: a stream cut short, without a body, malformed, or unknown. */
const UNTOLD_CODES: ReadonlySet<string> = new Set([
  STREAM_FAILURE_CODES.incomplete,
  STREAM_FAILURE_CODES.noReader,
  STREAM_FAILURE_CODES.invalidEvent,
  'unexpected',
]);

/**
 * What the learner reads for a chat's load or send failure. The error keeps the §4/§8 wording ('HTTP {status}: {text}',
 * 'Stream ended without complete AI message'), meant for logs and callers; the learner reads the server's message or the
 * §8 text of the status instead of 'HTTP 500: …', and the chat's send-failure text ('Your message could not be sent.',
 * id `chat.error.send`) for a stream that ended without a complete reply. Any other failure reads as its message.
 * @example
 * const { text, key } = chatFailureText(chat.$error.get());
 */
export function chatFailureText(error: ApiError): FailureText {
  if (UNTOLD_CODES.has(error.code) || error.message === STREAM_ERROR_MESSAGES.incomplete || error.message === STREAM_ERROR_MESSAGES.noReader) {
    return { text: CHAT_SEND_FAILED_MESSAGE, key: CHAT_SEND_FAILED_KEY };
  }
  if (error.status !== null && error.message.startsWith(formatMessage(STREAM_ERROR_MESSAGES.http, { status: error.status, text: '' }))) {
    return { text: error.serverMessage ?? messageForStatus(error.status) };
  }
  return { text: error.message };
}
