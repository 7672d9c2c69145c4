import type { StreamEvent } from '@parla/sdk';
import { sseEvent, utf8 } from '@parla/test-utils';

/** Options of {@link slowEventStream}. */
export interface SlowEventStreamOptions {
  /** Milliseconds between two events after the first `immediate` ones. Default: 400. */
  intervalMs?: number;
  /** How many events arrive at once before the pace slows down. Default: 3 (user message, reply start, first chunk). */
  immediate?: number;
}

/**
 * An SSE body that sends `events` one at a time on `setTimeout` (read at call time, so fake timers apply),
 * as a tutor typing slowly does. Cancelling the body (stop, unmount) clears the timer.
 */
export function slowEventStream(events: readonly StreamEvent[], options: SlowEventStreamOptions = {}): ReadableStream<Uint8Array> {
  const intervalMs = options.intervalMs ?? 400;
  const immediate = options.immediate ?? 3;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let index = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const sendNext = (): void => {
        const event = events[index];
        index += 1;
        try {
          if (event === undefined) {
            controller.close();
            return;
          }
          controller.enqueue(utf8(sseEvent(event)));
        } catch {
          return; // the reader went away: nothing more to send
        }
        if (index < immediate) {
          sendNext();
        } else {
          timer = setTimeout(sendNext, intervalMs);
        }
      };
      sendNext();
    },
    cancel() {
      clearTimeout(timer);
    },
  });
}
