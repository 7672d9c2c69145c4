import type { StreamEvent } from '@parla/contract';
import { errorWithoutResponse } from '../transport/error-from-response.js';
import { loadEventStreamParser } from './load-event-stream-parser.js';

const ABORTED = Symbol('aborted');

function ignore(): void {
  // A body that cannot be cancelled (already closed or errored) needs nothing more.
}

/** `promise`'s outcome, or {@link ABORTED} as soon as `signal` aborts, whichever comes first. */
async function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | typeof ABORTED> {
  if (!signal) {
    return promise;
  }
  let onAbort = ignore;
  const aborted = new Promise<typeof ABORTED>((resolve) => {
    onAbort = () => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Starts loading the message streams' parser (a chunk of its own) so the first reply need not wait for it; never rejects.
 * @example
 * void preloadMessageStream(); // e.g. when the chat screen mounts; a stream that starts later still tries again if this failed
 */
export async function preloadMessageStream(): Promise<void> {
  try {
    await loadEventStreamParser();
  } catch {
    // A stream imports the parser again, and fails as a connection failure if it still cannot.
  }
}

/**
 * Reads a send-message-stream body as typed events (§4, §7): bytes → UTF-8 text → SSE messages → JSON → checked
 * {@link StreamEvent}s, by the pipeline of `read-event-stream` (loaded on demand, see `preloadMessageStream`). Chunk
 * boundaries may fall anywhere; comment lines are ignored. Rejects with an `ApiError`: `invalid_response` for bad JSON or
 * a malformed event, `network` when reading fails or when the parser's code cannot be fetched. When `signal` aborts, the
 * body is cancelled and iteration ends at once without an error. Ending the iteration early (`break`) also cancels the body.
 * @example
 * for await (const event of parseEventStream(response.body, controller.signal)) console.log(event.type);
 */
export async function* parseEventStream(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<StreamEvent, void, undefined> {
  if (signal?.aborted) {
    await body.cancel(signal.reason).catch(ignore);
    return;
  }
  let parser: Awaited<ReturnType<typeof loadEventStreamParser>> | typeof ABORTED;
  try {
    parser = await unlessAborted(loadEventStreamParser(), signal);
  } catch (error) {
    await body.cancel().catch(ignore);
    if (signal?.aborted) {
      return;
    }
    throw errorWithoutResponse('network', error);
  }
  if (parser === ABORTED) {
    await body.cancel(signal?.reason).catch(ignore);
    return;
  }
  const reader = parser.eventStream(body, signal).getReader();
  let finished = false;
  try {
    while (true) {
      let result: ReadableStreamReadResult<StreamEvent> | typeof ABORTED;
      try {
        result = await unlessAborted(reader.read(), signal);
      } catch (error) {
        if (signal?.aborted) {
          return;
        }
        finished = true;
        throw parser.readFailure(error);
      }
      if (result === ABORTED || signal?.aborted) {
        return;
      }
      if (result.done) {
        finished = true;
        return;
      }
      yield result.value;
      if (signal?.aborted) {
        return;
      }
    }
  } finally {
    if (finished) {
      reader.releaseLock();
    } else {
      // Aborted, a malformed event, or the consumer stopped early: cancel the pipe chain down to the body.
      reader.cancel(signal?.aborted ? signal.reason : undefined).catch(ignore);
    }
  }
}
