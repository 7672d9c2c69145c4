import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/api-error.js';

/** The API version this server speaks, as clients send it in `X-API-Version`. */
export const API_VERSION = 'v1';

/**
 * Refuses a request that asks for another API version than this server's (`X-API-Version: v2`) with a 400 that says
 * which version it speaks, rather than answering as if it had been understood. A request without the header is v1.
 */
export function apiVersion(): MiddlewareHandler {
  return async (c, next) => {
    const asked = c.req.header('X-API-Version');
    if (asked !== undefined && asked.trim().toLowerCase() !== API_VERSION) {
      throw new ApiError(
        400,
        'invalid_request',
        `This server speaks API version ${API_VERSION}, not "${asked.slice(0, 20)}". Send X-API-Version: ${API_VERSION}, or leave the header out.`,
      );
    }
    await next();
  };
}
