import { atom, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Message } from '@parla/contract';
import type { ParlaClient } from '../client/create-client.js';

/** Options of {@link createDueCountStore}. */
export interface DueCountStoreOptions {
  /** Sends `review.stats`. */
  client: Pick<ParlaClient, 'review'>;
}

/** How many review cards are due now (the header's badge), refreshed after grading, saving and a review that made fix-it cards. */
export interface DueCountStore {
  /** Cards due now; null until first read (or when reading failed before any answer). */
  readonly $dueCount: ReadableAtom<number | null>;
  /** Reads the count again; never rejects (a failure keeps the last count). */
  refresh(): Promise<void>;
  /**
   * Follows a chat's messages: when a learner message gets a review with corrections (each one a fix-it card on the
   * server), the count is read again. Returns the function that stops following.
   */
  follow($messages: ReadableAtom<readonly Message[]>): () => void;
  /** Forgets the count (sign-out). */
  reset(): void;
}

/**
 * Creates the due-count store over `client.review.stats`; the first subscriber reads it.
 * @example
 * const due = createDueCountStore({ client });
 * const stop = due.follow(chat.$messages);
 * due.$dueCount.subscribe((count) => badge.textContent = String(count ?? ''));
 */
export function createDueCountStore(options: DueCountStoreOptions): DueCountStore {
  const $dueCount = atom<number | null>(null);
  /** Whether the count was asked for (so mounting the store asks only once). */
  let read = false;
  /** Bumped per read, so only the newest answer counts. */
  let generation = 0;

  async function refresh(): Promise<void> {
    read = true;
    generation += 1;
    const expected = generation;
    try {
      const stats = await options.client.review.stats();
      if (expected === generation) {
        $dueCount.set(stats.due_count);
      }
    } catch {
      // The badge keeps its last count; the next grade or reply reads it again.
    }
  }

  // The first subscriber reads the count unless it was read (a `get()` without subscribers mounts the store too).
  onMount($dueCount, () => {
    if (!read) {
      read = true;
      void refresh();
    }
  });

  return {
    $dueCount,
    refresh,
    follow($messages) {
      const reviewed = new Set<string>();
      let first = true;
      return $messages.subscribe((messages) => {
        let fresh = false;
        for (const message of messages) {
          if (message.review && message.review.corrections.length > 0 && !reviewed.has(message.id)) {
            reviewed.add(message.id);
            fresh = true;
          }
        }
        // The messages a chat opens with were counted by the first read; only reviews arriving later change the count.
        if (fresh && !first) {
          void refresh();
        }
        first = false;
      });
    },
    reset() {
      generation += 1;
      read = false;
      $dueCount.set(null);
    },
  };
}
