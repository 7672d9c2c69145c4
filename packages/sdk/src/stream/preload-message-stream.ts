import { loadEventStreamParser } from './load-event-stream-parser.js';

/**
 * Starts loading the message streams' parser (a chunk of its own) so the first reply need not wait for it; never rejects.
 * @example
 * void preloadMessageStream(); // e.g. when the chat screen mounts; a stream that starts later still tries again if this failed
 */
export async function preloadMessageStream(): Promise<void> {
  try {
    await loadEventStreamParser();
  } catch {
    // A MessageStream imports the parser again, and fails as a connection failure if it still cannot.
  }
}
