import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import type { ConversationRow } from '../../db/schema.js';
import { createOfflineEngine } from '../offline-engine.js';
import { scheduleSummaryUpdate, TURN_WINDOW, updateRunningSummary } from './running-summary.js';

/** A database that fails the test if it is touched. */
const untouchable = new Proxy({}, { get: () => { throw new Error('the database was queried'); } }) as Database;

const longConversation = { id: '00000000-0000-4000-8000-000000000001', messageCount: TURN_WINDOW * 3, tutorSummary: null } as unknown as ConversationRow;

describe('the running summary without a model', () => {
  it('is never asked for: the embedded tutor keeps none and the database is not read', async () => {
    const deps = { db: untouchable, tutor: createOfflineEngine() };
    expect(await updateRunningSummary(deps, longConversation, new AbortController().signal)).toBeUndefined();
    expect(() => scheduleSummaryUpdate(deps, longConversation)).not.toThrow();
  });
});
