import type { Message, StreamEvent } from '@parla/contract';
import { HTTP_ERROR_MESSAGES, STREAM_ERROR_MESSAGES, formatMessage, messageForStatus } from '@parla/contract/constants';
import { ApiError, isApiError } from '../errors/api-error.js';
import { parseEventStream, preloadMessageStream } from './parse-event-stream.js';
import { STREAM_FAILURE_CODES, streamAborted, streamFailure } from './stream-failure.js';

/** Receives each event of a {@link MessageStream} as it arrives. */
export type StreamEventListener = (event: StreamEvent) => void;

/** Options of a {@link MessageStream}. */
export interface MessageStreamOptions {
  /** Aborting it aborts the stream, like {@link MessageStream.abort}. Default: none. */
  signal?: AbortSignal | undefined;
  /**
   * Called with every event as it arrives, before iterators see it; never called after an abort or a failure.
   * An exception it throws is re-thrown asynchronously and does not stop the stream. Default: none.
   */
  onEvent?: StreamEventListener | undefined;
  /**
   * Called once when the stream is aborted (by {@link MessageStream.abort} or `signal`), with the reason, so the
   * owner can abort the request behind it (e.g. its own AbortController). Default: none.
   */
  abort?: ((reason?: unknown) => void) | undefined;
}

/**
 * The send-message-stream response: a promise of it, or a function that starts the request with the
 * stream's own abort signal (so {@link MessageStream.abort} also aborts a request still waiting for headers).
 */
export type MessageStreamSource = Promise<Response> | ((signal: AbortSignal) => Promise<Response>);

/** Where a {@link MessageStream} is: reading, resolved with the AI message, failed, or aborted. */
export type MessageStreamState = 'streaming' | 'completed' | 'failed' | 'aborted';

interface IteratorWaiter {
  resolve: (result: IteratorResult<StreamEvent, undefined>) => void;
  reject: (error: unknown) => void;
}

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/** How long a body may go on after `stream_end` before it is cancelled (the server closes it at once). */
const END_OF_BODY_WAIT_MS = 1000;

function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * One streamed turn of a conversation (§4): the events of send-message-stream as they arrive, and the final AI message.
 * It starts reading at once. Iterate it (once) for the events, pass `onEvent`, and/or await `result`.
 * Failures (all {@link ApiError}): kind `stream` with 'HTTP {status}: {text}', 'No response body reader available',
 * 'Stream ended without complete AI message' or an `error` event's message and code; kind `invalid_response` for a
 * malformed event; kind `network` (or `offline`) when the connection fails, also when the parser's code (loaded on
 * demand, see `preloadMessageStream`) cannot be fetched; kind `aborted` after {@link MessageStream.abort} or the
 * signal. The iterator throws the same failure after the events before it, and simply ends on abort.
 *
 * @example
 * const stream = new MessageStream(transport.stream(request), { onEvent: (event) => store.apply(event) });
 * for await (const event of stream) {
 *   if (event.type === 'ai_message_chunk') {
 *     render(event.data.chunk);
 *   }
 * }
 * const aiMessage = await stream.result;
 */
export class MessageStream implements AsyncIterable<StreamEvent> {
  /** The completed AI message (the `ai_message_complete` data); rejects with an {@link ApiError} on failure or abort. */
  readonly result: Promise<Message>;

  readonly #controller = new AbortController();
  readonly #onEvent: StreamEventListener | undefined;
  readonly #onAbort: ((reason?: unknown) => void) | undefined;
  #unlinkSignal: () => void = () => undefined;
  #resolveResult: (message: Message) => void = () => undefined;
  #rejectResult: (error: ApiError) => void = () => undefined;
  #state: MessageStreamState = 'streaming';
  #failure: ApiError | null = null;
  #failureDelivered = false;
  #completedMessage: Message | null = null;
  #queue: StreamEvent[] = [];
  #waiter: IteratorWaiter | null = null;
  #iterated = false;
  #iteratorClosed = false;

  /** Starts reading `source`; see {@link MessageStreamOptions} for `signal` and `onEvent`. */
  constructor(source: MessageStreamSource, options: MessageStreamOptions = {}) {
    this.result = new Promise<Message>((resolve, reject) => {
      this.#resolveResult = resolve;
      this.#rejectResult = reject;
    });
    // Callers who only iterate never see an unhandled rejection; awaiting `result` still rejects.
    this.result.catch(() => undefined);
    this.#onEvent = options.onEvent;
    this.#onAbort = options.abort;
    this.#unlinkSignal = this.#linkSignal(options.signal);
    if (this.#state === 'streaming') {
      void this.#run(source);
    }
  }

  /** Where the stream is now. */
  get state(): MessageStreamState {
    return this.#state;
  }

  /** Stops the stream: cancels the body, fires no further callbacks, ends the iterator and rejects `result` (kind `aborted`). */
  abort(reason?: unknown): void {
    if (this.#state !== 'streaming') {
      return;
    }
    this.#controller.abort(reason);
    const abortReason: unknown = this.#controller.signal.reason;
    this.#settle('aborted', streamAborted(abortReason));
    try {
      this.#onAbort?.(abortReason);
    } catch (error) {
      rethrowLater(error);
    }
  }

  /** The events as they arrive, including those that came before iteration began. Supports one iterator. */
  [Symbol.asyncIterator](): AsyncIterator<StreamEvent, undefined> {
    if (this.#iterated) {
      throw new TypeError('A MessageStream can be iterated only once; pass `onEvent` to observe its events elsewhere.');
    }
    this.#iterated = true;
    return {
      next: () => this.#next(),
      return: () => {
        this.#closeIterator();
        return Promise.resolve(DONE);
      },
    };
  }

  #linkSignal(signal: AbortSignal | undefined): () => void {
    if (!signal) {
      return () => undefined;
    }
    if (signal.aborted) {
      this.abort(signal.reason);
      return () => undefined;
    }
    const onAbort = (): void => this.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  }

  async #run(source: MessageStreamSource): Promise<void> {
    // The parser loads on demand: fetch its code while the request is on its way (parseEventStream waits for it).
    void preloadMessageStream();
    let body: ReadableStream<Uint8Array>;
    try {
      const response = await (typeof source === 'function' ? source(this.#controller.signal) : source);
      if (this.#state !== 'streaming') {
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      body = await this.#bodyOf(response);
    } catch (error) {
      this.#fail(error);
      return;
    }
    let lingering: ReturnType<typeof setTimeout> | undefined;
    try {
      for await (const event of parseEventStream(body, this.#controller.signal)) {
        this.#deliver(event);
        if (this.#state === 'streaming' && this.#apply(event) === 'stop') {
          // Settled at once; the body is read to its end (the server closes it right after) rather than cancelled, which
          // browsers report as a failed request. One that goes on is cancelled after a second.
          this.#complete();
          lingering = setTimeout(() => this.#controller.abort(), END_OF_BODY_WAIT_MS);
        }
      }
    } catch (error) {
      this.#fail(error);
      return;
    } finally {
      clearTimeout(lingering);
    }
    this.#complete();
  }

  /** Settles with the completed AI message, or fails as incomplete without one. */
  #complete(): void {
    if (this.#completedMessage) {
      this.#settle('completed', this.#completedMessage);
    } else {
      this.#settle('failed', streamFailure(STREAM_ERROR_MESSAGES.incomplete, STREAM_FAILURE_CODES.incomplete));
    }
  }

  async #bodyOf(response: Response): Promise<ReadableStream<Uint8Array>> {
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const text = response.statusText || messageForStatus(response.status);
      throw streamFailure(formatMessage(STREAM_ERROR_MESSAGES.http, { status: response.status, text }), STREAM_FAILURE_CODES.http, {
        status: response.status,
        requestId: response.headers.get('x-request-id'),
      });
    }
    if (!response.body) {
      throw streamFailure(STREAM_ERROR_MESSAGES.noReader, STREAM_FAILURE_CODES.noReader, { status: response.status });
    }
    return response.body;
  }

  /** Records what an event means for the turn; 'stop' when nothing more should be read. */
  #apply(event: StreamEvent): 'continue' | 'stop' {
    switch (event.type) {
      case 'user_message':
      case 'message_review':
      case 'ai_message_start':
      case 'ai_message_chunk': {
        return 'continue';
      }
      case 'ai_message_complete': {
        this.#completedMessage = event.data;
        return 'continue';
      }
      case 'stream_end': {
        return 'stop';
      }
      case 'error': {
        this.#settle('failed', streamFailure(event.data.message, event.data.code, { serverMessage: event.data.message }));
        return 'stop';
      }
      default: {
        return event satisfies never;
      }
    }
  }

  #deliver(event: StreamEvent): void {
    if (this.#state !== 'streaming') {
      return;
    }
    try {
      this.#onEvent?.(event);
    } catch (error) {
      rethrowLater(error);
    }
    if (this.#state !== 'streaming' || this.#iteratorClosed) {
      return;
    }
    const waiter = this.#waiter;
    if (waiter) {
      this.#waiter = null;
      waiter.resolve({ done: false, value: event });
    } else {
      this.#queue.push(event);
    }
  }

  #fail(error: unknown): void {
    if (this.#state !== 'streaming') {
      return;
    }
    if (isApiError(error)) {
      this.#settle(error.kind === 'aborted' ? 'aborted' : 'failed', error);
    } else if (isAbortError(error)) {
      this.#settle('aborted', streamAborted(error));
    } else {
      this.#settle('failed', new ApiError({ kind: 'network', message: HTTP_ERROR_MESSAGES.network, cause: error }));
    }
  }

  #settle(state: 'completed', message: Message): void;
  #settle(state: 'failed' | 'aborted', error: ApiError): void;
  #settle(state: Exclude<MessageStreamState, 'streaming'>, outcome: Message | ApiError): void {
    if (this.#state !== 'streaming') {
      return;
    }
    this.#state = state;
    this.#unlinkSignal();
    if (outcome instanceof ApiError) {
      this.#failure = outcome;
      this.#rejectResult(outcome);
    } else {
      this.#resolveResult(outcome);
    }
    if (state === 'aborted') {
      this.#queue = [];
    }
    const waiter = this.#waiter;
    this.#waiter = null;
    if (!waiter) {
      return;
    }
    if (state === 'failed' && this.#failure) {
      this.#failureDelivered = true;
      waiter.reject(this.#failure);
    } else {
      waiter.resolve(DONE);
    }
  }

  #next(): Promise<IteratorResult<StreamEvent, undefined>> {
    const event = this.#queue.shift();
    if (event) {
      return Promise.resolve({ done: false, value: event });
    }
    if (this.#iteratorClosed) {
      return Promise.resolve(DONE);
    }
    if (this.#state === 'streaming') {
      if (this.#waiter) {
        return Promise.reject(new TypeError('Await each next() of a MessageStream iterator before calling it again.'));
      }
      return new Promise((resolve, reject) => {
        this.#waiter = { resolve, reject };
      });
    }
    if (this.#state === 'failed' && this.#failure && !this.#failureDelivered) {
      this.#failureDelivered = true;
      return Promise.reject(this.#failure);
    }
    return Promise.resolve(DONE);
  }

  #closeIterator(): void {
    this.#iteratorClosed = true;
    this.#queue = [];
    const waiter = this.#waiter;
    this.#waiter = null;
    waiter?.resolve(DONE);
  }
}

/** Starts a {@link MessageStream} over a send-message-stream response; the same as `new MessageStream(source, options)`. */
export function createMessageStream(source: MessageStreamSource, options: MessageStreamOptions = {}): MessageStream {
  return new MessageStream(source, options);
}
