import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ROUTES, messageForStatus, type ErrorBody, type ErrorCode } from '@parla/contract';
import { ApiError } from '../http/api-error.js';
import { databaseFailure, databaseFailureCode } from '../http/database-failure.js';
import { describeError } from '../http/describe-error.js';

function body(c: Context, code: ErrorCode, message: string, fieldErrors: Record<string, string[]> = {}): ErrorBody {
  const requestId = c.get('requestId') as string | undefined;
  return { code, message, field_errors: fieldErrors, ...(requestId ? { request_id: requestId } : {}) };
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid_request';
    case 401:
      return 'not_authenticated';
    case 403:
      return 'permission_denied';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return 'server_error';
  }
}

/**
 * Turns any thrown error into the contract's error body; unexpected errors become a 500 and are logged as one entry
 * naming the request id, method, route and the error's class and code, never its message or a query's parameters.
 */
export function errorHandler(log: (entry: string) => void = (entry) => console.error(entry)): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) {
        c.header(name, value);
      }
      return c.json(body(c, error.code, error.message, error.fieldErrors), error.status as 400);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const message = status === 400 || status === 413 ? error.message || messageForStatus(status) : messageForStatus(status);
      return c.json(body(c, codeForStatus(status), message), status);
    }
    const databaseError = databaseFailure(error);
    if (databaseError) {
      if (databaseError.status === 503) {
        // Only the cause's code: the error itself carries the failed query and its parameters.
        log(`request ${(c.get('requestId') as string | undefined) ?? '-'} ${c.req.method} ${c.req.routePath}: database unavailable (${databaseFailureCode(error)})`);
      }
      return errorHandler(log)(databaseError, c);
    }
    if (error instanceof URIError) {
      // A malformed percent-encoding that some code decoded: the request's fault, whatever route it reached.
      return c.json(body(c, 'invalid_request', 'The request URL is not correctly percent-encoded.'), 400);
    }
    const requestId = (c.get('requestId') as string | undefined) ?? '-';
    log(`request ${requestId} ${c.req.method} ${c.req.routePath} failed: ${describeError(error)}`);
    return c.json(body(c, 'server_error', messageForStatus(500)), 500);
  };
}

const TEMPLATES = Object.values(ROUTES).map((route) => ({
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** Methods a path answers to, from the route table. */
export function allowedMethods(path: string): string[] {
  return [...new Set(TEMPLATES.filter((template) => template.pattern.test(path)).map((template) => template.method))];
}

/** 405 with `Allow` when the path exists with other methods, else 404, both in the contract's error shape. */
export function notFoundHandler(): NotFoundHandler {
  return (c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      c.header('Allow', [...allowed, 'OPTIONS'].join(', '));
      return c.json(body(c, 'method_not_allowed', `Method ${c.req.method} is not allowed here.`), 405);
    }
    return c.json(body(c, 'not_found', messageForStatus(404)), 404);
  };
}
