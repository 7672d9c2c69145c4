import type { RateLimitRule, RateLimitedAction } from '@parla/contract/constants';
import { RATE_LIMITS, STORAGE_KEYS } from '@parla/contract/constants';
import type { Clock, KeyValueStorage } from '../ports.js';
import { browserStorage, memoryStorage, systemClock } from '../ports.js';
import type { StorageEventSource } from '../tokens/storage-events.js';
import { globalStorageEvents, watchStorageKey } from '../tokens/storage-events.js';
import { storedJson } from '../tokens/stored-json.js';
import { rateLimitError } from './rate-limit-error.js';
import type { ActionRecord, RateLimitState } from './rate-limit-state.js';
import { parseRateLimitState } from './rate-limit-state.js';

export { isRateLimitError } from './rate-limit-error.js';

/** Where one action stands against its rate limit. */
export interface RateLimitStatus {
  /** The action. */
  action: RateLimitedAction;
  /** Attempts allowed per window. */
  limit: number;
  /** How long the block lasts that starts when the limit is reached (§9 "block"), in ms. */
  blockMs: number;
  /** Attempts left in the current window (0 while blocked). */
  remaining: number;
  /** Attempts in the current window (the limit while blocked). */
  used: number;
  /** Whether the action is blocked. */
  blocked: boolean;
  /** While blocked, milliseconds until the block ends; otherwise 0. */
  retryAfterMs: number;
  /** Whether usage reached the warning fraction of the limit (§9 "warning at"). */
  warning: boolean;
  /** When the block ends, or when the oldest attempt leaves the window (ms since the epoch); null with no attempts. */
  resetsAt: number | null;
}

/** When `limit` of these attempts first fell within one window (the time of the one reaching it), or null. */
function limitReachedAt(attempts: readonly number[], rule: RateLimitRule): number | null {
  if (rule.limit < 1 || attempts.length < rule.limit) {
    return null;
  }
  const sorted = [...attempts].sort((left, right) => left - right);
  for (let index = rule.limit - 1; index < sorted.length; index += 1) {
    const first = sorted[index - rule.limit + 1];
    const last = sorted[index];
    if (first !== undefined && last !== undefined && last - first < rule.windowMs) {
      return last;
    }
  }
  return null;
}

/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** The limit per action. Default: `RATE_LIMITS`, the §9 table. */
  rules?: Readonly<Record<RateLimitedAction, RateLimitRule>>;
  /** Where the shared state lives. Default: `localStorage` when it works, else memory. */
  storage?: KeyValueStorage;
  /** Source of time. Default: `systemClock`. */
  clock?: Clock;
  /** The storage key of the state. Default: `STORAGE_KEYS.rateLimits` (`parla_rate_limits`). */
  key?: string;
  /** Source of other tabs' `storage` events. Default: the global object when it has `addEventListener`. */
  events?: StorageEventSource;
}

/** Client-side rate limits (§9), shared by every tab through storage. */
export interface RateLimiter {
  /** Where `action` stands now, without recording anything. */
  check(action: RateLimitedAction): RateLimitStatus;
  /**
   * Records one attempt and returns the new status (blocked once this attempt reaches the limit); throws a
   * `rate_limited` {@link ApiError} when the action is blocked.
   */
  consume(action: RateLimitedAction): RateLimitStatus;
  /** Forgets the attempts and block of one action, or of all actions. */
  reset(action?: RateLimitedAction): void;
  /** Drops attempts that left their window and blocks that ended (run every `TIMERS.cleanupIntervalMs`). */
  cleanup(): void;
  /** Calls `listener` after any change, here or in another tab (with the action, or null when several or unknown); returns the unsubscribe function. */
  subscribe(listener: (action: RateLimitedAction | null) => void): () => void;
}

/**
 * Sliding-window rate limits (§9): up to `limit` attempts per `windowMs`; the attempt that reaches the limit blocks the
 * action for `blockMs` from that moment (not only until the window frees up), and every attempt during the block is
 * refused with the time left. State is one JSON record in storage, re-read on every call, so tabs share it.
 *
 * @example
 * const limiter = createRateLimiter();
 * limiter.consume('message_send'); // the 15th of a minute starts a 5-minute block; then throws ApiError { kind: 'rate_limited', retryAfterMs }
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const rules = options.rules ?? RATE_LIMITS;
  const storage = options.storage ?? browserStorage() ?? memoryStorage();
  const clock = options.clock ?? systemClock;
  const key = options.key ?? STORAGE_KEYS.rateLimits;
  const events = options.events ?? globalStorageEvents();
  const actions = Object.keys(rules) as RateLimitedAction[];
  const record = storedJson<RateLimitState>({
    storage,
    key,
    parse: (value) => parseRateLimitState(value, actions),
  });
  const listeners = new Set<(action: RateLimitedAction | null) => void>();
  let stopWatching: (() => void) | null = null;

  function ruleOf(action: RateLimitedAction): RateLimitRule {
    const rule = rules[action];
    if (!rule) {
      throw new TypeError(`Unknown rate-limited action "${String(action)}"`);
    }
    return rule;
  }

  function notify(action: RateLimitedAction | null): void {
    for (const listener of [...listeners]) {
      listener(action);
    }
  }

  /**
   * The action's record as it stands at `now`: a finished block clears it, attempts outside the window drop out, and
   * attempts that reached the limit without a block (stored by an older version) are the block they started.
   */
  function current(entry: ActionRecord | undefined, rule: RateLimitRule, now: number): ActionRecord {
    if (!entry || (entry.blockedUntil !== null && entry.blockedUntil <= now)) {
      return { attempts: [], blockedUntil: null };
    }
    if (entry.blockedUntil !== null) {
      return entry;
    }
    const reachedAt = limitReachedAt(entry.attempts, rule);
    if (reachedAt !== null && reachedAt + rule.blockMs > now) {
      return { attempts: [], blockedUntil: reachedAt + rule.blockMs };
    }
    return { attempts: entry.attempts.filter((time) => now - time < rule.windowMs), blockedUntil: null };
  }

  function statusOf(action: RateLimitedAction, entry: ActionRecord, rule: RateLimitRule, now: number): RateLimitStatus {
    if (entry.blockedUntil !== null) {
      return {
        action,
        limit: rule.limit,
        blockMs: rule.blockMs,
        remaining: 0,
        used: rule.limit,
        blocked: true,
        retryAfterMs: entry.blockedUntil - now,
        warning: true,
        resetsAt: entry.blockedUntil,
      };
    }
    const used = entry.attempts.length;
    const oldest = entry.attempts.length > 0 ? Math.min(...entry.attempts) : null;
    return {
      action,
      limit: rule.limit,
      blockMs: rule.blockMs,
      remaining: Math.max(0, rule.limit - used),
      used,
      blocked: false,
      retryAfterMs: 0,
      // Compared as a fraction: with a product, a rule like 100 × 0.07 (7.000000000000001) would warn one attempt late.
      warning: rule.limit > 0 && used / rule.limit >= rule.warningAt,
      resetsAt: oldest === null ? null : oldest + rule.windowMs,
    };
  }

  function save(state: RateLimitState): void {
    record.write(Object.keys(state).length > 0 ? state : null);
  }

  return {
    check(action) {
      const rule = ruleOf(action);
      const now = clock.now();
      return statusOf(action, current(record.read()?.[action], rule, now), rule, now);
    },
    consume(action) {
      const rule = ruleOf(action);
      const now = clock.now();
      const state = record.read() ?? {};
      const entry = current(state[action], rule, now);
      if (entry.blockedUntil !== null) {
        throw rateLimitError(entry.blockedUntil - now);
      }
      const attempts = [...entry.attempts, now];
      // The attempt that reaches the limit goes ahead and starts the §9 block, counted from now.
      const next: ActionRecord = attempts.length >= rule.limit ? { attempts: [], blockedUntil: now + rule.blockMs } : { attempts, blockedUntil: null };
      state[action] = next;
      save(state);
      notify(action);
      return statusOf(action, next, rule, now);
    },
    reset(action) {
      if (action === undefined) {
        record.write(null);
        notify(null);
        return;
      }
      const state = record.read() ?? {};
      delete state[action];
      save(state);
      notify(action);
    },
    cleanup() {
      const now = clock.now();
      const stored = record.read();
      if (!stored) {
        return;
      }
      const kept: RateLimitState = {};
      for (const action of actions) {
        const entry = stored[action];
        if (!entry) {
          continue;
        }
        const live = current(entry, ruleOf(action), now);
        if (live.blockedUntil !== null || live.attempts.length > 0) {
          kept[action] = live;
        }
      }
      if (JSON.stringify(kept) !== JSON.stringify(stored)) {
        save(kept);
        notify(null);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!stopWatching) {
        stopWatching = watchStorageKey(events, storage, key, () => notify(null));
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopWatching) {
          stopWatching();
          stopWatching = null;
        }
      };
    },
  };
}
