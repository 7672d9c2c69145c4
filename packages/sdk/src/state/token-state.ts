import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { TokenPair } from '@parla/contract';
import type { Clock } from '../ports.js';
import type { TokenStore } from '../tokens/token-store.js';
import { clockOffset } from '../tokens/clock-offset.js';
import { decodeTokenClaims, isTokenValid } from '../tokens/decode-token.js';
import { sameTokens } from '../tokens/token-pair.js';
import type { Logger } from './logger.js';

/** What the stored tokens say about the session. */
export interface TokenState {
  /** Tokens are stored: the learner signed in and has not signed out. */
  isAuthenticated: boolean;
  /**
   * A stored token is unexpired (§4) on the server's clock: the access token, or the refresh token the client trades for
   * a new one. A refresh token whose expiry cannot be read (the Parla server's are opaque) is the server's to judge, so it
   * counts as unexpired until a refresh is refused.
   */
  hasValidToken: boolean;
  /** The `user_id` claim of the access token, or null. */
  userId: string | null;
}

/** Options of {@link createTokenState}. */
export interface TokenStateOptions {
  /** The client's token store; followed through `subscribe` when it has one. */
  tokens: TokenStore;
  /**
   * The device's clock: with the offset to the server's clock learned from the `iat` of each token received (not of
   * tokens read at start-up, issued at some earlier time), it decides expiry and wakes the store when a token expires.
   */
  clock: Clock;
  /** Where a failing asynchronous token read is logged. */
  logger: Logger;
}

/** The token store as a nanostore. */
export interface TokenStateStore {
  /** What the stored tokens say now; updated on every token change and when a token expires. */
  readonly $tokenState: ReadableAtom<TokenState>;
  /** Reads the token store again (for token stores without `subscribe`). */
  refresh(): Promise<void>;
  /** Stops following the token store and the expiry timer. */
  destroy(): void;
}

/** Longest delay a timer accepts (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

function expiryOf(token: string): number | null {
  const claims = decodeTokenClaims(token);
  return claims ? claims.exp * 1000 : null;
}

function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * Follows a {@link TokenStore}: signed in or not, token validity on the server's clock, and the user id claim. The
 * server's clock is the injected one plus the offset learned from the `iat` of the tokens last received (a change the
 * store reports, or a changed pair `refresh()` reads), so a device clock that is fast or slow does not misjudge when a
 * token expires; offsets of up to 10 s are ignored.
 */
export function createTokenState(options: TokenStateOptions): TokenStateStore {
  const { tokens, clock, logger } = options;
  const $tokenState = atom<TokenState>({ isAuthenticated: false, hasValidToken: false, userId: null });
  let current: TokenPair | null = null;
  let expiryTimer: unknown = null;
  /** The server's clock minus the device's (ms); 0 until a token is received. */
  let offsetMs = 0;
  /** Whether the tokens were read once: pairs read later that differ from the known one were received since. */
  let read = false;

  function evaluate(): void {
    const now = clock.now() + offsetMs;
    const next: TokenState = {
      isAuthenticated: current !== null,
      // A refresh token whose expiry cannot be read is the server's to judge.
      hasValidToken: current !== null && (isTokenValid(current.access, now) || (expiryOf(current.refresh) ?? Infinity) > now),
      userId: current ? (decodeTokenClaims(current.access)?.user_id ?? null) : null,
    };
    const previous = $tokenState.get();
    if (previous.isAuthenticated !== next.isAuthenticated || previous.hasValidToken !== next.hasValidToken || previous.userId !== next.userId) {
      $tokenState.set(next);
    }
    scheduleExpiry(now);
  }

  /** Wakes up when the next stored token expires (`now` on the server's clock), so `hasValidToken` turns false on time. */
  function scheduleExpiry(now: number): void {
    if (expiryTimer !== null) {
      clock.clearTimeout(expiryTimer);
      expiryTimer = null;
    }
    if (!current) {
      return;
    }
    const upcoming = [expiryOf(current.access), expiryOf(current.refresh)].filter((time): time is number => time !== null && time > now);
    if (upcoming.length === 0) {
      return;
    }
    const delay = Math.min(Math.min(...upcoming) - now, MAX_TIMER_MS);
    expiryTimer = clock.setTimeout(() => {
      expiryTimer = null;
      evaluate();
    }, delay);
  }

  /** Follows `pair`; when it was just `received` (not read from where it was kept), learns the clock offset from it. */
  function apply(pair: TokenPair | null, received = true): void {
    if (received && pair) {
      offsetMs = clockOffset(pair.access, clock.now()) ?? offsetMs;
    }
    current = pair;
    evaluate();
  }

  /** Follows a pair read from the store: the first read is what was kept; a later one that differs was received since. */
  function applyRead(pair: TokenPair | null): void {
    const received = read && !sameTokens(current, pair);
    read = true;
    apply(pair, received);
  }

  async function refresh(): Promise<void> {
    try {
      applyRead(await tokens.get());
    } catch (error) {
      logger.error('Could not read the stored tokens', error);
    }
  }

  const initial = tokens.get();
  if (isPromiseLike(initial)) {
    void refresh();
  } else {
    applyRead(initial);
  }
  const unsubscribe = tokens.subscribe?.((pair) => apply(pair)) ?? (() => undefined);

  return {
    $tokenState,
    refresh,
    destroy() {
      unsubscribe();
      if (expiryTimer !== null) {
        clock.clearTimeout(expiryTimer);
        expiryTimer = null;
      }
    },
  };
}
