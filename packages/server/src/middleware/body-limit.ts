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
    const limiter = c.req.path.startsWith('/api/v1/voice/') ? voice : regular;
    return limiter(c, next);
  };
}
