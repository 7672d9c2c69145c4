import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { HTTP_ERROR_MESSAGES, HTTP_TIMEOUT_MS } from '@parla/contract/constants';
import type { TokenPair } from '@parla/contract';
import type { Clock } from '../ports.js';
import type { Session } from '../state/create-session.js';
import type { EmbedEventMap, EmbedTokenProvider, EmbedTokenProviderResult } from './embed-types.js';
import type { Report } from './embed-report.js';

/** How starting the session went: under way, done, or failed (the token provider, or the learner's profile). */
export type StartState = 'starting' | 'started' | 'failed';

/** Renewals of sessions that worked, at most this many while they come less than a minute apart. */
const MAX_RENEWALS = 3;
const RENEWAL_WINDOW_MS = 60_000;

/** What a token provider that never settles is rejected with, after the spec's HTTP timeout (30 s). */
const providerTimeout = new Error(HTTP_ERROR_MESSAGES.network);

function asTokenPair(result: EmbedTokenProviderResult): TokenPair {
  return typeof result === 'string' ? { access: result, refresh: '' } : { access: result.access, refresh: result.refresh };
}

/** Options of {@link createEmbedStart}. */
export interface EmbedStartOptions {
  /** The session to start (read when starting, so it may be made after this). */
  session: () => Session;
  tokenProvider: EmbedTokenProvider | undefined;
  clock: Clock;
  report: Report;
  expiredEvent: (detail: EmbedEventMap['session-expired']) => void;
}

/** Starting an embed's session, and what happens when it expires. */
export interface EmbedStart {
  readonly $state: ReadableAtom<StartState>;
  /** Starts (again): a new session from the token provider, if there is one, then the learner's profile. */
  start(): Promise<void>;
  /** The client's `onSessionExpired`: renews a session that worked (at once, after 1 s and 3 s), else gives up. */
  sessionExpired(): void;
  destroy(): void;
}

/**
 * Starts an embed's session from its token provider (or the stored one) and renews it from the provider when a session
 * that worked expires. Only the latest attempt reports; a provider that never settles fails after 30 s.
 */
export function createEmbedStart({ session, tokenProvider, clock, report, expiredEvent }: EmbedStartOptions): EmbedStart {
  const $state = atom<StartState>('starting');
  let destroyed = false;
  let attempts = 0;
  // The token provider's session loaded the learner's profile: only such a session is renewed when it expires.
  let working = false;
  // The session expired (its refresh was refused) during the current attempt.
  let expired = false;
  let renewals = 0;
  let renewedAt = Number.NEGATIVE_INFINITY;
  let renewal: unknown;

  async function providedTokens(provider: EmbedTokenProvider): Promise<TokenPair> {
    let timer: unknown;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = clock.setTimeout(() => reject(providerTimeout), HTTP_TIMEOUT_MS);
      });
      return asTokenPair(await Promise.race([provider(), timeout]));
    } finally {
      clock.clearTimeout(timer);
    }
  }

  async function start(): Promise<void> {
    const current = session();
    const attempt = ++attempts;
    const latest = () => !destroyed && attempt === attempts;
    const fail = (...args: Parameters<Report>) => {
      if (latest()) {
        report(...args);
        $state.set('failed');
      }
    };
    $state.set('starting');
    working = false;
    try {
      if (tokenProvider) {
        let tokens: TokenPair;
        try {
          tokens = await providedTokens(tokenProvider);
        } catch (error) {
          return fail(error, error === providerTimeout ? 'token_provider_timeout' : 'token_provider_failed', 'token-provider');
        }
        if (!latest()) {
          return;
        }
        await current.client.tokens.set(tokens);
        expired = false;
        // Rejects when the server refuses the session (then it has expired) or cannot be reached.
        await current.profile.load();
      }
      await current.start();
      const { isAuthenticated, user } = current.auth.$auth.get();
      if (isAuthenticated && !user) {
        // A stored session whose profile start() could not load (it only logs why): once more, for the reason.
        await current.profile.load();
      }
      if (latest()) {
        working = !!tokenProvider;
        $state.set('started');
      }
    } catch (error) {
      // A session the server refused is not asked for again at once: that would only loop.
      fail(expired ? HTTP_ERROR_MESSAGES[401] : error, expired ? 'session_rejected' : 'start_failed', expired && tokenProvider ? 'token-provider' : 'chat');
    }
  }

  function sessionExpired(): void {
    expired = true;
    if (clock.now() - renewedAt > RENEWAL_WINDOW_MS) {
      renewals = 0;
    }
    // A session that worked is renewed; one refused before it ever worked is not (the attempt under way reports it).
    const renewing = working && renewals < MAX_RENEWALS;
    expiredEvent({ renewing });
    if (renewing) {
      renewal = clock.setTimeout(() => destroyed || void start(), 1000 * (2 ** renewals++ - 1));
      renewedAt = clock.now();
    } else if (working) {
      working = false;
      report(HTTP_ERROR_MESSAGES[401], 'session_rejected', 'token-provider');
      $state.set('failed');
    } else if (!tokenProvider) {
      session().auth.expire();
    }
  }

  return {
    $state,
    start,
    sessionExpired,
    destroy() {
      destroyed = true;
      clock.clearTimeout(renewal);
    },
  };
}
