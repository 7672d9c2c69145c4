import type { MessageReview } from '@parla/contract';
import { saveMessageReview } from '../data/message-reviews.js';
import type { MessageRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { notFound } from '../http/api-error.js';
import { finishReply, finishReplyWithReview } from './finish-reply.js';

/** Longest a finished reply waits for its learner message's review, to be stored with it by one statement. */
export const REPLY_WAITS_FOR_REVIEW_MS = 25;

/** Where a streamed turn's reply end and its learner message's review meet (see {@link meetReplyEnd}). */
export interface ReplyEndMeeting {
  /** Ends the reply as delivered: with the review when that is ready within the wait, else alone. */
  finish(messageId: string, text: string): Promise<MessageRow>;
  /** Stores the review: with the reply's end when the reply is waiting for it, else alone, at once. */
  store(messageId: string, reviewedText: string, review: MessageReview): Promise<MessageRow | undefined>;
}

interface WaitingReply {
  messageId: string;
  text: string;
  resolve(row: MessageRow): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The reply's end and the review of a turn's learner message, stored by one statement when the review is ready within
 * `waitMs` of the reply's end (a round trip fewer: the embedded reviewer takes a few milliseconds after the reply's
 * first chunk), else each by its own, as before. A review ready first is stored at once, never held for the reply.
 */
export function meetReplyEnd(deps: Pick<AppDeps, 'db' | 'clock'>, waitMs = REPLY_WAITS_FOR_REVIEW_MS): ReplyEndMeeting {
  let waiting: WaitingReply | undefined;
  let reviewStored = false;
  const finishAlone = (messageId: string, text: string) => finishReply(deps.db, messageId, 'delivered', text, deps.clock.now());
  return {
    finish(messageId, text) {
      if (reviewStored) {
        return finishAlone(messageId, text);
      }
      return new Promise<MessageRow>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting = undefined;
          reviewStored = true;
          finishAlone(messageId, text).then(resolve, reject);
        }, waitMs);
        waiting = { messageId, text, resolve, reject, timer };
      });
    },
    async store(messageId, reviewedText, review) {
      const reply = waiting;
      waiting = undefined;
      reviewStored = true;
      if (!reply) {
        return saveMessageReview(deps.db, messageId, reviewedText, review);
      }
      clearTimeout(reply.timer);
      try {
        const stored = await finishReplyWithReview(deps.db, reply.messageId, reply.text, deps.clock.now(), { messageId, reviewedText, review });
        if (stored.reply) {
          reply.resolve(stored.reply);
        } else {
          reply.reject(notFound());
        }
        return stored.learner;
      } catch (error) {
        reply.reject(error);
        throw error;
      }
    },
  };
}
