import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { LanguageCode, ReviewCardKind, SavedWord } from '@parla/contract';
import type { Database } from '../db/database.js';
import { reviewCards, savedWords, type SavedWordRow } from '../db/schema.js';
import { notFound } from '../http/api-error.js';
import { newCardSchedule } from '../vocabulary/card-scheduler.js';
import { pageTotal, totalOverAllRows } from './page-total.js';
import { isUuid } from './users.js';

/** A saved word as the API shows it. */
export function savedWordJson(row: SavedWordRow): SavedWord {
  return {
    id: row.id,
    language: row.language,
    word: row.word,
    base_form: row.baseForm,
    meaning: row.meaning,
    context_sentence: row.contextSentence,
    source_message_id: row.sourceMessageId,
    created_at: row.createdAt.toISOString(),
  };
}

/** A word to save. */
export interface NewSavedWord {
  language: LanguageCode;
  word: string;
  baseForm: string | null;
  meaning: string | null;
  contextSentence: string | null;
  sourceMessageId: string | null;
}

/**
 * Saves a word with its cards, due at once: `listen` always, `recognise` and `recall` when it has a meaning (they
 * ask from and for the meaning).
 */
export async function saveWord(db: Database, userId: string, word: NewSavedWord, now: Date): Promise<SavedWordRow> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(savedWords)
      .values({ userId, ...word, createdAt: now })
      .returning();
    if (!stored) {
      throw new Error('insert returned no word');
    }
    const shared = { userId, wordId: stored.id, language: word.language, contextSentence: word.contextSentence, hint: null, sourceMessageId: word.sourceMessageId, createdAt: now, ...newCardSchedule(now) };
    const cards: Array<typeof shared & { kind: ReviewCardKind; prompt: string; answer: string }> = [{ ...shared, kind: 'listen', prompt: word.word, answer: word.word }];
    if (word.meaning) {
      cards.unshift(
        { ...shared, kind: 'recognise', prompt: word.word, answer: word.meaning },
        { ...shared, kind: 'recall', prompt: word.meaning, answer: word.word },
      );
    }
    await tx.insert(reviewCards).values(cards);
    return stored;
  });
}

/** Filters of the word list. */
export interface SavedWordFilters {
  search?: string | undefined;
  language?: LanguageCode | undefined;
  limit: number;
  offset: number;
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A page of the user's saved words, newest first, with the total count. */
export async function listSavedWords(db: Database, userId: string, filters: SavedWordFilters): Promise<{ rows: SavedWordRow[]; count: number }> {
  const conditions: SQL[] = [eq(savedWords.userId, userId)];
  if (filters.language) {
    conditions.push(eq(savedWords.language, filters.language));
  }
  if (filters.search) {
    const pattern = likePattern(filters.search);
    const matches = or(ilike(savedWords.word, pattern), ilike(savedWords.baseForm, pattern), ilike(savedWords.meaning, pattern));
    if (matches) {
      conditions.push(matches);
    }
  }
  const where = and(...conditions);
  const page = await db
    .select({ word: savedWords, total: totalOverAllRows() })
    .from(savedWords)
    .where(where)
    .orderBy(desc(savedWords.createdAt), desc(savedWords.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const total = await pageTotal(page, filters.offset, async () => {
    const [counted] = await db.select({ value: count() }).from(savedWords).where(where);
    return counted?.value ?? 0;
  });
  return { rows: page.map((row) => row.word), count: total };
}

/** Deletes one of the user's saved words and its cards; 404 when missing or someone else's. */
export async function deleteSavedWord(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) {
    throw notFound();
  }
  const deleted = await db
    .delete(savedWords)
    .where(and(eq(savedWords.id, id), eq(savedWords.userId, userId)))
    .returning({ id: savedWords.id });
  if (deleted.length === 0) {
    throw notFound();
  }
}

/** Every saved word of the user, oldest first (the data export). */
export async function allSavedWords(db: Database, userId: string): Promise<SavedWordRow[]> {
  return db.select().from(savedWords).where(eq(savedWords.userId, userId)).orderBy(asc(savedWords.createdAt));
}
