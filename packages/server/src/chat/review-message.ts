import { messageReview, type MessageReview, type ReviewEngine } from '@parla/contract';
import { findOwnConversation } from '../data/conversations.js';
import { saveMessageReview } from '../data/message-reviews.js';
import { replaceFixItCards } from '../data/review-cards.js';
import { recentTurns } from '../data/messages.js';
import { noteReviewedMessage } from '../progress/learner-model.js';
import type { ConversationRow, MessageRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { reviewerForConfig } from '../tutor/review/create-reviewer.js';
import type { MessageReviewer } from '../tutor/review/review-types.js';
import type { TutorTurn } from '../tutor/tutor-engine.js';

/** Longest a review may take before it is given up and stored as "checks unavailable". */
export const REVIEW_TIMEOUT_MS = 15_000;

/** How many of the tutor's latest turns give the words a review never flags. */
const TAUGHT_TURNS = 4;

/** The review that says no check could run: no corrections, and no "no mistakes" claim either. */
export function unavailableReview(text: string, engine: ReviewEngine): MessageReview {
  const checks: MessageReview['checks'] =
    engine === 'model' ? [{ kind: 'model', status: 'unavailable' }] : [{ kind: 'spelling', status: 'unavailable' }, { kind: 'grammar', status: 'unavailable' }];
  return { corrected_text: text, corrections: [], better_phrasing: null, checks, engine };
}

/** The tutor's latest turns, whose words the learner may repeat without being corrected. */
export function taughtWords(turns: readonly TutorTurn[]): string[] {
  return turns
    .filter((turn) => turn.role === 'assistant')
    .slice(-TAUGHT_TURNS)
    .map((turn) => turn.content);
}

/** Whether a review fits the text it reviews: the contract's schema holds and every correction's original is where it says. */
function fitsText(review: MessageReview, text: string): boolean {
  return messageReview.safeParse(review).success && review.corrections.every((item) => text.slice(item.start, item.end) === item.original);
}

/** Stores a review as `saveMessageReview` does (only while the message still has the reviewed text). */
export type ReviewStore = (messageId: string, reviewedText: string, review: MessageReview) => Promise<MessageRow | undefined>;

/** What to review: the learner's stored message, its conversation and the tutor's recent turns. */
export interface ReviewSubject {
  message: MessageRow;
  conversation: ConversationRow;
  recentTurns: readonly TutorTurn[];
}

/** The engine a reviewer reports, when it does (the model reviewer does); the embedded one otherwise. */
function engineOf(reviewer: MessageReviewer): ReviewEngine {
  return (reviewer as { engine?: ReviewEngine }).engine ?? 'embedded';
}

/** Whether a learner message's review is worked out in this process (the embedded reviewer) rather than by a remote model. */
export function reviewsInProcess(deps: AppDeps): boolean {
  return engineOf(deps.reviewer ?? reviewerForConfig(deps.config)) !== 'model';
}

/**
 * Reviews a learner message with `deps.reviewer` (default: the configuration's, see `reviewerForConfig`) and stores the
 * review with it; never rejects. A reviewer that fails, times out
 * (`timeoutMs`, default {@link REVIEW_TIMEOUT_MS}) or answers a review that does not fit the text gives a review whose
 * checks are `unavailable`. It is stored by `store` (default: `saveMessageReview`). Each correction becomes a `fix_it` review card. Resolves to the review, and to the message as stored (undefined when it was edited or
 * deleted meanwhile).
 */
export async function reviewMessage(
  deps: AppDeps,
  subject: ReviewSubject,
  timeoutMs: number = REVIEW_TIMEOUT_MS,
  store: ReviewStore = (messageId, reviewedText, review) => saveMessageReview(deps.db, messageId, reviewedText, review),
): Promise<{ review: MessageReview; message: MessageRow | undefined }> {
  const { message, conversation } = subject;
  const text = message.messageText;
  // A message just stored (never edited, not reviewed yet) has no fix-it cards to replace.
  const firstReview = message.review === null && message.editedAt === null;
  const reviewer = deps.reviewer ?? reviewerForConfig(deps.config);
  const engine = engineOf(reviewer);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('review timed out'));
      resolve(undefined);
    }, timeoutMs);
  });
  let review: MessageReview;
  try {
    const answered = await Promise.race([
      reviewer.review(
        {
          text,
          targetLanguage: conversation.targetLanguage,
          nativeLanguage: conversation.nativeLanguage,
          level: conversation.skillLevel,
          mode: conversation.learningMode,
          taughtWords: taughtWords(subject.recentTurns),
        },
        controller.signal,
      ),
      timedOut,
    ]);
    if (answered === undefined) {
      console.error(`review of message ${message.id} timed out after ${timeoutMs} ms`);
      review = unavailableReview(text, engine);
    } else if (!fitsText(answered, text)) {
      console.error(`review of message ${message.id} does not fit its text`, answered);
      review = unavailableReview(text, engine);
    } else {
      review = answered;
    }
  } catch (error) {
    console.error(`review of message ${message.id} failed`, error);
    review = unavailableReview(text, engine);
  } finally {
    clearTimeout(timer);
  }
  let stored: MessageRow | undefined;
  try {
    stored = await store(message.id, text, review);
  } catch (error) {
    console.error(`review of message ${message.id} could not be stored`, error);
    return { review, message: undefined };
  }
  if (stored) {
    // The kept learner profile counts the message and its corrections at once (issue #21), without reading it again.
    noteReviewedMessage(conversation.userId, conversation.targetLanguage, { id: stored.id, text: stored.messageText, createdAt: stored.createdAt }, review);
    // Each correction becomes a "fix it" review card (issue #20); the review stands even when the cards cannot be made.
    await replaceFixItCards(deps.db, stored, conversation.targetLanguage, review, deps.clock.now(), { firstReview }).catch((error: unknown) => {
      console.error(`fix-it cards of message ${message.id} could not be stored`, error);
    });
  }
  return { review, message: stored };
}

/** Reviews a learner message whose text was edited (see {@link reviewMessage}), with its conversation's settings and recent turns. */
export async function reviewEditedMessage(deps: AppDeps, message: MessageRow): Promise<{ review: MessageReview; message: MessageRow | undefined }> {
  const conversation = await findOwnConversation(deps.db, message.userId, message.conversationId);
  return reviewMessage(deps, { message, conversation, recentTurns: await recentTurns(deps.db, conversation.id) });
}
