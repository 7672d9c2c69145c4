import type { Context } from 'hono';
import type { StreamEvent } from '@parla/contract';
import type { AppDeps } from '../deps.js';
import { eventStreamResponse, type EventOutput } from '../http/event-stream-response.js';
import { messageJson } from '../http/serialize.js';
import { runTurn, type PreparedTurn } from './chat-turn.js';
import { meetReplyEnd } from './reply-end-meeting.js';
import { reviewMessage, reviewsInProcess } from './review-message.js';
import { replySuggestions } from '../tutor/reply-suggestions.js';

function noop(): void {}

/** Headers of the event stream (no caching or proxy buffering). */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;

/** The message an `error` event carries when the tutor fails. */
export const TUTOR_FAILED_MESSAGE = 'The tutor could not finish this reply. Please try again.';

/**
 * Streams a prepared turn as `data: {json}` events: user_message, ai_message_start,
 * ai_message_chunk*, ai_message_complete (with suggested replies, or error), stream_end; `: ping` after each silence of
 * `heartbeatMs`. A client disconnect (request signal or stream cancel) aborts the tutor. The events go straight to
 * Node's response when node-server serves the request (`eventStreamResponse`); `headers` are added to the stream's.
 */
export function streamTurn(c: Context, deps: AppDeps, turn: PreparedTurn, headers?: Record<string, string>): Response {
  const requestSignal = c.req.raw.signal;
  return eventStreamResponse(c, headers ? { ...EVENT_STREAM_HEADERS, ...headers } : EVENT_STREAM_HEADERS, (output) =>
    writeTurnEvents(deps, turn, requestSignal, output),
  );
}

/**
 * Writes a prepared turn's events to `output`; returns what stops it when the client goes (as the request's signal does).
 * The learner's message is reviewed beside the reply (never delaying it): the reply starts first, and a review done
 * in this process (the embedded reviewer's spelling and grammar work) starts once the reply's first chunk is sent, or
 * its end when it has none, so it never stands before the first chunk (a remote reviewer, which costs the process
 * only a wait, starts at once). `message_review` is sent as soon as the review is stored, and always before stream_end
 * (which waits for it, at most the review's timeout). The review goes on when the client leaves, so a reload shows it.
 */
function writeTurnEvents(deps: AppDeps, turn: PreparedTurn, requestSignal: AbortSignal, output: EventOutput): () => void {
  const abort = new AbortController();
  const onRequestAbort = () => abort.abort(new Error('client disconnected'));
  requestSignal.addEventListener('abort', onRequestAbort, { once: true });
  const conversationId = turn.conversation.id;
  let closed = false;
  // One timer for the whole stream, pushed back by each write.
  const heartbeat = setTimeout(() => write(': ping\n\n'), deps.config.heartbeatMs);
  const write = (text: string) => {
    if (closed) {
      return;
    }
    if (!output.write(text)) {
      closed = true;
      clearTimeout(heartbeat);
      return;
    }
    heartbeat.refresh();
  };
  const send = (event: StreamEvent) => write(`data: ${JSON.stringify(event)}\n\n`);
  const finish = () => {
    clearTimeout(heartbeat);
    requestSignal.removeEventListener('abort', onRequestAbort);
    if (!closed) {
      closed = true;
      output.end();
    }
  };

  send({ type: 'user_message', data: messageJson(turn.userMessage), conversation_id: conversationId });
  send({ type: 'ai_message_start', data: messageJson(turn.aiMessage), conversation_id: conversationId });
  let firstChunkSent = () => {};
  const firstChunk = new Promise<void>((resolve) => {
    firstChunkSent = resolve;
  });
  // A review worked out in this process is ready a few milliseconds after the reply's end: both are stored by one
  // statement when it is ready within a short wait (`meetReplyEnd`).
  const inProcess = reviewsInProcess(deps);
  const meeting = inProcess ? meetReplyEnd(deps) : undefined;
  const reply = runTurn(
    deps,
    turn,
    abort.signal,
    (chunk) => {
      send({ type: 'ai_message_chunk', data: { message_id: turn.aiMessage.id, chunk }, conversation_id: conversationId });
      firstChunkSent();
    },
    { finish: meeting?.finish },
  );
  // A review worked out in this process waits for the first chunk (or the reply's end), then for the next turn of
  // the event loop, so the chunk is written out before the review's own work runs.
  const reviewMayStart = inProcess
    ? Promise.race([firstChunk, reply.then(noop, noop)]).then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    : Promise.resolve();
  const reviewed = reviewMayStart
    .then(() => reviewMessage(deps, { message: turn.userMessage, conversation: turn.conversation, recentTurns: turn.request.messages }, undefined, meeting?.store))
    .then(({ review }) => send({ type: 'message_review', data: { message_id: turn.userMessage.id, review }, conversation_id: conversationId }));
  void reply
    .then((message) => {
      // With it, what the learner might answer (additive): the chat offers them under the reply.
      const suggestions = replySuggestions(turn.request, message.messageText);
      send({ type: 'ai_message_complete', data: { ...messageJson(message), suggestions }, conversation_id: conversationId });
    })
    .catch((error: unknown) => {
      if (!abort.signal.aborted) {
        console.error('tutor failed', error);
        send({
          type: 'error',
          data: { code: 'engine_unavailable', message: TUTOR_FAILED_MESSAGE, message_id: turn.aiMessage.id },
          conversation_id: conversationId,
        });
      }
    })
    .finally(async () => {
      await reviewed;
      send({ type: 'stream_end', data: {}, conversation_id: conversationId });
      finish();
    });
  return () => {
    closed = true;
    clearTimeout(heartbeat);
    abort.abort(new Error('client disconnected'));
  };
}
