import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { HTTP_ERROR_MESSAGES } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import { ApiError } from '../http/api-error.js';

/** Parses a value with a contract schema, or throws a 400 carrying the §5 messages per field. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) {
    return result.data;
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw new ApiError(400, 'validation_failed', HTTP_ERROR_MESSAGES[400], { fieldErrors });
}

/** `application/json`, with parameters such as `charset=utf-8` or not. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Validates the JSON body with a contract schema; read it with `c.req.valid('json')`. An empty body counts as `{}`; any
 * other body must be declared `Content-Type: application/json` (415 otherwise), so a page on another origin cannot send
 * one as a form or plain text without a CORS preflight.
 */
export function jsonBody<T extends z.ZodType>(
  schema: T,
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  return async (c, next) => {
    const text = await c.req.text();
    let value: unknown = {};
    if (text.trim() !== '') {
      if (!JSON_MEDIA_TYPE.test((c.req.header('Content-Type') ?? '').trim())) {
        throw new ApiError(415, 'unsupported_media_type', 'The request body must be JSON, sent with Content-Type: application/json.');
      }
      try {
        value = JSON.parse(text);
      } catch {
        throw new ApiError(400, 'invalid_request', 'The request body is not valid JSON.');
      }
    }
    c.req.addValidatedData('json', parseOrThrow(schema, value) as object);
    await next();
  };
}

/** Validates the query string with a contract schema; read it with `c.req.valid('query')`. */
export function queryParams<T extends z.ZodType>(
  schema: T,
): MiddlewareHandler<AppEnv, string, { in: { query: Record<string, string> }; out: { query: z.output<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData('query', parseOrThrow(schema, c.req.query()) as object);
    await next();
  };
}
