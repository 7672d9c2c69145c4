import type { Message, StreamEvent } from '@parla/contract';

/** One event as the server writes it: `data: {json}` and a blank line (`events.map(sseEvent)` works). */
export function sseEvent(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** A comment line (a heartbeat such as `: ping`) and a blank line; parsers must ignore it. */
export function sseComment(text = 'ping'): string {
  return `: ${text}\n\n`;
}

/** The same SSE text with CRLF line endings (JSON escapes its own newlines, so every `\n` is a line end). */
export function withCrlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** Options of {@link buildChatStream}. */
export interface ChatStreamOptions {
  /** Default: 'conversation-1'. */
  conversationId?: string;
  /** The learner's text. Default: 'Hola'. */
  userText?: string;
  /** The AI's whole reply. Default: the chunks joined, or 'Hola, ¿qué tal?'. */
  aiText?: string;
  /**
   * The pieces the reply arrives in: the pieces themselves (they must join to `aiText`), or how many
   * nearly equal pieces to cut `aiText` into (never inside a character). Default: `aiText` split after each space.
   */
  chunks?: readonly string[] | number;
  /** Default: 'user-message-1'. */
  userMessageId?: string;
  /** Default: 'ai-message-1'. */
  aiMessageId?: string;
  /** Timestamp of both messages. Default: '2025-01-15T10:00:00.000Z'. */
  timestamp?: string;
  /** Suggested replies sent with `ai_message_complete` (additive). Default: none. */
  suggestions?: readonly string[];
}

/** Splits text after each run of spaces, so the pieces join back to the text. */
function splitWords(text: string): string[] {
  return text.match(/\S*\s*/g)?.filter((piece) => piece.length > 0) ?? [];
}

/** Cuts text into `count` nearly equal pieces of whole code points. */
function splitInto(text: string, count: number): string[] {
  const characters = Array.from(text);
  const size = Math.ceil(characters.length / Math.max(1, count));
  const pieces: string[] = [];
  for (let start = 0; start < characters.length; start += size) {
    pieces.push(characters.slice(start, start + size).join(''));
  }
  return pieces;
}

function chunksOf(aiText: string, chunks: readonly string[] | number | undefined): readonly string[] {
  if (chunks === undefined) {
    return splitWords(aiText);
  }
  if (typeof chunks === 'number') {
    return splitInto(aiText, chunks);
  }
  return chunks;
}

/** Every event of one streamed turn in §4 order: user_message, ai_message_start, ai_message_chunk × n, ai_message_complete, stream_end. */
export function buildChatStream(options: ChatStreamOptions = {}): StreamEvent[] {
  const conversationId = options.conversationId ?? 'conversation-1';
  const aiText = options.aiText ?? (Array.isArray(options.chunks) ? options.chunks.join('') : 'Hola, ¿qué tal?');
  const chunks = chunksOf(aiText, options.chunks);
  if (chunks.join('') !== aiText) {
    throw new Error('buildChatStream: `chunks` must join to `aiText`.');
  }
  const timestamp = options.timestamp ?? '2025-01-15T10:00:00.000Z';
  const aiMessageId = options.aiMessageId ?? 'ai-message-1';
  const userMessage: Message = {
    id: options.userMessageId ?? 'user-message-1',
    conversation_id: conversationId,
    sender: 'user',
    message_text: options.userText ?? 'Hola',
    timestamp,
    status: 'delivered',
    edited_at: null,
  };
  const aiMessage: Message = {
    id: aiMessageId,
    conversation_id: conversationId,
    sender: 'ai',
    message_text: '',
    timestamp,
    status: 'processing',
    edited_at: null,
  };
  return [
    { type: 'user_message', conversation_id: conversationId, data: userMessage },
    { type: 'ai_message_start', conversation_id: conversationId, data: aiMessage },
    ...chunks.map((chunk): StreamEvent => ({ type: 'ai_message_chunk', conversation_id: conversationId, data: { message_id: aiMessageId, chunk } })),
    {
      type: 'ai_message_complete',
      conversation_id: conversationId,
      data: { ...aiMessage, message_text: aiText, status: 'delivered', ...(options.suggestions ? { suggestions: [...options.suggestions] } : {}) },
    },
    { type: 'stream_end', conversation_id: conversationId, data: {} },
  ];
}

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Splits bytes at the given offsets (ascending, any may fall inside a character); empty pieces are dropped. */
export function splitAt(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const offset of [...offsets, bytes.length]) {
    if (offset > start) {
      pieces.push(bytes.subarray(start, offset));
      start = offset;
    }
  }
  return pieces;
}

/** Options of {@link bodyFromChunks}. */
export interface BodyFromChunksOptions {
  /** Called when the reader cancels the body, with the reason. Default: none. */
  onCancel?: (reason: unknown) => void;
}

/** A body that hands out the chunks one per read (strings as UTF-8), then closes. */
export function bodyFromChunks(chunks: readonly (Uint8Array | string)[], options: BodyFromChunksOptions = {}): ReadableStream<Uint8Array> {
  const queue = chunks.map((chunk) => (typeof chunk === 'string' ? utf8(chunk) : chunk));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = queue.shift();
      if (chunk === undefined) {
        controller.close();
      } else {
        controller.enqueue(chunk);
      }
    },
    cancel(reason) {
      options.onCancel?.(reason);
    },
  });
}

/** A body the test feeds by hand, with a record of its cancellation. */
export interface ControlledBody {
  /** The stream to hand to the code under test. */
  body: ReadableStream<Uint8Array>;
  /** Sends a chunk (strings as UTF-8); ignored once the reader has cancelled. */
  push(chunk: Uint8Array | string): void;
  /** Ends the body normally. */
  close(): void;
  /** Breaks the body, as a dropped connection does. */
  error(reason: unknown): void;
  /** Whether the reader cancelled the body. */
  readonly cancelled: boolean;
  /** The reason the reader cancelled with, if it did. */
  readonly cancelReason: unknown;
}

/** A body whose chunks arrive when the test pushes them. */
export function controlledBody(): ControlledBody {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const state = { cancelled: false, cancelReason: undefined as unknown };
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel(reason) {
      state.cancelled = true;
      state.cancelReason = reason;
    },
  });
  return {
    body,
    push: (chunk) => {
      if (!state.cancelled) {
        controller?.enqueue(typeof chunk === 'string' ? utf8(chunk) : chunk);
      }
    },
    close: () => controller?.close(),
    error: (reason) => controller?.error(reason),
    get cancelled() {
      return state.cancelled;
    },
    get cancelReason() {
      return state.cancelReason;
    },
  };
}

/** A 200 `text/event-stream` response around a body. */
export function sseResponse(body: ReadableStream<Uint8Array> | null, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) {
    headers.set('content-type', 'text/event-stream');
  }
  return new Response(body, { status: 200, ...init, headers });
}
