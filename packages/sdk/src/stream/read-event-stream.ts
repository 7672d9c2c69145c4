import type { StreamEvent } from '@parla/contract';
import { HTTP_ERROR_MESSAGES } from '@parla/contract/constants';
import { EventSourceParserStream, ParseError } from 'eventsource-parser/stream';
import type { EventSourceMessage } from 'eventsource-parser/stream';
import { ApiError, isApiError } from '../errors/api-error.js';
import { STREAM_FAILURE_CODES, invalidStreamEvent } from './stream-failure.js';
import { ABORTED, ignore, whenAborted } from './when-aborted.js';
import { validateStreamEvent } from './validate-stream-event.js';

/** Most characters one event may buffer before the stream is treated as broken (1 MiB). */
const MAX_EVENT_SIZE = 1024 * 1024;

/** One SSE message's data as a checked stream event; throws an `invalid_response` {@link ApiError} otherwise. */
function toStreamEvent(message: EventSourceMessage): StreamEvent {
  let value: unknown;
  try {
    value = JSON.parse(message.data);
  } catch (error) {
    throw invalidStreamEvent('data is not JSON', error);
  }
  return validateStreamEvent(value);
}

/**
 * The pipeline of a send-message-stream body: bytes → `TextDecoderStream` → eventsource-parser's `EventSourceParserStream`
 * → SSE messages, each then read by {@link toStreamEvent}. Chunk boundaries may fall anywhere; comment lines (keep-alive
 * pings) are skipped. Aborting `signal` cancels the body.
 */
function messageStream(body: ReadableStream<Uint8Array>, signal?: AbortSignal): ReadableStream<EventSourceMessage> {
  // TextDecoderStream's writable is typed for ArrayBuffer-backed views; decoding shared memory works the same.
  return (body as ReadableStream<Uint8Array<ArrayBuffer>>)
    .pipeThrough(new TextDecoderStream(), signal ? { signal } : {})
    .pipeThrough(new EventSourceParserStream({ maxBufferSize: MAX_EVENT_SIZE }));
}

/** What reading a {@link messageStream} failed with, as an {@link ApiError}: `invalid_response` for a malformed event, else `network`. */
function readFailure(error: unknown): ApiError {
  if (isApiError(error)) {
    return error;
  }
  if (error instanceof ParseError) {
    return invalidStreamEvent(error.message, error);
  }
  return new ApiError({ kind: 'network', message: HTTP_ERROR_MESSAGES.network, code: STREAM_FAILURE_CODES.readFailed, cause: error });
}

/**
 * The streaming parser behind `parseEventStream`, in a chunk of its own that loads on demand (see `loadEventStreamParser`):
 * bytes → UTF-8 text → SSE messages ({@link messageStream}) → JSON → the contract's stream events, checked by
 * {@link validateStreamEvent}. Rejects with an {@link ApiError}: `invalid_response` for bad JSON or a malformed event,
 * `network` when reading fails. When `signal` aborts, the body is cancelled and iteration ends at once without an error.
 * Ending the iteration early (`break`) also cancels the body.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<StreamEvent, void, undefined> {
  if (signal?.aborted) {
    await body.cancel(signal.reason).catch(ignore);
    return;
  }
  const reader = messageStream(body, signal).getReader();
  const aborted = whenAborted(signal);
  let finished = false;
  try {
    while (true) {
      let result: ReadableStreamReadResult<EventSourceMessage> | typeof ABORTED;
      try {
        result = await Promise.race([reader.read(), aborted.promise]);
      } catch (error) {
        if (signal?.aborted) {
          return;
        }
        finished = true;
        throw readFailure(error);
      }
      if (result === ABORTED || signal?.aborted) {
        return;
      }
      if (result.done) {
        finished = true;
        return;
      }
      yield toStreamEvent(result.value);
      if (signal?.aborted) {
        return;
      }
    }
  } finally {
    aborted.dispose();
    if (finished) {
      reader.releaseLock();
    } else {
      // Aborted, a malformed event, or the consumer stopped early: cancel the pipe chain down to the body.
      reader.cancel(signal?.aborted ? signal.reason : undefined).catch(ignore);
    }
  }
}
