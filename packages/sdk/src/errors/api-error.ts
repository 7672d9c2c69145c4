import type { ErrorBody } from '@parla/contract';

/**
 * What went wrong, broadly:
 * `http` the server answered with an error status; `network` the request failed while online;
 * `offline` the device is offline; `timeout` an attempt took longer than the timeout;
 * `aborted` the caller aborted; `stream` a message stream broke (§8 stream failures);
 * `rate_limited` the client-side rate limit blocked the call before sending;
 * `invalid_response` the server answered with a body that does not match the contract.
 */
export type ApiErrorKind = 'http' | 'network' | 'offline' | 'timeout' | 'aborted' | 'stream' | 'rate_limited' | 'invalid_response';

/** Everything known about a failure. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The message to show a user (§8; the server's message when it sent one). */
  message: string;
  status?: number | null;
  code?: string;
  serverMessage?: string | null;
  fieldErrors?: Record<string, string[]>;
  requestId?: string | null;
  retryAfterMs?: number | null;
  cause?: unknown;
}

/** The one error type every SDK call rejects with. `message` is ready to show to a user. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  /** What went wrong, broadly. */
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  /** Machine code from the server's error body, or one derived from the kind. */
  readonly code: string;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | null;
  /** Messages per form field (server validation). */
  readonly fieldErrors: Record<string, string[]>;
  /** The server's request id, to quote to support. */
  readonly requestId: string | null;
  /** How long to wait before trying again, when known (429, rate limits). */
  readonly retryAfterMs: number | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? init.kind;
    this.serverMessage = init.serverMessage ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
    this.requestId = init.requestId ?? null;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }

  /** The error body the server sent, as far as it is known. */
  toErrorBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      field_errors: this.fieldErrors,
      ...(this.requestId ? { request_id: this.requestId } : {}),
    };
  }
}

/** True when `error` is an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
