import type { Database } from '../db/database.js';
import { IN_PROGRESS_LIMIT_MS, releaseStaleIdempotencyClaims } from './idempotency-keys.js';
import { failSilentReplies } from './messages.js';

/** How often a reply being written stores its text so far (its writer's heartbeat). */
export const REPLY_HEARTBEAT_MS = 1000;

/** A reply whose writer has stored nothing for this long is taken as interrupted (its process died). */
export const REPLY_SILENCE_LIMIT_MS = 15_000;

/** Options of {@link reconcileInterruptedWork}. */
export interface ReconcileOptions {
  /**
   * Silence after which a `processing` reply counts as interrupted. Default {@link REPLY_SILENCE_LIMIT_MS}; 0 at the
   * start-up of the only process that can use the database (embedded PGlite), when every such reply is orphaned.
   */
  replySilenceMs?: number;
  /** Age after which an idempotency key still in progress is freed; default {@link IN_PROGRESS_LIMIT_MS}. */
  claimLimitMs?: number;
}

/** What {@link reconcileInterruptedWork} repaired. */
export interface ReconcileResult {
  /** Replies marked `failed` (their text so far kept). */
  failedReplies: number;
  /** Idempotency keys freed, so a retry with the same key runs again. */
  releasedClaims: number;
}

/**
 * Repairs what a killed server process left behind: replies left `processing` become `failed` with the text they had,
 * and idempotency keys left in progress are freed. Run at start-up and every minute; safe while other processes serve.
 */
export async function reconcileInterruptedWork(db: Database, now: Date, options: ReconcileOptions = {}): Promise<ReconcileResult> {
  const replySilenceMs = options.replySilenceMs ?? REPLY_SILENCE_LIMIT_MS;
  const claimLimitMs = options.claimLimitMs ?? IN_PROGRESS_LIMIT_MS;
  const failedReplies = await failSilentReplies(db, new Date(now.getTime() - replySilenceMs));
  const releasedClaims = await releaseStaleIdempotencyClaims(db, new Date(now.getTime() - claimLimitMs));
  return { failedReplies, releasedClaims };
}

/** How often a running server looks for work interrupted by another process's death. */
export const RECONCILE_INTERVAL_MS = 60_000;

/**
 * Reconciles at start-up, then every {@link RECONCILE_INTERVAL_MS} (an unref'd timer). `soleProcess` (embedded PGlite:
 * no other process can be writing) treats everything still in progress at start-up as interrupted. Returns what the
 * start-up pass repaired.
 */
export async function startReconciling(
  db: Database,
  clock: { now(): Date },
  options: { soleProcess: boolean; log?: (line: string) => void },
): Promise<ReconcileResult> {
  const log = options.log ?? console.error;
  const atStart = await reconcileInterruptedWork(db, clock.now(), options.soleProcess ? { replySilenceMs: 0, claimLimitMs: 0 } : {});
  const timer = setInterval(() => {
    reconcileInterruptedWork(db, clock.now()).catch((error: unknown) => {
      log(`reconciling interrupted work failed (${error instanceof Error ? error.name : 'error'})`);
    });
  }, RECONCILE_INTERVAL_MS);
  timer.unref();
  return atStart;
}
