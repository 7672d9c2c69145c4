import { requestId } from 'hono/request-id';
import type { MiddlewareHandler } from 'hono';

/** Gives every request an id (the caller's X-Request-Id when well-formed) and echoes it in the response. */
export function requestIdMiddleware(): MiddlewareHandler {
  return requestId({ headerName: 'X-Request-Id', limitLength: 128 });
}
