import { asc, eq } from 'drizzle-orm';
import type { ResponseBody } from '@parla/contract';
import type { Database } from '../db/database.js';
import { conversations, feedback, supportReports, type UserRow } from '../db/schema.js';
import { conversationJson, messageJson, userJson } from '../http/serialize.js';
import { accountRecord } from './account-record.js';
import { allMessages } from './messages.js';
import { allPronunciationAttempts } from './pronunciation-attempts.js';
import { allReviewCards, reviewCardJson } from './review-cards.js';
import { allSavedWords, savedWordJson } from './saved-words.js';
import { feedbackJson, supportReportJson } from './support.js';
import { allUsageDays } from './usage-history.js';
import { learnerLevelsOf } from '../progress/learner-model.js';
import { recapsOfUser } from '../progress/recap-store.js';

/** Everything stored about a user, for GET /api/v1/user/export-data/. */
export async function exportUserData(db: Database, user: Omit<UserRow, 'passwordHash'>, now: Date): Promise<ResponseBody<'user.exportData'>> {
  const conversationRows = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, user.id))
    .orderBy(asc(conversations.createdAt));
  const recaps = await recapsOfUser(db, user.id);
  const exported = [];
  for (const conversation of conversationRows) {
    exported.push({
      conversation: conversationJson(conversation),
      messages: (await allMessages(db, conversation.id)).map(messageJson),
      recap: recaps.get(conversation.id) ?? null,
      tutor_summary: conversation.tutorSummary?.text ?? null,
    });
  }
  const [usage, reports, feedbackRows, pronunciation, account, words, cards] = await Promise.all([
    allUsageDays(db, user.id),
    db.select().from(supportReports).where(eq(supportReports.userId, user.id)).orderBy(asc(supportReports.createdAt)),
    db.select().from(feedback).where(eq(feedback.userId, user.id)).orderBy(asc(feedback.createdAt)),
    allPronunciationAttempts(db, user.id),
    accountRecord(db, user),
    allSavedWords(db, user.id),
    allReviewCards(db, user.id),
  ]);
  return {
    exported_at: now.toISOString(),
    user: userJson(user),
    conversations: exported,
    usage,
    support_reports: reports.map((row) => supportReportJson(row, user.email)),
    feedback: feedbackRows.map((row) => feedbackJson(row, user.email)),
    pronunciation_attempts: pronunciation,
    account,
    saved_words: words.map(savedWordJson),
    review_cards: cards.map(reviewCardJson),
    learner_levels: await learnerLevelsOf(db, user.id),
  };
}
