import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/api-error.js';

/** Largest JSON body: 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Largest body of a voice call (base64 audio): 15 MB. */
export const MAX_VOICE_BODY_BYTES = 15 * 1024 * 1024;

/** Refuses bodies over the limit with 413 (15 MB under /api/v1/voice/, 1 MB elsewhere); GET and HEAD carry none to check. */
export function bodySizeLimit(): MiddlewareHandler {
  const tooLarge = (limit: number) => () => {
    throw new ApiError(413, 'payload_too_large', `The request body is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
  };
  const regular = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge(MAX_BODY_BYTES) });
  const voice = bodyLimit({ maxSize: MAX_VOICE_BODY_BYTES, onError: tooLarge(MAX_VOICE_BODY_BYTES) });
  return async (c, next) => {
    // hono's bodyLimit builds a whole new Request for a body-less GET; the routes never read a GET's body.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      return next();
    }
    const voiceCall = c.req.path.startsWith('/api/v1/voice/');
    // A body with its length given is judged by it, as hono's bodyLimit does, but without asking for the request's body
    // stream first: on Node that turns the server's lightweight request into a whole Request whose body is read through
    // web streams, where the JSON validation would otherwise read it straight from the socket's buffer.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      const limit = voiceCall ? MAX_VOICE_BODY_BYTES : MAX_BODY_BYTES;
      return Number.parseInt(length, 10) > limit ? tooLarge(limit)() : next();
    }
    return (voiceCall ? voice : regular)(c, next);
  };
}
