/** Runs `flush` later, e.g. `requestAnimationFrame`; chunks arriving before it runs are applied together. */
export type FlushScheduler = (flush: () => void) => unknown;

/** Collects streamed text and hands it on in batches, one per scheduled flush. */
export interface ChunkCoalescer {
  /** Adds text; applies it at once without a scheduler, else at the next scheduled flush. */
  push(text: string): void;
  /** Applies the collected text now (before a reply settles). */
  flush(): void;
  /** Forgets the collected text. */
  discard(): void;
}

/**
 * Creates a coalescer that calls `apply` with the text collected since the last flush.
 * Without `schedule` every push applies at once; with it, one flush is scheduled at a time.
 */
export function createChunkCoalescer(apply: (text: string) => void, schedule?: FlushScheduler): ChunkCoalescer {
  let pending = '';
  let scheduled = false;

  function flush(): void {
    if (pending === '') {
      return;
    }
    const text = pending;
    pending = '';
    apply(text);
  }

  return {
    push(text) {
      pending += text;
      if (!schedule) {
        flush();
        return;
      }
      if (scheduled) {
        return;
      }
      scheduled = true;
      schedule(() => {
        scheduled = false;
        flush();
      });
    },
    flush,
    discard() {
      pending = '';
    },
  };
}
