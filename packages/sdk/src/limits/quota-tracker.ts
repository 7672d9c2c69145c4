import type { UsageCurrent } from '@parla/contract';
import type { DailyQuota, MonthlyQuota, QuotaLimits, QuotaTier } from '@parla/contract/constants';
import { QUOTA_TIER_LIMITS, STORAGE_KEYS, TIMERS } from '@parla/contract/constants';
import { atom, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Clock, KeyValueStorage } from '../ports.js';
import { browserStorage, memoryStorage, systemClock } from '../ports.js';
import type { StorageEventSource } from '../tokens/storage-events.js';
import { globalStorageEvents, watchStorageKey } from '../tokens/storage-events.js';
import { storedJson } from '../tokens/stored-json.js';
import { nextLocalMidnight, nextLocalMonthStart, startOfLocalDay, startOfLocalMonth } from './quota-periods.js';
import type { QuotaSnapshot } from './quota-snapshot.js';
import { buildQuotaSnapshot } from './quota-snapshot.js';
import type { QuotaState } from './quota-state.js';
import { parseQuotaState } from './quota-state.js';

/** What can be recorded against the quotas; every kind also counts toward the monthly `totalRequests`. */
export type QuotaKind = 'messages' | 'voiceRequests' | 'aiCalls' | 'premiumFeatures';

/** Options of {@link createQuotaTracker}. */
export interface QuotaTrackerOptions {
  /** The tier assumed until the server reports one. Default: `'free'`. */
  tier?: QuotaTier;
  /** Limits of every tier. Default: `QUOTA_TIER_LIMITS`, the §9 table. */
  limits?: Readonly<Record<QuotaTier, QuotaLimits>>;
  /** Where the counts live. Default: `localStorage` when it works, else memory. */
  storage?: KeyValueStorage;
  /** The storage key of the counts. Default: `STORAGE_KEYS.quota` (`parla_quota`). */
  key?: string;
  /** Source of time and timers; periods follow the local calendar of `clock.now()`. Default: `systemClock`. */
  clock?: Clock;
  /** Loads the server's usage (`usage.current`) on every quota check; failures are logged with `console.warn`. Default: none. */
  fetchUsage?: () => Promise<UsageCurrent>;
  /** Called on every cleanup tick, e.g. the rate limiter's `cleanup`. Default: none. */
  onCleanup?: () => void;
  /** Source of other tabs' `storage` events. Default: the global object when it has `addEventListener`. */
  events?: StorageEventSource;
}

/** Daily and monthly quotas (§9) of the learner, counted locally and corrected by the server. */
export interface QuotaTracker {
  /** The current snapshot; while subscribed, the quota check (every minute) and cleanup (every 5 minutes) timers run. Outside a subscription read `snapshot()`: nanostores' `get()` mounts the store for a second. */
  readonly $quota: ReadableAtom<QuotaSnapshot>;
  /** Counts `amount` uses of `kind` (and as many monthly requests); returns the new snapshot. */
  record(kind: QuotaKind, amount?: number): QuotaSnapshot;
  /** The counts now, with daily and monthly resets applied. */
  snapshot(): QuotaSnapshot;
  /** Adopts the server's usage: its counts replace the local ones and its tier applies. */
  sync(usage: UsageCurrent): QuotaSnapshot;
  /** Forgets all local counts and the synced tier (e.g. on sign-out). */
  reset(): void;
  /** The subscription check of §6: always true. */
  hasActiveSubscription(): true;
}

const NO_DAILY_USE: DailyQuota = { messages: 0, voiceRequests: 0, aiCalls: 0 };
const NO_MONTHLY_USE: MonthlyQuota = { totalRequests: 0, premiumFeatures: 0 };

/**
 * Tracks the §9 quotas: daily counters reset at local midnight, monthly ones on the 1st; warnings at 80 %,
 * usage levels at 80 and 90 %. Counts persist in storage; the server's usage, when synced, is the authority.
 *
 * @example
 * const quota = createQuotaTracker({ fetchUsage: () => client.usage.current(), onCleanup: limiter.cleanup });
 * const stop = quota.$quota.subscribe((snapshot) => render(snapshot.daily.messages));
 * quota.record('messages');
 */
export function createQuotaTracker(options: QuotaTrackerOptions = {}): QuotaTracker {
  const defaultTier = options.tier ?? 'free';
  const limits = options.limits ?? QUOTA_TIER_LIMITS;
  const storage = options.storage ?? browserStorage() ?? memoryStorage();
  const key = options.key ?? STORAGE_KEYS.quota;
  const clock = options.clock ?? systemClock;
  const events = options.events ?? globalStorageEvents();
  const { fetchUsage, onCleanup } = options;
  const record = storedJson<QuotaState>({ storage, key, parse: parseQuotaState });

  /** The stored counts as they stand at `now`: counts of a past day or month are dropped. */
  function currentState(now: number): QuotaState {
    const day = startOfLocalDay(now);
    const month = startOfLocalMonth(now);
    const stored = record.read();
    return {
      day,
      month,
      ...(stored?.tier === undefined ? {} : { tier: stored.tier }),
      daily: stored && stored.day === day ? { ...stored.daily } : { ...NO_DAILY_USE },
      monthly: stored && stored.month === month ? { ...stored.monthly } : { ...NO_MONTHLY_USE },
    };
  }

  function snapshotOf(state: QuotaState, now: number): QuotaSnapshot {
    const tier = state.tier ?? defaultTier;
    return buildQuotaSnapshot({
      tier,
      limits: limits[tier],
      daily: state.daily,
      monthly: state.monthly,
      dailyResetsAt: nextLocalMidnight(now),
      monthlyResetsAt: nextLocalMonthStart(now),
    });
  }

  function snapshot(): QuotaSnapshot {
    const now = clock.now();
    return snapshotOf(currentState(now), now);
  }

  const initial = snapshot();
  let published = JSON.stringify(initial);
  const $quota = atom<QuotaSnapshot>(initial);

  /** Publishes the current snapshot when it differs from the last one. */
  function refresh(): QuotaSnapshot {
    const next = snapshot();
    const serialized = JSON.stringify(next);
    if (serialized !== published) {
      published = serialized;
      $quota.set(next);
    }
    return next;
  }

  function sync(usage: UsageCurrent): QuotaSnapshot {
    const now = clock.now();
    record.write({
      day: startOfLocalDay(now),
      month: startOfLocalMonth(now),
      tier: usage.tier,
      daily: {
        messages: usage.daily.messages.used,
        voiceRequests: usage.daily.voiceRequests.used,
        aiCalls: usage.daily.aiCalls.used,
      },
      monthly: {
        totalRequests: usage.monthly.totalRequests.used,
        premiumFeatures: usage.monthly.premiumFeatures.used,
      },
    });
    return refresh();
  }

  let fetching = false;

  function checkQuota(): void {
    refresh();
    if (!fetchUsage || fetching) {
      return;
    }
    fetching = true;
    Promise.resolve()
      .then(fetchUsage)
      .then(sync)
      .catch((error: unknown) => {
        console.warn('[parla] Quota check failed to load usage from the server.', error);
      })
      .finally(() => {
        fetching = false;
      });
  }

  onMount($quota, () => {
    refresh();
    const quotaTimer = clock.setInterval(checkQuota, TIMERS.quotaCheckIntervalMs);
    const cleanupTimer = clock.setInterval(() => {
      onCleanup?.();
    }, TIMERS.cleanupIntervalMs);
    const stopWatching = watchStorageKey(events, storage, key, refresh);
    return () => {
      clock.clearInterval(quotaTimer);
      clock.clearInterval(cleanupTimer);
      stopWatching();
    };
  });

  return {
    $quota,
    record(kind, amount = 1) {
      if (!Number.isFinite(amount) || amount < 0) {
        throw new RangeError(`Quota amount must be a non-negative number, got ${amount}`);
      }
      const state = currentState(clock.now());
      if (kind === 'premiumFeatures') {
        state.monthly.premiumFeatures += amount;
      } else {
        state.daily[kind] += amount;
      }
      state.monthly.totalRequests += amount;
      record.write(state);
      return refresh();
    },
    snapshot,
    sync,
    reset() {
      record.write(null);
      refresh();
    },
    hasActiveSubscription: () => true,
  };
}
