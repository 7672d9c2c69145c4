import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { errorFromResponse } from '../transport/error-from-response.js';
import { MessageStream } from '../stream/message-stream.js';
import { CHAT_SEND_FAILED_KEY, CHAT_SEND_FAILED_MESSAGE, chatFailureText } from './chat-failure-text.js';

function sse(...events: object[]): Response {
  const text = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

async function failureOf(stream: MessageStream): Promise<ApiError> {
  return stream.result.then(
    () => {
      throw new Error('the stream did not fail');
    },
    (error: unknown) => error as ApiError,
  );
}

describe('chatFailureText', () => {
  describe('when the stream is answered with a 500', () => {
    it('reads the server’s message, while the error keeps "HTTP 500: …"', () => {
      const response = new Response('', { status: 500, statusText: 'Internal Server Error' });
      const error = errorFromResponse(response, { code: 'server_error', message: 'The tutor is resting. Please try again.' }, { stream: true });

      expect(error.message).toBe('HTTP 500: Internal Server Error');
      expect(chatFailureText(error)).toEqual({ text: 'The tutor is resting. Please try again.' });
    });

    it('reads the §8 text of the status when the server sent no message', async () => {
      const stream = new MessageStream(Promise.resolve(new Response('oops', { status: 500, statusText: 'Internal Server Error' })));
      const error = await failureOf(stream);

      expect(error.message).toBe('HTTP 500: Internal Server Error');
      expect(chatFailureText(error)).toEqual({ text: 'Server error. Please try again later.' });
    });

    it('reads the §8 text of a 503 too', () => {
      const error = errorFromResponse(new Response('', { status: 503, statusText: 'Service Unavailable' }), null, { stream: true });

      expect(chatFailureText(error)).toEqual({ text: 'Service temporarily unavailable. Please try again later.' });
    });
  });

  describe('when the stream ends without a complete reply', () => {
    it('reads the chat’s send-failure text, while the error keeps the §4 message', async () => {
      const message = { id: 'a1', conversation_id: 'c1', sender: 'ai', message_text: '', timestamp: '2026-01-01T00:00:00Z', status: 'processing', edited_at: null };
      const stream = new MessageStream(
        Promise.resolve(sse({ type: 'ai_message_start', data: message, conversation_id: 'c1' }, { type: 'stream_end', data: {}, conversation_id: 'c1' })),
      );
      const error = await failureOf(stream);

      expect(error.message).toBe('Stream ended without complete AI message');
      expect(chatFailureText(error)).toEqual({ text: CHAT_SEND_FAILED_MESSAGE, key: CHAT_SEND_FAILED_KEY });
    });

    it('reads the send-failure text for a malformed event or an unexpected failure', () => {
      const malformed = new ApiError({ kind: 'invalid_response', message: 'An unexpected error occurred.', code: 'invalid_stream_event' });
      const unexpected = new ApiError({ kind: 'network', message: 'An unexpected error occurred', code: 'unexpected' });

      expect(chatFailureText(malformed).key).toBe('chat.error.send');
      expect(chatFailureText(unexpected).key).toBe('chat.error.send');
    });
  });

  it('keeps every other failure’s message (offline, the tutor’s own error event, a rate limit)', () => {
    const offline = new ApiError({ kind: 'offline', message: 'No internet connection. Please check your network.' });
    const tutor = new ApiError({ kind: 'stream', message: 'The tutor could not finish this reply. Please try again.', code: 'engine_unavailable' });

    expect(chatFailureText(offline)).toEqual({ text: 'No internet connection. Please check your network.' });
    expect(chatFailureText(tutor)).toEqual({ text: 'The tutor could not finish this reply. Please try again.' });
  });
});
