import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { TokenPair } from '@parla/contract';
import type { Clock } from '../ports.js';
import type { TokenStore } from '../tokens/token-store.js';
import { decodeTokenClaims, isTokenValid } from '../tokens/decode-token.js';
import type { Logger } from './logger.js';

/** What the stored tokens say about the session. */
export interface TokenState {
  /** Tokens are stored: the learner signed in and has not signed out. */
  isAuthenticated: boolean;
  /** A stored token is unexpired (§4): the access token, or the refresh token the client trades for a new one. */
  hasValidToken: boolean;
  /** The `user_id` claim of the access token, or null. */
  userId: string | null;
}

/** Options of {@link createTokenState}. */
export interface TokenStateOptions {
  /** The client's token store; followed through `subscribe` when it has one. */
  tokens: TokenStore;
  /** Decides expiry and wakes the store when a token expires. */
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

/** Follows a {@link TokenStore}: signed in or not, token validity on the injected clock, and the user id claim. */
export function createTokenState(options: TokenStateOptions): TokenStateStore {
  const { tokens, clock, logger } = options;
  const $tokenState = atom<TokenState>({ isAuthenticated: false, hasValidToken: false, userId: null });
  let current: TokenPair | null = null;
  let expiryTimer: unknown = null;

  function evaluate(): void {
    const now = clock.now();
    const next: TokenState = {
      isAuthenticated: current !== null,
      hasValidToken: current !== null && (isTokenValid(current.access, now) || isTokenValid(current.refresh, now)),
      userId: current ? (decodeTokenClaims(current.access)?.user_id ?? null) : null,
    };
    const previous = $tokenState.get();
    if (previous.isAuthenticated !== next.isAuthenticated || previous.hasValidToken !== next.hasValidToken || previous.userId !== next.userId) {
      $tokenState.set(next);
    }
    scheduleExpiry(now);
  }

  /** Wakes up when the next stored token expires, so `hasValidToken` turns false on time. */
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

  function apply(pair: TokenPair | null): void {
    current = pair;
    evaluate();
  }

  async function refresh(): Promise<void> {
    try {
      apply(await tokens.get());
    } catch (error) {
      logger.error('Could not read the stored tokens', error);
    }
  }

  const initial = tokens.get();
  if (isPromiseLike(initial)) {
    void refresh();
  } else {
    apply(initial);
  }
  const unsubscribe = tokens.subscribe?.(apply) ?? (() => undefined);

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
