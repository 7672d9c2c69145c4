import type { StreamEvent } from '@parla/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { bodyFromChunks, buildChatStream, controlledBody, splitAt, sseComment, sseEvent, utf8, withCrlf } from '@parla/test-utils';
import { loadEventStreamParser } from './load-event-stream-parser.js';
import { parseEventStream } from './parse-event-stream.js';

// The parser's dynamic import, real unless a test makes it fail (as when its chunk cannot be fetched).
vi.mock('./load-event-stream-parser.js', async (importOriginal) => {
  const actual = await importOriginal<{ loadEventStreamParser: typeof loadEventStreamParser }>();
  return { loadEventStreamParser: vi.fn(actual.loadEventStreamParser) };
});

const events = buildChatStream({
  conversationId: 'conversation-42',
  userText: '¿Cómo se dice "hello" en japonés?',
  aiText: 'Está bien, ¿qué tal? 日本語 👋',
  chunks: ['Está ', 'bien, ¿qué', ' tal? 日', '本語 👋'],
});

/** The recorded turn with a `: ping` heartbeat after the second event. */
function recordedStream(lineEnding: 'LF' | 'CRLF'): Uint8Array {
  const [first, second, ...rest] = events.map(sseEvent);
  const text = [first, second, sseComment('ping'), ...rest].join('');
  return utf8(lineEnding === 'CRLF' ? withCrlf(text) : text);
}

async function collect(iterable: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const collected: StreamEvent[] = [];
  for await (const event of iterable) {
    collected.push(event);
  }
  return collected;
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('parseEventStream', () => {
  describe.each(['LF', 'CRLF'] as const)('when a recorded stream uses %s line endings', (lineEnding) => {
    const bytes = recordedStream(lineEnding);

    it('contains the line endings and the heartbeat it claims to', () => {
      const text = new TextDecoder().decode(bytes);
      expect(text.includes('\r\n')).toBe(lineEnding === 'CRLF');
      expect(text).toContain(': ping');
    });

    it('yields the events of the turn in order and skips the ping comment', async () => {
      expect(await collect(parseEventStream(bodyFromChunks([bytes])))).toEqual(events);
    });

    it('yields the same events whatever byte offset the body is split at', async () => {
      for (let offset = 1; offset < bytes.length; offset += 1) {
        const parsed = await collect(parseEventStream(bodyFromChunks(splitAt(bytes, [offset]))));
        expect(parsed, `split at byte ${offset}`).toEqual(events);
      }
    });

    it('yields the same events when every byte arrives on its own', async () => {
      const singleBytes = Array.from(bytes, (_byte, index) => bytes.subarray(index, index + 1));
      expect(await collect(parseEventStream(bodyFromChunks(singleBytes)))).toEqual(events);
    });

    it.each([2, 3, 5, 7])('yields the same events in pieces of %i bytes', async (size) => {
      const offsets = Array.from({ length: Math.floor(bytes.length / size) }, (_unused, index) => (index + 1) * size);
      expect(await collect(parseEventStream(bodyFromChunks(splitAt(bytes, offsets))))).toEqual(events);
    });
  });

  describe('when the body is split inside a UTF-8 character', () => {
    it('joins the character back together', async () => {
      const event = events.find((candidate) => candidate.type === 'ai_message_complete');
      const bytes = utf8(sseEvent(event as StreamEvent));
      const wave = bytes.indexOf(0xf0);
      expect(wave).toBeGreaterThan(0);
      const parsed = await collect(parseEventStream(bodyFromChunks(splitAt(bytes, [wave + 1, wave + 2, wave + 3]))));
      expect(parsed).toEqual([event]);
      expect(parsed[0]?.type === 'ai_message_complete' && parsed[0].data.message_text).toBe('Está bien, ¿qué tal? 日本語 👋');
    });
  });

  describe('when the body is split between \\r and \\n', () => {
    it('reads one line ending, not two', async () => {
      const chunks = ['data: {"type":"stream_end","conversation_id":"c1","data":{}}\r', '\n\r', '\n'];
      expect(await collect(parseEventStream(bodyFromChunks(chunks)))).toEqual([{ type: 'stream_end', conversation_id: 'c1', data: {} }]);
    });
  });

  describe('when the body is split inside the data: prefix', () => {
    it('still reads the field', async () => {
      const chunks = ['da', 'ta', ':', ' {"type":"stream_end",', '"conversation_id":"c1","data":{}}\n', '\n'];
      expect(await collect(parseEventStream(bodyFromChunks(chunks)))).toEqual([{ type: 'stream_end', conversation_id: 'c1', data: {} }]);
    });
  });

  describe('when the stream stops in the middle of an event', () => {
    it('drops the unfinished event, as SSE requires', async () => {
      const chunks = [sseEvent(events[0] as StreamEvent), 'data: {"type":"stream_'];
      expect(await collect(parseEventStream(bodyFromChunks(chunks)))).toEqual([events[0]]);
    });
  });

  describe('when an event is not JSON', () => {
    it('rejects with an invalid_response ApiError and cancels the body', async () => {
      const source = controlledBody();
      source.push(sseEvent(events[0] as StreamEvent));
      source.push('data: {"type": "user_message",\n\n');
      const iterator = parseEventStream(source.body);
      expect((await iterator.next()).value).toEqual(events[0]);
      const error = await rejectionOf(iterator.next());
      expect(error.kind).toBe('invalid_response');
      expect(error.code).toBe('invalid_stream_event');
      await vi.waitFor(() => expect(source.cancelled).toBe(true));
    });
  });

  describe('when an event is JSON of the wrong shape', () => {
    it('rejects with an invalid_response ApiError', async () => {
      const body = bodyFromChunks(['data: {"type":"ai_message_chunk","conversation_id":"c1","data":{"chunk":1}}\n\n']);
      const error = await rejectionOf(collect(parseEventStream(body)));
      expect(error.kind).toBe('invalid_response');
    });
  });

  describe('when the connection breaks while reading', () => {
    it('rejects with a network ApiError that keeps the cause', async () => {
      const source = controlledBody();
      const cause = new TypeError('terminated');
      source.error(cause);
      const error = await rejectionOf(collect(parseEventStream(source.body)));
      expect(error.kind).toBe('network');
      expect(error.message).toBe('Network error. Please try again.');
      expect(error.cause).toBe(cause);
    });
  });

  describe('when the signal aborts mid-stream', () => {
    it('ends at once, yields nothing more and cancels the body', async () => {
      const source = controlledBody();
      const controller = new AbortController();
      const iterator = parseEventStream(source.body, controller.signal);
      source.push(sseEvent(events[0] as StreamEvent));
      expect((await iterator.next()).value).toEqual(events[0]);
      const pending = iterator.next();
      controller.abort();
      source.push(sseEvent(events[1] as StreamEvent));
      expect(await pending).toEqual({ done: true, value: undefined });
      expect(await iterator.next()).toEqual({ done: true, value: undefined });
      await vi.waitFor(() => expect(source.cancelled).toBe(true));
    });
  });

  describe('when the signal is already aborted', () => {
    it('yields nothing and cancels the body', async () => {
      const onCancel = vi.fn();
      const controller = new AbortController();
      controller.abort();
      expect(await collect(parseEventStream(bodyFromChunks([sseEvent(events[0] as StreamEvent)], { onCancel }), controller.signal))).toEqual([]);
      expect(onCancel).toHaveBeenCalledOnce();
    });
  });

  describe('when the consumer stops iterating early', () => {
    it('cancels the body', async () => {
      const source = controlledBody();
      for (const event of events) {
        source.push(sseEvent(event));
      }
      for await (const event of parseEventStream(source.body)) {
        expect(event.type).toBe('user_message');
        break;
      }
      await vi.waitFor(() => expect(source.cancelled).toBe(true));
    });
  });
});

describe('parseEventStream, whose parser loads on demand', () => {
  afterEach(() => {
    vi.mocked(loadEventStreamParser).mockReset();
  });

  describe('when the parser’s code cannot be loaded', () => {
    it('rejects with a network ApiError keeping the cause, and cancels the body', async () => {
      const cause = new TypeError('Failed to fetch dynamically imported module');
      vi.mocked(loadEventStreamParser).mockRejectedValue(cause);
      const onCancel = vi.fn();

      const error = await rejectionOf(collect(parseEventStream(bodyFromChunks(events.map(sseEvent), { onCancel }))));

      expect(error).toMatchObject({ kind: 'network', code: 'network', message: 'Network error. Please try again.' });
      expect(error.cause).toBe(cause);
      expect(onCancel).toHaveBeenCalledOnce();
    });
  });

  describe('when the signal aborts while the parser’s code is loading', () => {
    it('ends at once without an error and cancels the body', async () => {
      vi.mocked(loadEventStreamParser).mockReturnValue(new Promise(() => undefined));
      const controller = new AbortController();
      const onCancel = vi.fn();
      const iterator = parseEventStream(bodyFromChunks(events.map(sseEvent), { onCancel }), controller.signal);

      const next = iterator.next();
      expect(loadEventStreamParser).toHaveBeenCalledOnce();
      controller.abort();

      expect(await next).toEqual({ done: true, value: undefined });
      expect(onCancel).toHaveBeenCalledOnce();
    });
  });
});
