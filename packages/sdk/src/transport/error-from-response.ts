import { HTTP_ERROR_MESSAGES, STREAM_ERROR_MESSAGES, formatMessage, messageForStatus } from '@parla/contract/constants';
import { ApiError } from '../errors/api-error.js';

interface ErrorBodyLike {
  code?: unknown;
  message?: unknown;
  field_errors?: unknown;
  request_id?: unknown;
}

function readFieldErrors(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null) {
    return {};
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      fieldErrors[field] = messages.filter((message): message is string => typeof message === 'string');
    } else if (typeof messages === 'string') {
      fieldErrors[field] = [messages];
    }
  }
  return fieldErrors;
}

/** Options of {@link errorFromResponse}. */
export interface ErrorFromResponseOptions {
  /** Use the §8 stream wording 'HTTP {status}: {text}' as the message. */
  stream?: boolean;
  /** Milliseconds the server asked to wait (Retry-After). */
  retryAfterMs?: number | null;
}

/** Builds the {@link ApiError} for an error response: the server's message when present, else the §8 message. */
export function errorFromResponse(response: Response, body: unknown, options: ErrorFromResponseOptions = {}): ApiError {
  const errorBody: ErrorBodyLike = typeof body === 'object' && body !== null ? (body as ErrorBodyLike) : {};
  const serverMessage = typeof errorBody.message === 'string' && errorBody.message.trim() !== '' ? errorBody.message : null;
  const fallback = response.status === 401 ? HTTP_ERROR_MESSAGES[401] : messageForStatus(response.status);
  const message = options.stream
    ? formatMessage(STREAM_ERROR_MESSAGES.http, { status: response.status, text: response.statusText || serverMessage || fallback })
    : (serverMessage ?? fallback);
  return new ApiError({
    kind: 'http',
    message,
    status: response.status,
    code: typeof errorBody.code === 'string' ? errorBody.code : `http_${response.status}`,
    serverMessage,
    fieldErrors: readFieldErrors(errorBody.field_errors),
    requestId: typeof errorBody.request_id === 'string' ? errorBody.request_id : response.headers.get('x-request-id'),
    retryAfterMs: options.retryAfterMs ?? null,
  });
}

/** The error for a request that got no response: offline or a network failure while online (§8), or a timeout. */
export function errorWithoutResponse(kind: 'offline' | 'network' | 'timeout', cause: unknown): ApiError {
  const message = kind === 'offline' ? HTTP_ERROR_MESSAGES.offline : HTTP_ERROR_MESSAGES.network;
  return new ApiError({ kind, message, code: kind, cause });
}

/** The error for a call the caller aborted. */
export function abortedError(cause: unknown): ApiError {
  return new ApiError({ kind: 'aborted', message: 'The request was cancelled.', code: 'aborted', cause });
}
