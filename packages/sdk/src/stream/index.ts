export { MessageStream, createMessageStream } from './message-stream.js';
export type { MessageStreamOptions, MessageStreamSource, MessageStreamState, StreamEventListener } from './message-stream.js';
export { parseEventStream, preloadMessageStream } from './parse-event-stream.js';
export { validateStreamEvent } from './validate-stream-event.js';
export { STREAM_ABORTED_MESSAGE, STREAM_FAILURE_CODES, streamAborted, streamFailure } from './stream-failure.js';
