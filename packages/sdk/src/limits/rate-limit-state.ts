import type { RateLimitedAction } from '@parla/contract/constants';

/** What is remembered about one action: its recent attempts and, while blocked, when the block ends. */
export interface ActionRecord {
  /** Times (ms since the epoch) of the attempts that may still be in the window. */
  attempts: number[];
  /** When the block ends (ms since the epoch), or null when not blocked. */
  blockedUntil: number | null;
}

/** The stored state of every action, one JSON record for all of them. */
export type RateLimitState = Partial<Record<RateLimitedAction, ActionRecord>>;

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function parseActionRecord(value: unknown): ActionRecord | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const { attempts, blockedUntil } = value as Record<string, unknown>;
  if (!Array.isArray(attempts) || !attempts.every(isTime)) {
    return null;
  }
  if (blockedUntil !== null && blockedUntil !== undefined && !isTime(blockedUntil)) {
    return null;
  }
  return { attempts: [...attempts], blockedUntil: blockedUntil ?? null };
}

/** Reads stored rate-limit state for the given actions; anything malformed is ignored (entry by entry). */
export function parseRateLimitState(value: unknown, actions: readonly RateLimitedAction[]): RateLimitState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null;
  }
  const stored = value as Record<string, unknown>;
  const state: RateLimitState = {};
  for (const action of actions) {
    const record = parseActionRecord(stored[action]);
    if (record) {
      state[action] = record;
    }
  }
  return state;
}
