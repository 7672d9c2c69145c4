import { saveReplyProgress } from '../data/messages.js';
import { REPLY_HEARTBEAT_MS } from '../data/interrupted-work.js';
import type { AppDeps } from '../deps.js';

/** A running heartbeat of a reply being written; `stop` ends it once its last write is done. */
export interface ReplyHeartbeat {
  stop(): Promise<void>;
}

/**
 * Stores a reply's text so far every {@link REPLY_HEARTBEAT_MS} while it is written, so a process killed mid-reply leaves
 * the text the learner saw, and a live writer is told from a dead one by the time of its last write.
 */
export function startReplyHeartbeat(deps: Pick<AppDeps, 'db' | 'clock'>, messageId: string, textSoFar: () => string): ReplyHeartbeat {
  let writing: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (writing) {
      return;
    }
    writing = saveReplyProgress(deps.db, messageId, textSoFar(), deps.clock.now())
      // A missed beat is harmless (the next one, or the final write, stores the text; that final write reports failures).
      .catch(() => undefined)
      .finally(() => {
        writing = undefined;
      });
  }, REPLY_HEARTBEAT_MS);
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await writing;
    },
  };
}
