import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferences } from '@parla/contract';
import type { DatabaseHandle } from '../../db/connect.js';
import { conversations, messages, users } from '../../db/schema.js';
import { createTestDatabase } from '../../../test/test-db.js';
import type { SummaryRequest, TutorEngine } from '../tutor-engine.js';
import { SUMMARY_LEAD, SUMMARY_MAX_FOLD, TURN_WINDOW, updateRunningSummary } from './running-summary.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** An engine that summarises by counting, recording each request. */
function countingEngine(asked: SummaryRequest[]): TutorEngine {
  return {
    name: 'counting',
    async *generate() {},
    summarise(request) {
      asked.push(request);
      return Promise.resolve(`${request.previousSummary ?? ''}+${request.turns.length}`);
    },
  };
}

describe('a long conversation without a summary yet', () => {
  it(`catches up ${SUMMARY_MAX_FOLD} messages per update, never folding the newest ${TURN_WINDOW - SUMMARY_LEAD}`, async () => {
    const now = new Date('2025-03-10T10:00:00Z');
    const [user] = await database.db
      .insert(users)
      .values({ email: 'catch-up@parla.test', firstName: 'A', lastName: 'B', passwordHash: 'x', preferences: preferences.parse({}), createdAt: now, updatedAt: now })
      .returning();
    const [conversation] = await database.db
      .insert(conversations)
      .values({ userId: user!.id, title: 'Long', targetLanguage: 'es', nativeLanguage: 'en', skillLevel: 'beginner', learningMode: 'free_conversation', goals: [], messageCount: 100, createdAt: now, updatedAt: now })
      .returning();
    const total = 100;
    await database.db.insert(messages).values(
      Array.from({ length: total }, (_, index) => ({
        conversationId: conversation!.id,
        userId: user!.id,
        sender: index % 2 === 0 ? ('ai' as const) : ('user' as const),
        messageText: index === 1 ? `Me llamo Ana. ${'muy '.repeat(400)}` : `Mensaje ${index}`,
        status: 'delivered' as const,
        createdAt: new Date(now.getTime() + index),
      })),
    );
    const asked: SummaryRequest[] = [];
    const deps = { db: database.db, tutor: countingEngine(asked) };
    const read = async () => (await database.db.select().from(conversations).where(eq(conversations.id, conversation!.id)))[0]!;

    await updateRunningSummary(deps, await read(), new AbortController().signal);
    await updateRunningSummary(deps, await read(), new AbortController().signal);
    expect(await updateRunningSummary(deps, await read(), new AbortController().signal)).toBeUndefined();

    expect(asked.map((request) => request.turns.length)).toEqual([SUMMARY_MAX_FOLD, total - (TURN_WINDOW - SUMMARY_LEAD) - SUMMARY_MAX_FOLD]);
    expect(asked[1]?.previousSummary).toBe(`+${SUMMARY_MAX_FOLD}`);
    expect(asked[1]?.turns[0]?.content).toBe(`Mensaje ${SUMMARY_MAX_FOLD}`);
    const summary = (await read()).tutorSummary;
    expect(summary?.text).toBe(`+${SUMMARY_MAX_FOLD}+${total - (TURN_WINDOW - SUMMARY_LEAD) - SUMMARY_MAX_FOLD}`);
  });
});
