import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { PolicyDirectives } from '../http/content-security-policy.js';

/** Hono's options for a Content-Security-Policy (its type is not exported). */
type HonoPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/** Hono's spelling of a policy: `script-src` becomes `scriptSrc`. */
function honoPolicy(policy: PolicyDirectives): HonoPolicy {
  return Object.fromEntries(
    Object.entries(policy).map(([name, sources]) => [name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase()), sources]),
  ) as HonoPolicy;
}

/**
 * Hono's secure headers on every response: the given Content-Security-Policy (a handler that sets its own, such as a
 * page listing its inline hashes, keeps it), `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 * `Referrer-Policy: no-referrer` (reset links carry their token in the path), HSTS without subdomains, and same-origin
 * opener and resource policies. With `noStore`, a response without a `Cache-Control` of its own gets `no-store`.
 */
export function securityHeaders(options: { policy: PolicyDirectives; noStore?: boolean }): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: honoPolicy(options.policy),
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: 'max-age=31536000',
    overwrite: false,
  });
  return async (c, next) => {
    await headers(c, next);
    if (options.noStore && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
}
