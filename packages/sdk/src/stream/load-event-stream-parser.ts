import type * as EventStreamParser from './read-event-stream.js';

/**
 * Imports the streaming parser (eventsource-parser and the stream-event check), which bundlers split into a chunk of its
 * own: `createClient` stays within its size budget, and an app loads the parser only when a message stream starts or
 * `preloadMessageStream` asks for it. Rejects when that chunk cannot be fetched (offline before it was ever loaded, a
 * stale deploy); the next call tries again.
 */
export function loadEventStreamParser(): Promise<typeof EventStreamParser> {
  return import('./read-event-stream.js');
}
