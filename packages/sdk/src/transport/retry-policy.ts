import { RETRY_POLICY } from '@parla/contract/constants';
import type { Random } from '../ports.js';

/** How failed attempts are retried (§9). Every field has the spec's default. */
export interface RetryPolicy {
  /** Retries after the first attempt. Default 3. */
  retries: number;
  /** Delay before the first retry. Default 1000 ms. */
  baseDelayMs: number;
  /** Growth of the delay per retry. Default 2. */
  factor: number;
  /** Largest delay. Default 10 000 ms. */
  maxDelayMs: number;
  /** Jitter range as fractions of the delay. Default 0.5–1. */
  jitterMin: number;
  jitterMax: number;
  /** A server's Retry-After longer than this is not waited for. Default 60 000 ms. */
  maxRetryAfterMs: number;
}

// The contract's table also lists the statuses retried; that rule is `isRetryableStatus`, not a policy field.
const { retryStatuses: _retryStatuses, ...specPolicy } = RETRY_POLICY;

/** The §9 retry policy. */
export const defaultRetryPolicy: RetryPolicy = specPolicy;

/** Delay before retry number `retryIndex` (0-based): min(base·factorⁿ, max) scaled by a jitter in [jitterMin, jitterMax]. */
export function backoffDelay(retryIndex: number, policy: RetryPolicy, random: Random): number {
  const exponential = Math.min(policy.baseDelayMs * policy.factor ** retryIndex, policy.maxDelayMs);
  const jitter = policy.jitterMin + (policy.jitterMax - policy.jitterMin) * random();
  return Math.round(exponential * jitter);
}

/**
 * Statuses worth another attempt: 429 and 5xx (§9) except 501. A 501 Not Implemented says the server will never do this
 * (no translation engine configured, no speech recognition for the language: code `engine_not_configured`), so another
 * attempt cannot succeed and would only keep the learner waiting; the contract's `retryStatuses` leave it out too.
 * An engine that failed just now answers 503 `engine_unavailable`, which is retried.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599 && status !== 501);
}

/** Milliseconds a `Retry-After` header asks for (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  if (header === null || header.trim() === '') {
    return null;
  }
  const value = header.trim();
  if (/^\d+$/.test(value)) {
    return Number(value) * 1000;
  }
  const date = Date.parse(value);
  if (Number.isNaN(date)) {
    return null;
  }
  return Math.max(0, date - nowMs);
}
