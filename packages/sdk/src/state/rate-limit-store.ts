import { atom, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { RATE_LIMITED_ACTIONS } from '@parla/contract/constants';
import type { RateLimitedAction } from '@parla/contract/constants';
import type { RateLimiter, RateLimitStatus } from '../limits/rate-limiter.js';
import { systemClock } from '../ports.js';
import type { Clock } from '../ports.js';

/** Where every rate-limited action stands; empty when the client leaves limiting to the server. */
export type RateLimitSnapshot = Readonly<Partial<Record<RateLimitedAction, RateLimitStatus>>>;

/** The client-side rate limits (§9) as a store. */
export interface RateLimitStore {
  /** Every action's status; while subscribed it follows the limiter and wakes up when a block or window ends. */
  readonly $rateLimits: ReadableAtom<RateLimitSnapshot>;
  /** One action's status now, or null without a limiter. */
  status(action: RateLimitedAction): RateLimitStatus | null;
}

/** Options of {@link createRateLimitStore}. */
export interface RateLimitStoreOptions {
  /** The client's limiter (`client.rateLimiter`); null gives an empty store. */
  limiter: RateLimiter | null;
  /** Wakes the store when a block or window ends. Default: `systemClock`. */
  clock?: Clock;
}

/** Longest delay a timer accepts (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Creates the rate-limit store over a client's limiter (`client.rateLimiter`).
 * @example
 * const limits = createRateLimitStore({ limiter: client.rateLimiter });
 * limits.$rateLimits.subscribe((all) => sendButton.disabled = all.message_send?.blocked ?? false);
 */
export function createRateLimitStore(options: RateLimitStoreOptions): RateLimitStore {
  const clock = options.clock ?? systemClock;
  const limiter = options.limiter;

  function read(): RateLimitSnapshot {
    if (!limiter) {
      return {};
    }
    const snapshot: Partial<Record<RateLimitedAction, RateLimitStatus>> = {};
    for (const action of RATE_LIMITED_ACTIONS) {
      snapshot[action] = limiter.check(action);
    }
    return snapshot;
  }

  const $rateLimits = atom<RateLimitSnapshot>(read());
  onMount($rateLimits, () => {
    if (!limiter) {
      return undefined;
    }
    let timer: unknown = null;
    const update = (): void => {
      if (timer !== null) {
        clock.clearTimeout(timer);
        timer = null;
      }
      const snapshot = read();
      $rateLimits.set(snapshot);
      const now = clock.now();
      const wakeUps = Object.values(snapshot)
        .map((status) => status.resetsAt)
        .filter((time): time is number => time !== null && time > now);
      if (wakeUps.length > 0) {
        timer = clock.setTimeout(update, Math.min(Math.min(...wakeUps) - now, MAX_TIMER_MS));
      }
    };
    update();
    const unsubscribe = limiter.subscribe(update);
    return () => {
      unsubscribe();
      if (timer !== null) {
        clock.clearTimeout(timer);
      }
    };
  });

  return {
    $rateLimits,
    status: (action) => (limiter ? limiter.check(action) : null),
  };
}
