import { z } from 'zod';
import { id } from './fields.js';
import { message } from './conversations.js';
import { messageReview } from './review.js';

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), data, conversation_id: id });

/** The learner's message as stored (first event). */
export const userMessageEvent = envelope('user_message', message);
/**
 * The review of the learner's message (additive, not in §4): sent after `user_message` as soon as it is ready,
 * before `stream_end`; clients built to the spec ignore it.
 */
export const messageReviewEvent = envelope('message_review', z.object({ message_id: id, review: messageReview }));
/** The AI message is created with status `processing`. */
export const aiMessageStartEvent = envelope('ai_message_start', message);
/** A piece of the AI message's text, to append. */
export const aiMessageChunkEvent = envelope('ai_message_chunk', z.object({ message_id: id, chunk: z.string() }));
/**
 * The AI message is whole and `delivered`. `suggestions` (additive, not in §4) are replies the learner might send next,
 * in the target language; servers that predate them leave them out.
 */
export const aiMessageCompleteEvent = envelope('ai_message_complete', message.extend({ suggestions: z.array(z.string()).max(8).optional() }));
/** Nothing more follows. */
export const streamEndEvent = envelope('stream_end', z.object({}));
/** Generation failed; the AI message is marked `failed` (not in §4; sent before `stream_end`). */
export const streamErrorEvent = envelope('error', z.object({ code: z.string(), message: z.string(), message_id: id.optional() }));

/** One event of send-message-stream/ (and regenerate-stream/), sent as `data: {json}` lines (§4, §7). */
export const streamEvent = z.discriminatedUnion('type', [
  userMessageEvent,
  messageReviewEvent,
  aiMessageStartEvent,
  aiMessageChunkEvent,
  aiMessageCompleteEvent,
  streamEndEvent,
  streamErrorEvent,
]);
