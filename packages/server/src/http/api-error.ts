import { messageForStatus, type ErrorCode } from '@parla/contract';

/** An error that becomes the contract's error body with the given status. */
export class ApiError extends Error {
  /** HTTP status to answer with. */
  readonly status: number;
  /** Stable machine code. */
  readonly code: ErrorCode;
  /** Messages per field, for validation failures. */
  readonly fieldErrors: Record<string, string[]>;
  /** Extra response headers (Retry-After, Allow…). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode,
    message?: string,
    options: { fieldErrors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message ?? messageForStatus(status));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.headers = options.headers ?? {};
  }
}

/** A 404 with the §8 message: for missing resources and for other users' resources alike. */
export function notFound(): ApiError {
  return new ApiError(404, 'not_found');
}
