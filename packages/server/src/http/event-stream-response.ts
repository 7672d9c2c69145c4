import { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** Where an event stream's text goes: a web stream's queue, or Node's response. */
export interface EventOutput {
  /** Writes the text out; false once the output is closed (the client has gone), and the text is dropped. */
  write(text: string): boolean;
  /** Ends the stream (once; later calls do nothing). */
  end(): void;
}

/** Starts writing a stream's events to `output`; returns what stops it when the client goes first. */
export type EventWriter = (output: EventOutput) => () => void;

/**
 * An event stream answered on Node's own response (issue #24: node-server's path from a web `ReadableStream` to the
 * socket, with an encoded `Uint8Array` per event, was a quarter of a chat turn's event loop). The route starts writing at
 * once; the text waits here until the app's outermost middleware ({@link nodeEventStreams}) writes the response's
 * headers, every middleware's included, then goes straight to the socket. A turn's events are a few kilobytes, so what a
 * slow client has not read yet is left to Node's own buffer, as the web stream's queue held it before.
 */
class NodeEventStream implements EventOutput {
  private outgoing: ServerResponse | undefined;
  private pending: string[] | undefined = [];
  private ended = false;
  private stop: (() => void) | undefined;

  start(writer: EventWriter): void {
    this.stop = writer(this);
  }

  write(text: string): boolean {
    if (this.ended) {
      return false;
    }
    const outgoing = this.outgoing;
    if (!outgoing) {
      this.pending?.push(text);
      return true;
    }
    if (outgoing.writableEnded || outgoing.destroyed) {
      this.ended = true;
      return false;
    }
    outgoing.write(text);
    return true;
  }

  end(): void {
    if (this.ended) {
      return;
    }
    this.ended = true;
    if (this.outgoing && !this.outgoing.writableEnded) {
      this.outgoing.end();
    }
  }

  /** Writes the response's status and headers, then what was written so far, on Node's response. */
  attach(outgoing: ServerResponse, status: number, headers: Headers): void {
    outgoing.writeHead(status, nodeHeaders(headers));
    const pending = this.pending?.join('') ?? '';
    this.pending = undefined;
    this.outgoing = outgoing;
    if (pending) {
      outgoing.write(pending);
    }
    if (this.ended) {
      outgoing.end();
    }
  }

  /** The route's answer was replaced on its way out (an error after the route): the writer is stopped. */
  abandon(): void {
    this.pending = undefined;
    this.ended = true;
    this.stop?.();
  }
}

/** Headers as node-server writes them: lower-case names, `set-cookie` as a list. */
function nodeHeaders(headers: Headers): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of headers) {
    record[name] = value;
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) {
    record['set-cookie'] = cookies;
  }
  return record;
}

/** The event streams waiting for their headers, by request. */
const waiting = new WeakMap<Context, NodeEventStream>();

/** Node's response of a request served by node-server (HTTP/1.1), if it is one. */
function nodeResponseOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/**
 * A `200` event stream with `headers` whose events `writer` writes: on Node's own response when node-server serves the
 * request (the app's {@link nodeEventStreams} middleware sends it), else as a web `ReadableStream` (`app.request` in
 * tests, other runtimes). The same bytes either way. Made by the context, so headers middleware set before the route
 * (the request id, a rate limit's) are on it.
 */
export function eventStreamResponse(c: Context, headers: Record<string, string>, writer: EventWriter): Response {
  if (nodeResponseOf(c)) {
    const stream = new NodeEventStream();
    waiting.set(c, stream);
    stream.start(writer);
    return c.body(null, 200, headers);
  }
  let stop: (() => void) | undefined;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      stop = writer({
        write(text) {
          if (!open) {
            return false;
          }
          try {
            controller.enqueue(encoder.encode(text));
            return true;
          } catch {
            open = false;
            return false;
          }
        },
        end() {
          if (open) {
            open = false;
            try {
              controller.close();
            } catch {
              // already closed by a cancel
            }
          }
        },
      });
    },
    cancel() {
      stop?.();
    },
  });
  return c.body(body, 200, headers);
}

/** node-server's sign that a response was answered on Node's response itself (`x-hono-already-sent`, as its `RESPONSE_ALREADY_SENT`). */
function alreadySent(): Response {
  const response = new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
  // node-server's lightweight Response answers from its cache without looking for the sign: made a whole one first.
  void response.body;
  return response;
}

/**
 * The app's outermost middleware: an event stream a route answered on Node's response ({@link eventStreamResponse})
 * gets the final status and headers, every other middleware's included, written there, then its events; node-server is
 * told the response was sent. A stream whose answer was replaced on its way out (an error after the route) is stopped.
 */
export function nodeEventStreams() {
  return async (c: Context, next: () => Promise<void>): Promise<void> => {
    await next();
    const stream = waiting.get(c);
    if (!stream) {
      return;
    }
    waiting.delete(c);
    const outgoing = nodeResponseOf(c);
    const answer = c.res;
    if (!outgoing || answer.status !== 200 || !answer.headers.get('content-type')?.startsWith('text/event-stream')) {
      stream.abandon();
      return;
    }
    stream.attach(outgoing, answer.status, answer.headers);
    // Set afresh (not merged into the route's answer, which Hono would copy): nothing of it is written again.
    c.res = undefined;
    c.res = alreadySent();
  };
}
