import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { CorrectionCategory, LanguageCode, MessageReview, ProgressDay, ProgressHistory } from '@parla/contract';
import { CORRECTION_CATEGORIES } from '@parla/contract';
import type { Database } from '../db/database.js';
import { cardReviews, conversations, messages, pronunciationAttempts, reviewCards, savedWords } from '../db/schema.js';
import { nextUtcMidnight, utcDay } from '../limits/usage.js';
import { MAX_COUNTED_GAP_MS } from './session-recap.js';
import { wordsOf } from './text-measures.js';

const DAY_MS = 86_400_000;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Whether a message's review checked it (a check ran), so its words count towards the correction rate. */
function wasChecked(review: MessageReview | null): review is MessageReview {
  return review !== null && review.checks.some((check) => check.status === 'ran');
}

interface DayTally {
  /** Practice per conversation that day: the counted gaps (ms), and whether the learner wrote (then at least a minute, as a recap counts). */
  conversations: Map<string, { ms: number; wrote: boolean }>;
  wordsWritten: number;
  wordsChecked: number;
  corrections: Map<CorrectionCategory, number>;
  wordsSavedThatDay: number;
  pronunciationScore: number | null;
  pronunciationAttempts: number;
}

function emptyTally(): DayTally {
  return { conversations: new Map(), wordsWritten: 0, wordsChecked: 0, corrections: new Map(), wordsSavedThatDay: 0, pronunciationScore: null, pronunciationAttempts: 0 };
}

/**
 * The learner's progress per UTC day over the last `weeks` weeks (today included) in one target language: minutes
 * practised (the recap's rule: the gaps between a conversation's messages, each up to 5 minutes, on the day of the later
 * one; a conversation the learner wrote in that day counts at least a minute), words written and checked, corrections per 100 checked words by category, saved words at the end of each day and
 * those retained (latest grade by then not Again, over the word's cards), and the mean pronunciation score. Four reads.
 */
export async function progressHistory(db: Database, userId: string, language: LanguageCode, weeks: number, now: Date): Promise<ProgressHistory> {
  const end = nextUtcMidnight(now);
  const start = new Date(end.getTime() - weeks * 7 * DAY_MS);
  const dayOf = (date: Date) => utcDay(date);

  const savedDay = sql<string>`to_char(${savedWords.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const attemptDay = sql<string>`to_char(${pronunciationAttempts.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [messageRows, savedRows, gradeRows, attemptRows] = await Promise.all([
    // Every message of the window in the language's conversations, with the one before it (a gap crossing the window's start counts).
    db
      .select({ conversationId: messages.conversationId, sender: messages.sender, text: messages.messageText, review: messages.review, createdAt: messages.createdAt })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.userId, userId), eq(conversations.targetLanguage, language), gte(messages.createdAt, new Date(start.getTime() - MAX_COUNTED_GAP_MS)), lt(messages.createdAt, end)))
      .orderBy(asc(messages.conversationId), asc(messages.seq)),
    db
      .select({ day: savedDay, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(savedWords)
      .where(and(eq(savedWords.userId, userId), eq(savedWords.language, language), lt(savedWords.createdAt, end)))
      .groupBy(savedDay),
    db
      .select({ wordId: reviewCards.wordId, grade: cardReviews.grade, reviewedAt: cardReviews.reviewedAt })
      .from(cardReviews)
      .innerJoin(reviewCards, eq(reviewCards.id, cardReviews.cardId))
      .where(and(eq(cardReviews.userId, userId), eq(reviewCards.language, language), isNotNull(reviewCards.wordId), lt(cardReviews.reviewedAt, end)))
      .orderBy(asc(cardReviews.reviewedAt)),
    db
      .select({
        day: attemptDay,
        score: sql<number>`avg(${pronunciationAttempts.overallScore})::float8`.mapWith(Number),
        attempts: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(pronunciationAttempts)
      .where(and(eq(pronunciationAttempts.userId, userId), eq(pronunciationAttempts.language, language), gte(pronunciationAttempts.createdAt, start), lt(pronunciationAttempts.createdAt, end)))
      .groupBy(attemptDay),
  ]);

  const dates: string[] = [];
  for (let time = start.getTime(); time < end.getTime(); time += DAY_MS) {
    dates.push(dayOf(new Date(time)));
  }
  const tallies = new Map(dates.map((date) => [date, emptyTally()]));
  const from = dates[0] ?? dayOf(start);

  let previous = null as { conversationId: string; at: number } | null;
  for (const row of messageRows) {
    const at = row.createdAt.getTime();
    const tally = at >= start.getTime() ? tallies.get(dayOf(row.createdAt)) : undefined;
    const practice = tally ? (tally.conversations.get(row.conversationId) ?? { ms: 0, wrote: false }) : undefined;
    if (tally && practice) {
      tally.conversations.set(row.conversationId, practice);
      if (previous?.conversationId === row.conversationId) {
        practice.ms += Math.max(0, Math.min(at - previous.at, MAX_COUNTED_GAP_MS));
      }
      practice.wrote ||= row.sender === 'user';
    }
    previous = { conversationId: row.conversationId, at };
    if (!tally || row.sender !== 'user') {
      continue;
    }
    const words = wordsOf(row.text, language).length;
    tally.wordsWritten += words;
    if (wasChecked(row.review)) {
      tally.wordsChecked += words;
      for (const correction of row.review.corrections) {
        tally.corrections.set(correction.category, (tally.corrections.get(correction.category) ?? 0) + 1);
      }
    }
  }

  let savedBefore = 0;
  for (const row of savedRows) {
    const tally = tallies.get(row.day);
    if (tally) {
      tally.wordsSavedThatDay += row.count;
    } else if (row.day < from) {
      savedBefore += row.count;
    }
  }
  for (const row of attemptRows) {
    const tally = tallies.get(row.day);
    if (tally) {
      tally.pronunciationScore = round1(row.score);
      tally.pronunciationAttempts = row.attempts;
    }
  }

  // Walk the grades in time: each word's latest grade so far decides whether it counts as retained at a day's end.
  const latestGrade = new Map<string, string>();
  let retained = 0;
  let gradeIndex = 0;
  const applyGradesBefore = (limit: number) => {
    while (gradeIndex < gradeRows.length && (gradeRows[gradeIndex]?.reviewedAt.getTime() ?? Infinity) < limit) {
      const row = gradeRows[gradeIndex];
      gradeIndex += 1;
      if (!row?.wordId) {
        continue;
      }
      const was = latestGrade.get(row.wordId);
      const wasRetained = was !== undefined && was !== 'again';
      const isRetained = row.grade !== 'again';
      latestGrade.set(row.wordId, row.grade);
      retained += Number(isRetained) - Number(wasRetained);
    }
  };

  let savedSoFar = savedBefore;
  const days: ProgressDay[] = dates.map((date, index) => {
    const tally = tallies.get(date) ?? emptyTally();
    applyGradesBefore(start.getTime() + (index + 1) * DAY_MS);
    savedSoFar += tally.wordsSavedThatDay;
    const corrections = [...tally.corrections.entries()]
      .sort((a, b) => b[1] - a[1] || CORRECTION_CATEGORIES.indexOf(a[0]) - CORRECTION_CATEGORIES.indexOf(b[0]))
      .map(([category, count]) => ({ category, count, per_100_words: tally.wordsChecked > 0 ? round1((count * 100) / tally.wordsChecked) : 0 }));
    return {
      date,
      minutes: Math.round([...tally.conversations.values()].reduce((sum, entry) => sum + (entry.wrote ? Math.max(entry.ms, 60_000) : entry.ms), 0) / 60_000),
      words_written: tally.wordsWritten,
      words_checked: tally.wordsChecked,
      corrections,
      words_saved: savedSoFar,
      words_retained: retained,
      pronunciation_score: tally.pronunciationScore,
      pronunciation_attempts: tally.pronunciationAttempts,
    };
  });

  return { language, weeks, from, to: dates.at(-1) ?? from, days };
}
