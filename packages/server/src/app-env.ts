import type { RequestIdVariables } from 'hono/request-id';
import type { PartnerKeyRow } from './db/schema.js';
import type { TokenSession } from './data/live-session.js';
import type { SessionUser } from './data/sessions.js';
import type { KeptTurn } from './middleware/kept-turn.js';

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
  };
}
