import type { StreamEvent } from '@parla/contract';
import { HTTP_ERROR_MESSAGES } from '@parla/contract/constants';
import { EventSourceParserStream, ParseError } from 'eventsource-parser/stream';
import type { EventSourceMessage } from 'eventsource-parser/stream';
import { ApiError, isApiError } from '../errors/api-error.js';
import { STREAM_FAILURE_CODES, invalidStreamEvent } from './stream-failure.js';
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
 * The pipeline of a send-message-stream body, in a chunk of its own that loads on demand (see `loadEventStreamParser`):
 * bytes → `TextDecoderStream` → eventsource-parser's `EventSourceParserStream` → JSON → the contract's stream events
 * (checked by {@link validateStreamEvent}). Chunk boundaries may fall anywhere; comment lines (keep-alive pings) are
 * skipped. Aborting `signal` cancels the body.
 */
export function eventStream(body: ReadableStream<Uint8Array>, signal?: AbortSignal): ReadableStream<StreamEvent> {
  // TextDecoderStream's writable is typed for ArrayBuffer-backed views; decoding shared memory works the same.
  return (body as ReadableStream<Uint8Array<ArrayBuffer>>)
    .pipeThrough(new TextDecoderStream(), signal ? { signal } : {})
    .pipeThrough(new EventSourceParserStream({ maxBufferSize: MAX_EVENT_SIZE }))
    .pipeThrough(new TransformStream<EventSourceMessage, StreamEvent>({ transform: (message, events) => events.enqueue(toStreamEvent(message)) }));
}

/** What reading an {@link eventStream} failed with, as an {@link ApiError}: `invalid_response` for a malformed event, else `network`. */
export function readFailure(error: unknown): ApiError {
  if (isApiError(error)) {
    return error;
  }
  if (error instanceof ParseError) {
    return invalidStreamEvent(error.message, error);
  }
  return new ApiError({ kind: 'network', message: HTTP_ERROR_MESSAGES.network, code: STREAM_FAILURE_CODES.readFailed, cause: error });
}
