import type { z } from 'zod';
import type { LanguageCode } from '@parla/contract';
import type { sendMessageRequest } from '@parla/contract';
import type { IdempotencyClaim, IdempotencyScope } from '../data/idempotency-keys.js';
import { recentTurns } from '../data/messages.js';
import { isUuid } from '../data/users.js';
import type { Database } from '../db/database.js';
import type { ConversationRow, MessageRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { ApiError, notFound } from '../http/api-error.js';
import type { RateLimitDecision, ServerRateLimitedAction } from '../limits/rate-limiter.js';
import type { UsageIncrement } from '../limits/usage.js';
import { reviewerForConfig } from '../tutor/review/create-reviewer.js';
import { scheduleSummaryUpdate, TURN_WINDOW } from '../tutor/summary/running-summary.js';
import { learnerProfile, profileLine } from '../progress/learner-model.js';
import { buildSystemPrompt } from '../tutor/system-prompt.js';
import type { TutorRequest, TutorTurn } from '../tutor/tutor-engine.js';
import { finishReply } from './finish-reply.js';
import type { ReplyEndMeeting } from './reply-end-meeting.js';
import { startReplyHeartbeat } from './reply-heartbeat.js';
import { ClaimKeyFirst, storeTurnStart, type TurnLearner } from './turn-start.js';
import type { TurnQueue } from './turn-queue.js';
import { sleep } from '../sleep.js';

/** What one chat turn costs against the quotas. */
export const TURN_USAGE = { messages: 1, aiCalls: 1, totalRequests: 1 } as const;

/**
 * What a learner's turn counts: {@link TURN_USAGE} (one AI call, the review beside the reply included), and a review by
 * the configured model on its own line, `modelReviews`, which no quota limits: the learner is not charged twice.
 */
export function turnUsage(deps: AppDeps): UsageIncrement {
  const reviewer = deps.reviewer ?? reviewerForConfig(deps.config);
  return (reviewer as { engine?: string }).engine === 'model' ? { ...TURN_USAGE, modelReviews: 1 } : TURN_USAGE;
}

/** Longest a turn waits for the reply before it in the same conversation to be written, then 409. */
export const TURN_WAIT_MS = 30_000;

/** How often a turn waiting for another server process's reply looks again. */
const TURN_POLL_MS = 200;

/** Most conversations whose language is kept for the tutor's `prefetch`. */
const TURN_LANGUAGES_MAX = 10_000;

/** The target language of the conversations this process stored turns in, by id (the latest kept, the oldest dropped). */
const turnLanguages = new Map<string, LanguageCode>();

/**
 * Notes a conversation's target language (when it is created, and at each turn stored in this process), so the tutor may
 * start on its next turn's work beside the statement that stores it (`prefetch`), from its first turn on.
 */
export function rememberTurnLanguage(conversationId: string, language: LanguageCode): void {
  turnLanguages.delete(conversationId);
  if (turnLanguages.size >= TURN_LANGUAGES_MAX) {
    turnLanguages.delete(turnLanguages.keys().next().value ?? '');
  }
  turnLanguages.set(conversationId, language);
}

/** Forgets every conversation's language noted by {@link rememberTurnLanguage} (as a restarted process has; tests). */
export function forgetTurnLanguages(): void {
  turnLanguages.clear();
}

/** A turn ready for the tutor: both messages are stored, the AI one as `processing`. */
export interface PreparedTurn {
  conversation: ConversationRow;
  userMessage: MessageRow;
  aiMessage: MessageRow;
  request: TutorRequest;
  /** Lets the next turn of the conversation start; {@link runTurn} calls it when the reply is written. */
  release: () => void;
  /** The rate limit the turn was counted against when it was stored (`prepareTurn`'s `rateLimit`): its headers. */
  rateLimit?: RateLimitDecision;
  /** Whether the statement that stored the turn kept it as the answer of the request's Idempotency-Key (`TurnOrder.keep`). */
  keptForKey?: boolean;
}

/**
 * What serialises turns: the in-process queue of the app, and the request's signal (a client gone stops waiting); and
 * the §9 rate limit the statement that stores the turn counts it against, when the route leaves that to it.
 */
export interface TurnOrder {
  queue: TurnQueue;
  signal: AbortSignal;
  rateLimit?: ServerRateLimitedAction;
  /** The Idempotency-Key the request claimed, to keep the turn for in the statement that stores it. */
  keep?: IdempotencyScope;
  /**
   * An Idempotency-Key to claim in the statement that stores the turn (see `TurnStartOptions.claim`): only when no turn of
   * the conversation is ahead in this process, and once; else {@link ClaimKeyFirst} is thrown, nothing stored.
   */
  claim?: IdempotencyClaim;
}

/** 409 for a turn that waited too long for the reply before it. */
function replyStillWritten(): ApiError {
  return new ApiError(409, 'request_in_progress', 'A reply is still being written in this conversation. Please try again in a moment.', {
    headers: { 'Retry-After': '5' },
  });
}


/**
 * Waits for the conversation's earlier turns (in order within this process, by polling across processes, at most
 * {@link TURN_WAIT_MS}), then checks and counts the quota, stores the learner's message and the AI placeholder, and
 * builds the tutor request. A learner given with their session's `familyId` has it checked by the same statement.
 */
export async function prepareTurn(
  deps: AppDeps,
  user: TurnLearner,
  body: z.output<typeof sendMessageRequest>,
  order: TurnOrder,
): Promise<PreparedTurn> {
  if (!isUuid(body.conversation_id)) {
    throw notFound();
  }
  // The statement that stores the turn checks the conversation is the learner's (404 otherwise).
  const conversationId = body.conversation_id.toLowerCase();
  if (order.claim && order.queue.busy(conversationId)) {
    // A turn ahead: a repeat of the same key is answered at once (409 while it is written) by the key's own claim.
    throw new ClaimKeyFirst();
  }
  const deadline = Date.now() + TURN_WAIT_MS;
  const release = await order.queue.enter(conversationId, { signal: order.signal, timeoutMs: TURN_WAIT_MS, onTimeout: replyStillWritten });
  try {
    const usage = turnUsage(deps);
    // The tutor may start on the reply's own work beside the statement that stores the turn (a hint: the language the
    // conversation had when it was created or its last turn was stored here; the statement still checks it is the
    // learner's).
    const language = turnLanguages.get(conversationId);
    if (language) {
      deps.tutor.prefetch?.(language, body.message_text);
    }
    const start = () =>
      storeTurnStart(deps.db, {
        learner: user,
        conversationId,
        text: body.message_text,
        now: deps.clock.now(),
        usage,
        window: TURN_WINDOW,
        rateLimit: order.rateLimit,
        keep: order.keep,
        claim: order.claim,
      });
    let stored = await start();
    while (!stored) {
      if (Date.now() + TURN_POLL_MS > deadline) {
        throw replyStillWritten();
      }
      await sleep(TURN_POLL_MS, order.signal);
      stored = await start();
    }
    const { conversation, userMessage, aiMessage } = stored;
    rememberTurnLanguage(conversation.id, conversation.targetLanguage);
    const request = await tutorRequestFor(deps.db, conversation, deps.clock.now(), stored.recentTurns);
    return { conversation, userMessage, aiMessage, request, release, keptForKey: stored.keptForKey, ...(stored.rateLimit ? { rateLimit: stored.rateLimit } : {}) };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Lets the tutor write the reply, reporting each chunk. The text so far is stored every second while it is written (so a
 * killed process leaves it, see `reconcileInterruptedWork`), and with status `delivered` when the reply is whole; then
 * the conversation's next turn may start. On abort (the learner's Stop, a closed connection) or engine
 * failure the message becomes `failed` with the text reported so far, so a reload shows the partial
 * reply the learner saw (never given back to the tutor: `recentTurns` reads delivered messages only),
 * and the error is rethrown. `options.finish` ends a delivered reply instead of its own statement (see `meetReplyEnd`).
 */
export async function runTurn(
  deps: AppDeps,
  turn: PreparedTurn,
  signal: AbortSignal,
  onChunk: (chunk: string) => void = () => {},
  options: { finish?: ReplyEndMeeting['finish'] } = {},
): Promise<MessageRow> {
  let text = '';
  const heartbeat = startReplyHeartbeat(deps, turn.aiMessage.id, () => text);
  try {
    for await (const chunk of deps.tutor.generate(turn.request, signal)) {
      if (signal.aborted) {
        break;
      }
      text += chunk;
      onChunk(chunk);
    }
    if (signal.aborted) {
      throw signal.reason ?? new Error('aborted');
    }
    if (text.trim() === '') {
      throw new Error('The tutor returned an empty reply.');
    }
  } catch (error) {
    try {
      await heartbeat.stop();
      await finishReply(deps.db, turn.aiMessage.id, 'failed', text, deps.clock.now());
    } finally {
      turn.release();
    }
    throw error;
  }
  try {
    await heartbeat.stop();
    const delivered = options.finish
      ? await options.finish(turn.aiMessage.id, text)
      : await finishReply(deps.db, turn.aiMessage.id, 'delivered', text, deps.clock.now());
    // A model keeps a running summary of what falls out of the window, in the background.
    scheduleSummaryUpdate(deps, turn.conversation);
    return delivered;
  } finally {
    turn.release();
  }
}

/**
 * What the tutor is asked for the next reply of a conversation: its settings, its recent turns (read here unless given,
 * oldest first) and the system prompt they make.
 */
export async function tutorRequestFor(db: Database, conversation: ConversationRow, now: Date, recent?: TutorTurn[]): Promise<TutorRequest> {
  const settings = {
    targetLanguage: conversation.targetLanguage,
    nativeLanguage: conversation.nativeLanguage,
    level: conversation.skillLevel,
    mode: conversation.learningMode,
    goals: conversation.goals,
  };
  const summary = conversation.tutorSummary?.text;
  // The learner model (issue #21): the model gets a short profile; the embedded tutor may pick drills and words from it.
  const profile = await learnerProfile(db, conversation.userId, conversation.targetLanguage, conversation.goals, now).catch((error: unknown) => {
    console.error('the learner profile could not be read:', error instanceof Error ? error.message : 'unknown error');
    return undefined;
  });
  const systemPrompt = buildSystemPrompt({ ...settings, summary });
  return {
    ...settings,
    messages: recent ?? (await recentTurns(db, conversation.id, TURN_WINDOW)),
    systemPrompt: profile ? `${systemPrompt}\n${profileLine(profile)}` : systemPrompt,
    ...(profile ? { profile } : {}),
  };
}
