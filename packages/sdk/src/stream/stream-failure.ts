import { HTTP_ERROR_MESSAGES } from '@parla/contract/constants';
import { ApiError } from '../errors/api-error.js';
import type { ApiErrorInit } from '../errors/api-error.js';

/** Machine codes of the stream failures the SDK itself detects (an `error` event carries the server's own code). */
export const STREAM_FAILURE_CODES = {
  /** The response had an error status ('HTTP {status}: {text}'). */
  http: 'stream_http_error',
  /** The response had no body to read ('No response body reader available'). */
  noReader: 'stream_no_body',
  /** The stream ended before `ai_message_complete` ('Stream ended without complete AI message'). */
  incomplete: 'stream_incomplete',
  /** An event was not valid JSON or not a well-formed stream event. */
  invalidEvent: 'invalid_stream_event',
  /** The connection broke while the stream was being read. */
  readFailed: 'stream_read_failed',
} as const;

/** Message of the {@link ApiError} a message stream rejects with when the caller aborts it. */
export const STREAM_ABORTED_MESSAGE = 'The message stream was aborted';

/** An {@link ApiError} of kind `stream` with the given user message and code. */
export function streamFailure(message: string, code: string, extra: Omit<ApiErrorInit, 'kind' | 'message' | 'code'> = {}): ApiError {
  return new ApiError({ ...extra, kind: 'stream', message, code });
}

/** An {@link ApiError} of kind `aborted`, keeping the abort reason as its cause. */
export function streamAborted(reason?: unknown): ApiError {
  return new ApiError({ kind: 'aborted', message: STREAM_ABORTED_MESSAGE, code: 'aborted', cause: reason });
}

/** An {@link ApiError} of kind `invalid_response` for an event that is not valid JSON or not a well-formed stream event. */
export function invalidStreamEvent(detail: string, cause?: unknown): ApiError {
  return new ApiError({
    kind: 'invalid_response',
    message: HTTP_ERROR_MESSAGES.other,
    code: STREAM_FAILURE_CODES.invalidEvent,
    cause: new TypeError(`Invalid stream event: ${detail}`, cause === undefined ? undefined : { cause }),
  });
}
