import type { StreamEvent } from '@parla/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { bodyFromChunks, buildChatStream, controlledBody, sseComment, sseEvent, sseResponse } from '@parla/test-utils';
import { isConnectionFailure } from '../state/connection-failure.js';
import { loadEventStreamParser } from './load-event-stream-parser.js';
import { MessageStream, createMessageStream } from './message-stream.js';

// The parser's dynamic import, real unless a test makes it fail (as when its chunk cannot be fetched).
vi.mock('./load-event-stream-parser.js', async (importOriginal) => {
  const actual = await importOriginal<{ loadEventStreamParser: typeof loadEventStreamParser }>();
  return { loadEventStreamParser: vi.fn(actual.loadEventStreamParser) };
});

const aiText = 'Está bien, ¿qué tal? 日本語 👋';
const events = buildChatStream({ conversationId: 'conversation-7', aiText, chunks: ['Está bien, ', '¿qué tal? ', '日本語 ', '👋'] });

function eventAt(index: number): StreamEvent {
  const event = events[index];
  if (!event) {
    throw new Error(`no event at ${index}`);
  }
  return event;
}

function responseOf(streamEvents: readonly StreamEvent[]): Promise<Response> {
  return Promise.resolve(sseResponse(bodyFromChunks(streamEvents.map((event) => sseEvent(event)))));
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function collect(stream: MessageStream): Promise<StreamEvent[]> {
  const collected: StreamEvent[] = [];
  for await (const event of stream) {
    collected.push(event);
  }
  return collected;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(loadEventStreamParser).mockReset();
});

describe('MessageStream', () => {
  describe('when the turn streams to the end', () => {
    it('resolves result with the completed AI message and its full text', async () => {
      const stream = new MessageStream(responseOf(events));
      const message = await stream.result;
      expect(message).toEqual({
        id: 'ai-message-1',
        conversation_id: 'conversation-7',
        sender: 'ai',
        message_text: aiText,
        timestamp: '2025-01-15T10:00:00.000Z',
        status: 'delivered',
        edited_at: null,
      });
      expect(stream.state).toBe('completed');
    });

    it('calls onEvent with every event in order, and the chunks join to the final text', async () => {
      const onEvent = vi.fn<(event: StreamEvent) => void>();
      const stream = new MessageStream(responseOf(events), { onEvent });
      await stream.result;
      const received = onEvent.mock.calls.map(([event]) => event);
      expect(received).toEqual(events);
      const text = received.map((event) => (event.type === 'ai_message_chunk' ? event.data.chunk : '')).join('');
      expect(text).toBe(aiText);
    });

    it('yields every event to an iterator that starts after the stream has finished', async () => {
      const stream = new MessageStream(responseOf(events));
      await stream.result;
      expect(await collect(stream)).toEqual(events);
    });

    it('ignores heartbeat comments', async () => {
      const chunks = [sseComment(), ...events.map((event) => sseEvent(event)), sseComment()];
      const stream = new MessageStream(Promise.resolve(sseResponse(bodyFromChunks(chunks))));
      expect(await collect(stream)).toEqual(events);
    });

    it('resolves when the body closes after ai_message_complete without stream_end', async () => {
      const stream = new MessageStream(responseOf(events.slice(0, -1)));
      expect((await stream.result).message_text).toBe(aiText);
    });

    it('passes its own abort signal to a source function', async () => {
      const source = vi.fn((_signal: AbortSignal) => responseOf(events));
      const stream = new MessageStream(source);
      await stream.result;
      expect(source).toHaveBeenCalledOnce();
      expect(source.mock.calls[0]?.[0]).toBeInstanceOf(AbortSignal);
    });
    it('settles at stream_end and reads the body to its end rather than cancelling it (a browser reports a cancel as a failed request)', async () => {
      const source = controlledBody();
      const stream = new MessageStream(Promise.resolve(sseResponse(source.body)));
      source.push(events.map((event) => sseEvent(event)).join(''));
      expect((await stream.result).message_text).toBe(aiText);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(source.cancelled).toBe(false);
      source.close();
    });

    it('cancels a body that goes on for a second after stream_end', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const source = controlledBody();
        const stream = new MessageStream(Promise.resolve(sseResponse(source.body)));
        source.push(events.map((event) => sseEvent(event)).join(''));
        await stream.result;
        source.push(sseComment('ping'));
        await vi.advanceTimersByTimeAsync(999);
        expect(source.cancelled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        await vi.waitFor(() => expect(source.cancelled).toBe(true));
        expect(stream.state).toBe('completed');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('when events arrive one by one', () => {
    it('yields each event to the iterator as it arrives, before the stream ends', async () => {
      const source = controlledBody();
      const stream = new MessageStream(Promise.resolve(sseResponse(source.body)));
      const iterator = stream[Symbol.asyncIterator]();

      source.push(sseEvent(eventAt(0)));
      expect(await iterator.next()).toEqual({ done: false, value: eventAt(0) });

      const pending = iterator.next();
      source.push(sseEvent(eventAt(1)).slice(0, 20));
      source.push(sseEvent(eventAt(1)).slice(20));
      expect(await pending).toEqual({ done: false, value: eventAt(1) });
      expect(stream.state).toBe('streaming');

      for (const event of events.slice(2)) {
        source.push(sseEvent(event));
      }
      source.close();
      const rest: StreamEvent[] = [];
      for (let result = await iterator.next(); !result.done; result = await iterator.next()) {
        rest.push(result.value);
      }
      expect(rest).toEqual(events.slice(2));
      expect((await stream.result).message_text).toBe(aiText);
    });

    it('calls onEvent for an event before the next one has arrived', async () => {
      const source = controlledBody();
      const onEvent = vi.fn<(event: StreamEvent) => void>();
      new MessageStream(Promise.resolve(sseResponse(source.body)), { onEvent });
      source.push(sseEvent(eventAt(0)));
      await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(eventAt(0)));
      expect(onEvent).toHaveBeenCalledOnce();
    });
  });

  describe('when iterated a second time', () => {
    it('throws a TypeError saying to use onEvent', async () => {
      const stream = new MessageStream(responseOf(events));
      stream[Symbol.asyncIterator]();
      expect(() => stream[Symbol.asyncIterator]()).toThrow(/only once; pass `onEvent`/);
      await stream.result;
    });
  });

  describe('when the response has an error status', () => {
    it("fails with 'HTTP 502: Bad Gateway' and cancels the body", async () => {
      const onCancel = vi.fn();
      const response = new Response(bodyFromChunks(['<html>Bad Gateway</html>'], { onCancel }), { status: 502, statusText: 'Bad Gateway' });
      const stream = new MessageStream(Promise.resolve(response));
      const error = await rejectionOf(stream.result);
      expect(error.message).toBe('HTTP 502: Bad Gateway');
      expect(error.kind).toBe('stream');
      expect(error.status).toBe(502);
      expect(onCancel).toHaveBeenCalledOnce();
      expect(stream.state).toBe('failed');
    });

    it('makes the iterator throw the same error', async () => {
      const stream = new MessageStream(Promise.resolve(new Response(null, { status: 500, statusText: 'Internal Server Error' })));
      const error = await rejectionOf(collect(stream));
      expect(error.message).toBe('HTTP 500: Internal Server Error');
      expect(await rejectionOf(stream.result)).toBe(error);
    });
  });

  describe('when the transport rejects with an ApiError', () => {
    it('fails with that error unchanged', async () => {
      const transportError = new ApiError({ kind: 'http', status: 429, message: 'Too many requests. Please wait and try again.' });
      const stream = new MessageStream(Promise.reject(transportError));
      expect(await rejectionOf(stream.result)).toBe(transportError);
    });
  });

  describe('when fetch itself fails', () => {
    it('fails with a network ApiError that keeps the cause', async () => {
      const cause = new TypeError('fetch failed');
      const stream = new MessageStream(Promise.reject(cause));
      const error = await rejectionOf(stream.result);
      expect(error.kind).toBe('network');
      expect(error.message).toBe('Network error. Please try again.');
      expect(error.cause).toBe(cause);
    });
  });

  describe('when the response has no body', () => {
    it("fails with 'No response body reader available'", async () => {
      const stream = new MessageStream(Promise.resolve(sseResponse(null)));
      const error = await rejectionOf(stream.result);
      expect(error.message).toBe('No response body reader available');
      expect(error.kind).toBe('stream');
    });
  });

  describe('when the stream ends without a complete AI message', () => {
    it("fails with 'Stream ended without complete AI message' when the body closes", async () => {
      const stream = new MessageStream(responseOf(events.slice(0, 4)));
      const error = await rejectionOf(stream.result);
      expect(error.message).toBe('Stream ended without complete AI message');
      expect(error.kind).toBe('stream');
    });

    it("fails with 'Stream ended without complete AI message' when stream_end arrives", async () => {
      const withoutComplete = events.filter((event) => event.type !== 'ai_message_complete');
      const onEvent = vi.fn<(event: StreamEvent) => void>();
      const stream = new MessageStream(responseOf(withoutComplete), { onEvent });
      const error = await rejectionOf(stream.result);
      expect(error.message).toBe('Stream ended without complete AI message');
      expect(onEvent).toHaveBeenLastCalledWith(withoutComplete.at(-1));
    });

    it('yields the events that came, then throws', async () => {
      const stream = new MessageStream(responseOf(events.slice(0, 3)));
      const iterator = stream[Symbol.asyncIterator]();
      expect((await iterator.next()).value).toEqual(eventAt(0));
      expect((await iterator.next()).value).toEqual(eventAt(1));
      expect((await iterator.next()).value).toEqual(eventAt(2));
      expect((await rejectionOf(iterator.next())).message).toBe('Stream ended without complete AI message');
      expect(await iterator.next()).toEqual({ done: true, value: undefined });
    });
  });

  describe('when the server sends an error event', () => {
    const errorEvent: StreamEvent = {
      type: 'error',
      conversation_id: 'conversation-7',
      data: { code: 'ai_unavailable', message: 'The tutor is unavailable right now', message_id: 'ai-message-1' },
    };

    it("fails with a stream ApiError carrying the event's message and code", async () => {
      const stream = new MessageStream(responseOf([...events.slice(0, 3), errorEvent, eventAt(events.length - 1)]));
      const error = await rejectionOf(stream.result);
      expect(error.kind).toBe('stream');
      expect(error.message).toBe('The tutor is unavailable right now');
      expect(error.code).toBe('ai_unavailable');
      expect(error.serverMessage).toBe('The tutor is unavailable right now');
    });

    it('delivers the error event to onEvent and the iterator before failing', async () => {
      const onEvent = vi.fn<(event: StreamEvent) => void>();
      const stream = new MessageStream(responseOf([eventAt(0), eventAt(1), errorEvent, eventAt(events.length - 1)]), { onEvent });
      const iterator = stream[Symbol.asyncIterator]();
      const seen: StreamEvent[] = [];
      const error = await rejectionOf(
        (async () => {
          for (let result = await iterator.next(); !result.done; result = await iterator.next()) {
            seen.push(result.value);
          }
        })(),
      );
      expect(error.code).toBe('ai_unavailable');
      expect(seen).toEqual([eventAt(0), eventAt(1), errorEvent]);
      expect(onEvent.mock.calls.map(([event]) => event)).toEqual([eventAt(0), eventAt(1), errorEvent]);
    });
  });

  describe('when an event is malformed', () => {
    it('fails with an invalid_response ApiError for data that is not JSON', async () => {
      const stream = new MessageStream(Promise.resolve(sseResponse(bodyFromChunks([sseEvent(eventAt(0)), 'data: not json\n\n']))));
      expect((await rejectionOf(stream.result)).kind).toBe('invalid_response');
    });

    it('fails with an invalid_response ApiError for an event of the wrong shape', async () => {
      const body = bodyFromChunks(['data: {"type":"ai_message_start","conversation_id":"c1","data":{"id":"a1"}}\n\n']);
      const stream = new MessageStream(Promise.resolve(sseResponse(body)));
      expect((await rejectionOf(stream.result)).kind).toBe('invalid_response');
    });
  });

  describe('when aborted mid-stream with abort()', () => {
    it('cancels the body, fires no callback afterwards, ends the iterator and rejects result as aborted', async () => {
      const source = controlledBody();
      const onEvent = vi.fn<(event: StreamEvent) => void>();
      const stream = new MessageStream(Promise.resolve(sseResponse(source.body)), { onEvent });
      const iterator = stream[Symbol.asyncIterator]();
      source.push(sseEvent(eventAt(0)));
      expect((await iterator.next()).value).toEqual(eventAt(0));
      const pending = iterator.next();

      stream.abort();
      source.push(sseEvent(eventAt(1)));
      source.push(sseEvent(eventAt(2)));

      expect(await pending).toEqual({ done: true, value: undefined });
      const error = await rejectionOf(stream.result);
      expect(error.kind).toBe('aborted');
      expect(stream.state).toBe('aborted');
      await vi.waitFor(() => expect(source.cancelled).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(onEvent.mock.calls.map(([event]) => event)).toEqual([eventAt(0)]);
      expect(await iterator.next()).toEqual({ done: true, value: undefined });
    });

    it('drops events buffered for an iterator that had not started', async () => {
      const source = controlledBody();
      const onEvent = vi.fn<(event: StreamEvent) => void>();
      const stream = new MessageStream(Promise.resolve(sseResponse(source.body)), { onEvent });
      source.push(sseEvent(eventAt(0)));
      await vi.waitFor(() => expect(onEvent).toHaveBeenCalledOnce());
      stream.abort();
      expect(await collect(stream)).toEqual([]);
    });

    it('stops when onEvent itself aborts', async () => {
      const source = controlledBody();
      const onEvent = vi.fn<(event: StreamEvent) => void>(() => stream.abort());
      const stream: MessageStream = new MessageStream(Promise.resolve(sseResponse(source.body)), { onEvent });
      source.push(sseEvent(eventAt(0)) + sseEvent(eventAt(1)));
      expect((await rejectionOf(stream.result)).kind).toBe('aborted');
      await vi.waitFor(() => expect(source.cancelled).toBe(true));
      expect(onEvent).toHaveBeenCalledOnce();
    });
  });

  describe('when the caller signal aborts', () => {
    it('cancels the body and rejects result as aborted with the reason as cause', async () => {
      const source = controlledBody();
      const controller = new AbortController();
      const onEvent = vi.fn<(event: StreamEvent) => void>();
      const stream = new MessageStream(Promise.resolve(sseResponse(source.body)), { signal: controller.signal, onEvent });
      source.push(sseEvent(eventAt(0)));
      await vi.waitFor(() => expect(onEvent).toHaveBeenCalledOnce());

      const reason = new Error('user left the page');
      controller.abort(reason);
      source.push(sseEvent(eventAt(1)));

      const error = await rejectionOf(stream.result);
      expect(error.kind).toBe('aborted');
      expect(error.cause).toBe(reason);
      await vi.waitFor(() => expect(source.cancelled).toBe(true));
      expect(onEvent).toHaveBeenCalledOnce();
    });

    it('aborts the request of a source function while it waits for headers', async () => {
      const controller = new AbortController();
      let requestSignal: AbortSignal | undefined;
      const stream = new MessageStream(
        (signal) => {
          requestSignal = signal;
          return new Promise<Response>(() => undefined);
        },
        { signal: controller.signal },
      );
      controller.abort();
      expect(requestSignal?.aborted).toBe(true);
      expect((await rejectionOf(stream.result)).kind).toBe('aborted');
    });

    it('cancels the body of a response that arrives after the abort', async () => {
      const onCancel = vi.fn();
      let resolveResponse: (response: Response) => void = () => undefined;
      const stream = new MessageStream(new Promise<Response>((resolve) => (resolveResponse = resolve)));
      stream.abort();
      resolveResponse(sseResponse(bodyFromChunks([sseEvent(eventAt(0))], { onCancel })));
      await vi.waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
      expect((await rejectionOf(stream.result)).kind).toBe('aborted');
    });

    it('calls the abort option once with the reason, so the owner can abort the request', async () => {
      const controller = new AbortController();
      const abort = vi.fn();
      const stream = createMessageStream(new Promise<Response>(() => undefined), { signal: controller.signal, abort });
      const reason = new Error('cancelled by the learner');
      controller.abort(reason);
      stream.abort();
      expect(abort).toHaveBeenCalledOnce();
      expect(abort).toHaveBeenCalledWith(reason);
      expect(stream).toBeInstanceOf(MessageStream);
      expect((await rejectionOf(stream.result)).kind).toBe('aborted');
    });

    it('does not call the abort option when the stream completes', async () => {
      const abort = vi.fn();
      const stream = createMessageStream(responseOf(events), { abort });
      await stream.result;
      stream.abort();
      expect(abort).not.toHaveBeenCalled();
      expect(stream.state).toBe('completed');
    });

    it('never starts a source function when the signal is already aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      const source = vi.fn((_signal: AbortSignal) => responseOf(events));
      const stream = new MessageStream(source, { signal: controller.signal });
      expect((await rejectionOf(stream.result)).kind).toBe('aborted');
      expect(source).not.toHaveBeenCalled();
    });
  });

  describe('when the caller only iterates a stream that fails', () => {
    it('raises no unhandled rejection from result', async () => {
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      try {
        const stream = new MessageStream(responseOf(events.slice(0, 2)));
        await rejectionOf(collect(stream));
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(unhandled).not.toHaveBeenCalled();
      } finally {
        process.off('unhandledRejection', unhandled);
      }
    });
  });
});

describe('MessageStream and its parser, which loads on demand', () => {
  describe('when the stream starts', () => {
    it('loads the parser while the request is on its way, then streams as usual', async () => {
      let respond: (response: Response) => void = () => undefined;
      const onEvent = vi.fn<(event: StreamEvent) => void>();
      const stream = new MessageStream(new Promise<Response>((resolve) => (respond = resolve)), { onEvent });
      expect(loadEventStreamParser).toHaveBeenCalled();

      respond(sseResponse(bodyFromChunks(events.map((event) => sseEvent(event)))));

      expect(await collect(stream)).toEqual(events);
      expect(onEvent.mock.calls.map(([event]) => event)).toEqual(events);
      expect((await stream.result).message_text).toBe(aiText);
    });
  });

  describe('when the parser’s code cannot be loaded (offline before it was fetched, a stale deploy)', () => {
    it('fails as a connection failure, like a failed fetch, and cancels the body', async () => {
      const cause = new TypeError('Failed to fetch dynamically imported module');
      vi.mocked(loadEventStreamParser).mockRejectedValue(cause);
      const onCancel = vi.fn();
      const onEvent = vi.fn();
      const stream = new MessageStream(Promise.resolve(sseResponse(bodyFromChunks(events.map((event) => sseEvent(event)), { onCancel }))), {
        onEvent,
      });

      const error = await rejectionOf(stream.result);

      expect(error).toMatchObject({ kind: 'network', code: 'network', message: 'Network error. Please try again.', status: null });
      expect(error.cause).toBe(cause);
      expect(isConnectionFailure(error)).toBe(true);
      expect(stream.state).toBe('failed');
      expect(onCancel).toHaveBeenCalledOnce();
      expect(onEvent).not.toHaveBeenCalled();
      expect(await rejectionOf(collect(stream))).toBe(error);
    });

    it('still reports an error status first, as before', async () => {
      vi.mocked(loadEventStreamParser).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
      const stream = new MessageStream(Promise.resolve(new Response(null, { status: 502, statusText: 'Bad Gateway' })));

      const error = await rejectionOf(stream.result);

      expect(error.message).toBe('HTTP 502: Bad Gateway');
      expect(error.kind).toBe('stream');
      expect(loadEventStreamParser).toHaveBeenCalled();
    });

    it('imports it again for the next stream', async () => {
      vi.mocked(loadEventStreamParser).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
      const failed = new MessageStream(responseOf(events));
      expect((await rejectionOf(failed.result)).kind).toBe('network');

      vi.mocked(loadEventStreamParser).mockReset();
      const next = new MessageStream(responseOf(events));

      expect((await next.result).message_text).toBe(aiText);
      expect(loadEventStreamParser).toHaveBeenCalled();
    });
  });

  describe('when aborted while the parser’s code is still loading', () => {
    it('rejects result with kind aborted at once and cancels the body', async () => {
      vi.mocked(loadEventStreamParser).mockReturnValue(new Promise(() => undefined));
      const onCancel = vi.fn();
      const stream = new MessageStream(Promise.resolve(sseResponse(bodyFromChunks([sseEvent(eventAt(0))], { onCancel }))));
      // The stream's early load and parseEventStream's own, which waits for the parser once the response is there.
      await vi.waitFor(() => expect(loadEventStreamParser).toHaveBeenCalledTimes(2));

      stream.abort();

      expect((await rejectionOf(stream.result)).kind).toBe('aborted');
      await vi.waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
      expect(stream.state).toBe('aborted');
    });
  });
});
