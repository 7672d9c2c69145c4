/** Lets a holder go on once every earlier holder of the same key has left; `leave` must be called once. */
export interface TurnQueue {
  /**
   * Waits, in arrival order, until the earlier turns of `key` are done; resolves with the function that lets the next
   * one go. Rejects with `signal`'s reason, or with the error of `onTimeout` after `timeoutMs`, keeping the order.
   */
  enter(key: string, options: { signal: AbortSignal; timeoutMs: number; onTimeout: () => Error }): Promise<() => void>;
  /** Whether a holder of `key` has not left yet (a newcomer would wait). */
  busy(key: string): boolean;
}

/** An in-process first-come-first-served queue per key (per conversation for chat turns). */
export function createTurnQueue(): TurnQueue {
  const tails = new Map<string, Promise<void>>();
  return {
    busy(key) {
      return tails.has(key);
    },
    async enter(key, { signal, timeoutMs, onTimeout }) {
      const previous = tails.get(key) ?? Promise.resolve();
      let leave!: () => void;
      const done = new Promise<void>((resolve) => {
        leave = resolve;
      });
      const tail = previous.then(() => done);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) {
          tails.delete(key);
        }
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      let onAbort: (() => void) | undefined;
      try {
        await Promise.race([
          previous,
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(() => reject(onTimeout()), timeoutMs);
            onAbort = () => reject(signal.reason ?? new Error('aborted'));
            if (signal.aborted) {
              onAbort();
            }
            signal.addEventListener('abort', onAbort, { once: true });
          }),
        ]);
      } catch (error) {
        // Given up while waiting: the place is passed on once the earlier turns are done.
        void previous.then(leave);
        throw error;
      } finally {
        clearTimeout(timer);
        if (onAbort) {
          signal.removeEventListener('abort', onAbort);
        }
      }
      let left = false;
      return () => {
        if (!left) {
          left = true;
          leave();
        }
      };
    },
  };
}
