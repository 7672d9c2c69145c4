import type { RequestIdVariables } from 'hono/request-id';
import type { PartnerKeyRow } from './db/schema.js';
import type { TokenSession } from './data/live-session.js';
import type { SessionUser } from './data/sessions.js';
import type { IdempotencyScope } from './data/idempotency-keys.js';
import type { KeptTurn } from './middleware/kept-turn.js';
import type { ClaimInRoute } from './middleware/idempotency.js';

/** Hono environment of every route: the request id and, behind `requireAuth`, the signed-in user. */
export interface AppEnv {
  Variables: RequestIdVariables & {
    /** The signed-in user, without the password hash (set by `requireAuth`). */
    user: SessionUser;
    /** The bearer's session, checked by the route's own read (set by `requireTokenSession`). */
    tokenSession: TokenSession;
    /** The refresh-token family of the bearer's session, when the token carries one. */
    sessionId: string | undefined;
    /** The partner key of a partner call (set by the partner-session route). */
    partnerKey: PartnerKeyRow;
    /** The turn a keyed send-message-stream stored (set by its route), kept for the Idempotency-Key's repeats. */
    keptTurn: KeptTurn | undefined;
    /** The Idempotency-Key this request claimed (set by the idempotency middleware), for a route that keeps its answer itself. */
    idempotencyClaim: IdempotencyScope | undefined;
    /** Set by a route whose own statement stored the answer its claimed key keeps: the middleware then stores nothing. */
    idempotencyKept: boolean | undefined;
    /** An Idempotency-Key the route's own statement is to claim (set by the idempotency middleware with `claimInRoute`). */
    idempotencyClaimInRoute: ClaimInRoute | undefined;
  };
}
