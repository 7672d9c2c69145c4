import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RouteName } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  findIdempotencyKey,
  IN_PROGRESS_LIMIT_MS,
  releaseIdempotencyKey,
  releaseStaleIdempotencyClaims,
  type IdempotencyClaim,
  type IdempotencyKeyRow,
  type IdempotencyScope,
} from '../data/idempotency-keys.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { violatesForeignKey } from '../http/database-failure.js';
import { sessionEnded, type TokenSession } from '../data/live-session.js';
import type { SessionUser } from '../data/sessions.js';
import { userOfRequest } from './auth.js';
import { clientAddress } from './client-address.js';

/** How long a stored response is replayed. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Longest Idempotency-Key accepted. */
const MAX_KEY_LENGTH = 255;

/** Options of {@link idempotency}. */
export interface IdempotencyOptions {
  /** Whose keys: the signed-in user (default; mount after `requireAuth`) or the client address. */
  by?: 'user' | 'address';
  /**
   * Answers a repeat of a finished request from what was kept for its key (when the stored answer is not the response to
   * give back as it is, e.g. a streamed turn); undefined to replay the stored response.
   */
  replay?: (c: Context<AppEnv>, stored: IdempotencyKeyRow, where: IdempotencyScope) => Promise<Response | undefined>;
  /** What to keep for the key after a 2xx (default: the response's body, replayed as JSON). */
  keep?: (c: Context<AppEnv>) => string | undefined;
  /**
   * The route claims a signed-in user's key in its own statement (`idempotencyClaimInRoute`), already answered, and calls
   * its `claimFirst` when that statement could not (the key taken, a turn ahead): one statement fewer per keyed request.
   */
  claimInRoute?: boolean;
}

/** A key the route is to claim in its own statement (set by {@link idempotency} with `claimInRoute`). */
export interface ClaimInRoute {
  claim: IdempotencyClaim;
  /**
   * Claims the key on its own, as the middleware does without `claimInRoute`: undefined once claimed (then
   * `idempotencyClaim` is set, for the route to keep its answer as it would have), or the answer to a repeat (the stored
   * one, replayed); throws 409 while the key's request is answered and 422 for another body.
   */
  claimFirst(): Promise<Response | undefined>;
}

/** The request's body, hashed the same whatever the order of its JSON fields (a stream and a plain send of one message share a key). */
async function requestHashOf(c: Context<AppEnv>): Promise<string> {
  const text = await c.req.text();
  let canonical = text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      canonical = JSON.stringify(Object.fromEntries(Object.entries(parsed).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
    }
  } catch {
    // not JSON: hashed as sent
  }
  return createHash('sha256').update(canonical).digest('hex');
}

/** 409 for a repeat that arrives while the first request with its key is still being answered. */
export function requestInProgress(): ApiError {
  return new ApiError(409, 'request_in_progress', 'A request with this Idempotency-Key is still in progress.', { headers: { 'Retry-After': '1' } });
}

/**
 * Honours `Idempotency-Key` on a creating POST: the first request claims the key with an "in progress" row, then stores
 * its 2xx response for 24 h; a retry with the same key and body gets that response again (`Idempotent-Replayed: true`)
 * without running twice; the same key with another body gets 422 `idempotency_key_reused`; a duplicate arriving while
 * the first runs gets 409 `request_in_progress` with `Retry-After: 1` (for at most two minutes: a claim older than that
 * belongs to a request whose process died, and is taken over). Failed requests (non-2xx) free the key.
 * A stream cannot be stored whole: its route keeps what it stored instead (`keep`) and answers a repeat from it (`replay`).
 * A route may store that in its own statement (the claimed key is `idempotencyClaim`; it then sets `idempotencyKept`),
 * or, with `claimInRoute`, claim a signed-in user's key there too, already answered; a key it did not claim is never
 * freed here.
 */
export function idempotency(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, route: RouteName, options: IdempotencyOptions = {}) {
  const { db, clock, config } = deps;
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined) {
      await next();
      return;
    }
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw new ApiError(400, 'invalid_request', `The Idempotency-Key header must be 1 to ${MAX_KEY_LENGTH} characters.`);
    }
    // The signed-in user's id (behind `requireTokenSession`, from the token: its session is checked before any answer).
    const userId = options.by === 'address' ? undefined : ((c.var.user as SessionUser | undefined)?.id ?? (c.var.tokenSession as TokenSession | undefined)?.userId);
    const where: IdempotencyScope = { scope: userId ? `user:${userId}` : `ip:${clientAddress(c, config.trustProxy)}`, key, route };
    const requestHash = await requestHashOf(c);
    const now = clock.now();
    const claim = () =>
      claimIdempotencyKey(db, { ...where, requestHash, userId, now, expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS) }).catch((error: unknown) => {
        // A key of an account deleted since its token was signed (its session not checked yet): the session has ended.
        if (userId && violatesForeignKey(error)) {
          throw sessionEnded();
        }
        throw error;
      });

    /** Claims the key, or answers a repeat of its request (see `ClaimInRoute.claimFirst`). */
    const claimOrAnswer = async (): Promise<Response | undefined> => {
      let claimed = await claim();
      if (!claimed) {
        if (userId) {
          // A repeat is answered from what its key kept: never to a session that has ended.
          await userOfRequest(c, db);
        }
        const existing = await findIdempotencyKey(db, where);
        const stale = existing !== undefined && existing.status === null && existing.createdAt.getTime() < now.getTime() - IN_PROGRESS_LIMIT_MS;
        if (!existing || existing.expiresAt <= now) {
          await deleteExpiredIdempotencyKeys(db, now);
          claimed = await claim();
        } else if (stale) {
          // Claimed by a request that never finished (its process was killed): the key is free again.
          await releaseStaleIdempotencyClaims(db, new Date(now.getTime() - IN_PROGRESS_LIMIT_MS), where);
          claimed = await claim();
        } else if (existing.requestHash !== requestHash) {
          throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used with a different request.');
        } else if (existing.status === null || existing.responseBody === null) {
          throw requestInProgress();
        } else {
          const replayed = await options.replay?.(c, existing, where);
          if (replayed) {
            replayed.headers.set('Idempotent-Replayed', 'true');
            return replayed;
          }
          return new Response(existing.responseBody, {
            status: existing.status,
            headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
          });
        }
        if (!claimed) {
          throw requestInProgress();
        }
      }
      return undefined;
    };

    let claimedHere = true;
    if (options.claimInRoute && userId) {
      // The route's statement claims the key with its answer; only when it cannot is the key claimed here, first.
      claimedHere = false;
      const inRoute: ClaimInRoute = {
        claim: { ...where, requestHash, userId, createdAt: now, expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS) },
        async claimFirst() {
          const answer = await claimOrAnswer();
          if (!answer) {
            claimedHere = true;
            c.set('idempotencyClaim', where);
          }
          return answer;
        },
      };
      c.set('idempotencyClaimInRoute', inRoute);
    } else {
      const answer = await claimOrAnswer();
      if (answer) {
        return answer;
      }
      c.set('idempotencyClaim', where);
    }
    try {
      await next();
    } catch (error) {
      // Only a key this request holds is freed: a key the route's statement could not claim is another request's.
      if (claimedHere || c.get('idempotencyKept') === true) {
        await releaseIdempotencyKey(db, where);
      }
      throw error;
    }
    if (!claimedHere) {
      // The route's statement claimed the key with its answer, or the route answered a repeat from it: nothing to store.
      return;
    }
    const succeeded = c.res.status >= 200 && c.res.status < 300;
    if (succeeded && c.get('idempotencyKept') === true) {
      // The route's own statement stored what the key keeps (a streamed turn's ids): no statement more before the answer.
      return;
    }
    const kept = succeeded ? (options.keep ? options.keep(c) : await c.res.clone().text()) : undefined;
    if (kept === undefined) {
      await releaseIdempotencyKey(db, where);
    } else {
      await completeIdempotencyKey(db, where, c.res.status, kept);
    }
  });
}
