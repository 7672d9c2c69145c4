import type { QuotaCounterStatus, QuotaSnapshot } from '../limits/quota-snapshot.js';
import type { RateLimitSnapshot } from './rate-limit-store.js';
import { rateLimitWaitMs } from '../limits/rate-limit-wait.js';

/** A quota counter, daily or monthly. */
export type QuotaCounter = keyof QuotaSnapshot['daily'] | keyof QuotaSnapshot['monthly'];

/** The rate-limited actions of the chat the learner is told about (§9): sending, recording (transcribe), reading aloud (synthesize). */
export type NoticedAction = 'message_send' | 'transcribe' | 'synthesize';

/** The actions that warn before they block (§9 "warning at"): every noticed action. */
export type WarnedAction = NoticedAction;

/**
 * One thing that stops or will soon stop the learner from chatting: offline (§4), an action blocked by its rate limit
 * with the time left (the block starts with the attempt that reaches the limit and lasts the §9 block time), an action
 * near its limit (§9 "warning at"), or the quota counter closest to its limit once at 80 % or 90 % (or used up). A
 * warning carries the attempts left in the window (never 0: the last one starts the block) and how long that block
 * lasts (`blockMs`, so a view can say "then sending pauses for 5 minutes").
 */
export type StatusNotice =
  | { kind: 'offline' }
  | { kind: 'rate-limited'; action: NoticedAction; waitMs: number }
  | { kind: 'rate-warning'; action: WarnedAction; remaining: number; blockMs: number }
  | { kind: 'quota'; counter: QuotaCounter; status: QuotaCounterStatus };

/** What {@link statusNotices} reads: the session's connection, rate-limit and quota stores' values. */
export interface StatusNoticeSources {
  /** `session.connection.$online`. */
  online: boolean;
  /** `session.rateLimits.$rateLimits`. */
  rateLimits: RateLimitSnapshot;
  /** `session.quota.$quota`. */
  quota: QuotaSnapshot;
}

const NOTICED_ACTIONS: readonly NoticedAction[] = ['message_send', 'transcribe', 'synthesize'];

/** The counter closest to its limit among those at a warning level or used up, or null. */
function mostUsed(quota: QuotaSnapshot): { counter: QuotaCounter; status: QuotaCounterStatus } | null {
  const counters = [...Object.entries(quota.daily), ...Object.entries(quota.monthly)] as Array<[QuotaCounter, QuotaCounterStatus]>;
  const warned = counters.filter(([, status]) => status.usageLevel > 0 || status.exceeded);
  const [found] = warned.sort(([, left], [, right]) => right.fraction - left.fraction);
  return found ? { counter: found[0], status: found[1] } : null;
}

/**
 * The status notices at `now` (ms since the epoch), in the order to show them: offline, then each noticed action's
 * block (while time is left) or warning, then the quota. Empty when all is well.
 * @example
 * const notices = statusNotices({ online: $online.get(), rateLimits: $rateLimits.get(), quota: $quota.get() }, Date.now());
 */
export function statusNotices({ online, rateLimits, quota }: StatusNoticeSources, now: number): StatusNotice[] {
  const notices: StatusNotice[] = online ? [] : [{ kind: 'offline' }];
  for (const action of NOTICED_ACTIONS) {
    const status = rateLimits[action];
    const waitMs = rateLimitWaitMs(status, now);
    if (waitMs > 0) {
      notices.push({ kind: 'rate-limited', action, waitMs });
    } else if (status?.warning && !status.blocked && status.remaining > 0) {
      notices.push({ kind: 'rate-warning', action, remaining: status.remaining, blockMs: status.blockMs });
    }
  }
  const used = mostUsed(quota);
  if (used) {
    notices.push({ kind: 'quota', ...used });
  }
  return notices;
}
