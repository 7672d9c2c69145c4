import type { StreamEvent } from '@parla/contract';
import { errorWithoutResponse } from '../transport/error-from-response.js';
import { loadEventStreamParser } from './load-event-stream-parser.js';
import { ABORTED, ignore, whenAborted } from './when-aborted.js';

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
 * {@link StreamEvent}s, by `readEventStream` (loaded on demand, see `preloadMessageStream`). Chunk
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
  const aborted = whenAborted(signal);
  try {
    parser = await Promise.race([loadEventStreamParser(), aborted.promise]);
  } catch (error) {
    await body.cancel().catch(ignore);
    if (signal?.aborted) {
      return;
    }
    throw errorWithoutResponse('network', error);
  } finally {
    aborted.dispose();
  }
  if (parser === ABORTED) {
    await body.cancel(signal?.reason).catch(ignore);
    return;
  }
  yield* parser.readEventStream(body, signal);
}
