import type { EmbedErrorCode, EmbedErrorSource, EmbedEventMap } from './embed-types.js';

/** Reports a failure to the host page: the error (its message, or the text itself), its code and where it came from. */
export type Report = (error: unknown, code?: EmbedErrorCode, source?: EmbedErrorSource, extra?: { conversationId?: string }) => void;

/**
 * The `error` event's detail of a failure.
 * @example
 * errorDetail(new Error('No microphone was found.'), 'voice_failed'); // { message: 'No microphone was found.', source: 'chat', code: 'voice_failed' }
 */
export function errorDetail(error: unknown, code?: EmbedErrorCode, source: EmbedErrorSource = 'chat', extra?: { conversationId?: string }): EmbedEventMap['error'] {
  return { message: error instanceof Error ? error.message : String(error), source, code, ...extra };
}
