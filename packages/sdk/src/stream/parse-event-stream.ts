import type { StreamEvent } from '@parla/contract';
import { errorWithoutResponse } from '../transport/error-from-response.js';
import { loadEventStreamParser } from './load-event-stream-parser.js';
import type { readEventStream } from './read-event-stream.js';

/** The parser, or null when `signal` aborted before it had loaded; rejects when its code cannot be loaded. */
async function parserUnlessAborted(signal: AbortSignal | undefined): Promise<typeof readEventStream | null> {
  if (!signal) {
    return loadEventStreamParser();
  }
  let onAbort = (): void => undefined;
  const aborted = new Promise<null>((resolve) => {
    onAbort = () => resolve(null);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([loadEventStreamParser(), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Reads a send-message-stream body as typed events (§4, §7): bytes -> UTF-8 text -> SSE messages
 * -> JSON -> checked {@link StreamEvent}s. Chunk boundaries may fall anywhere; comment lines are ignored.
 * Rejects with an `ApiError`: `invalid_response` for bad JSON or a malformed event, `network` when reading fails
 * or when the parser's code, which loads on demand (see `preloadMessageStream`), cannot be fetched.
 * When `signal` aborts, the body is cancelled and iteration ends at once without an error.
 * Ending the iteration early (`break`) also cancels the body.
 * @example
 * for await (const event of parseEventStream(response.body, controller.signal)) console.log(event.type);
 */
export async function* parseEventStream(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<StreamEvent, void, undefined> {
  if (signal?.aborted) {
    await body.cancel(signal.reason).catch(() => undefined);
    return;
  }
  let parse: typeof readEventStream | null;
  try {
    parse = await parserUnlessAborted(signal);
  } catch (error) {
    await body.cancel().catch(() => undefined);
    if (signal?.aborted) {
      return;
    }
    throw errorWithoutResponse('network', error);
  }
  if (!parse) {
    await body.cancel(signal?.reason).catch(() => undefined);
    return;
  }
  yield* parse(body, signal);
}
