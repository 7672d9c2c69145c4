import { and, asc, count, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import type { DueCard, LanguageCode, MessageReview, ReviewCard, ReviewGrade, ReviewStats } from '@parla/contract';
import type { Database } from '../db/database.js';
import { cardReviews, reviewCards, type ReviewCardRow } from '../db/schema.js';
import { notFound } from '../http/api-error.js';
import { isoOrNull } from '../http/serialize.js';
import { gradeSchedule, newCardSchedule, nextDueByGrade, stateName } from '../vocabulary/card-scheduler.js';
import { fixItPrompts } from '../vocabulary/fix-it-prompts.js';
import { isUuid } from './users.js';

/** A card as the API shows it. */
export function reviewCardJson(row: ReviewCardRow): ReviewCard {
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    prompt: row.prompt,
    answer: row.answer,
    context_sentence: row.contextSentence,
    hint: row.hint,
    word_id: row.wordId,
    source_message_id: row.sourceMessageId,
    state: stateName(row.state),
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    last_review: isoOrNull(row.lastReview),
    created_at: row.createdAt.toISOString(),
  };
}

/** A due card with the next due time of each grade given at `now`. */
export function dueCardJson(row: ReviewCardRow, now: Date): DueCard {
  const next = nextDueByGrade(row, now);
  return {
    ...reviewCardJson(row),
    next_due: { again: next.again.toISOString(), hard: next.hard.toISOString(), good: next.good.toISOString(), easy: next.easy.toISOString() },
  };
}

/** The user's card with this id; 404 when missing or someone else's. */
export async function findOwnCard(db: Database, userId: string, id: string): Promise<ReviewCardRow> {
  if (!isUuid(id)) {
    throw notFound();
  }
  const [card] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)))
    .limit(1);
  if (!card) {
    throw notFound();
  }
  return card;
}

function ownCards(userId: string, language: LanguageCode | undefined): SQL[] {
  const conditions: SQL[] = [eq(reviewCards.userId, userId)];
  if (language) {
    conditions.push(eq(reviewCards.language, language));
  }
  return conditions;
}

/** The user's cards due at `now`, the most overdue first, and how many are due in all. */
export async function dueCards(db: Database, userId: string, now: Date, options: { language?: LanguageCode | undefined; limit: number }) {
  const where = and(...ownCards(userId, options.language), lte(reviewCards.due, now));
  const rows = await db.select().from(reviewCards).where(where).orderBy(asc(reviewCards.due), asc(reviewCards.createdAt)).limit(options.limit);
  const [counted] = await db.select({ value: count() }).from(reviewCards).where(where);
  return { rows, count: counted?.value ?? 0 };
}

/** Grades a card at `now`: reschedules it with FSRS and logs the grade, in one transaction. */
export async function gradeCard(db: Database, card: ReviewCardRow, grade: ReviewGrade, now: Date): Promise<ReviewCardRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(reviewCards).set(gradeSchedule(card, grade, now)).where(eq(reviewCards.id, card.id)).returning();
    if (!updated) {
      throw notFound();
    }
    await tx.insert(cardReviews).values({ userId: card.userId, cardId: card.id, grade, reviewedAt: now });
    return updated;
  });
}

/** The start of the UTC day of `now`. */
function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Cards due now, the day's reviews (UTC) and how many of them were not Again, and the number of cards. */
export async function reviewStats(db: Database, userId: string, now: Date, language?: LanguageCode): Promise<ReviewStats> {
  const mine = and(...ownCards(userId, language));
  const today = [eq(cardReviews.userId, userId), gte(cardReviews.reviewedAt, startOfUtcDay(now))];
  if (language) {
    today.push(eq(reviewCards.language, language));
  }
  const [[due], [total], [reviewed], [retained]] = await Promise.all([
    db.select({ value: count() }).from(reviewCards).where(and(mine, lte(reviewCards.due, now))),
    db.select({ value: count() }).from(reviewCards).where(mine),
    db.select({ value: count() }).from(cardReviews).innerJoin(reviewCards, eq(reviewCards.id, cardReviews.cardId)).where(and(...today)),
    db
      .select({ value: count() })
      .from(cardReviews)
      .innerJoin(reviewCards, eq(reviewCards.id, cardReviews.cardId))
      .where(and(...today, ne(cardReviews.grade, 'again'))),
  ]);
  return { due_count: due?.value ?? 0, reviewed_today: reviewed?.value ?? 0, retained_today: retained?.value ?? 0, total_cards: total?.value ?? 0 };
}

/**
 * Makes the `fix_it` cards of a reviewed learner message, one per correction (see `fixItPrompts`), replacing the
 * message's fix-it cards never reviewed yet (an edited message is reviewed again; `firstReview`: the message has never
 * been reviewed, so there are none to replace). Returns the cards made.
 */
export async function replaceFixItCards(
  db: Database,
  message: { id: string; userId: string; messageText: string },
  language: LanguageCode,
  review: MessageReview,
  now: Date,
  options: { firstReview?: boolean } = {},
): Promise<ReviewCardRow[]> {
  const prompts = fixItPrompts(message.messageText, review);
  const cards = () =>
    prompts.map((item) => ({
      userId: message.userId,
      wordId: null,
      kind: 'fix_it' as const,
      language,
      prompt: item.prompt,
      answer: item.answer,
      contextSentence: message.messageText,
      hint: item.hint,
      sourceMessageId: message.id,
      createdAt: now,
      ...newCardSchedule(now),
    }));
  if (options.firstReview) {
    // A message reviewed for the first time has no cards to replace: its cards are stored in one statement, or none.
    return prompts.length === 0 ? [] : db.insert(reviewCards).values(cards()).returning();
  }
  return db.transaction(async (tx) => {
    await tx
      .delete(reviewCards)
      .where(and(eq(reviewCards.sourceMessageId, message.id), eq(reviewCards.kind, 'fix_it'), eq(reviewCards.reps, 0)));
    if (prompts.length === 0) {
      return [];
    }
    return tx.insert(reviewCards).values(cards()).returning();
  });
}

/** Every card of the user, oldest first (the data export). */
export async function allReviewCards(db: Database, userId: string): Promise<ReviewCardRow[]> {
  return db.select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(asc(reviewCards.createdAt));
}
