// Issue #24: the embedded tutor's spell check of a learner message is asked for beside the statement that stores the
// turn (from the second turn of a conversation on, whose language the process knows), not after it: one wait fewer
// before the first chunk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpellChecker } from '../src/tutor/spell-checker.js';
import { createOfflineEngine } from '../src/tutor/offline-engine.js';
import { createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

const log: string[] = [];

/** A spell checker that notes each text it is asked to check and finds nothing. */
const loggingChecker: SpellChecker = {
  warm: async () => {},
  check: async (_language, text) => {
    log.push(`check ${text}`);
    return { mistakes: [], otherLanguage: false };
  },
  checkWords: async () => ({ mistakes: [], otherLanguage: false }),
  close: async () => {},
};

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext({
    tutor: createOfflineEngine({ spellChecker: loggingChecker }),
    onStatement: (text) => {
      if (text.includes('WITH owner AS')) {
        log.push('turn start statement');
      }
    },
  });
  user = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

async function send(conversationId: string, text: string): Promise<void> {
  const response = await context.app.request('/api/v1/conversations/send-message-stream/', {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.access}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversation_id: conversationId, message_text: text }),
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('stream_end');
}

describe('the tutor’s work beside the turn’s start', () => {
  it('asks for the spell check of the next message before the statement storing its turn', async () => {
    const conversationId = await createConversation(context.app, user);
    await send(conversationId, 'Hola, me llamo Ada.');
    // The first turn: the language is learnt from the stored turn, so its check comes after the statement.
    expect(log.indexOf('turn start statement')).toBeLessThan(log.indexOf('check Hola, me llamo Ada.'));
    log.length = 0;
    await send(conversationId, 'Vivo en Madrid con mi hermana.');
    expect(log.indexOf('check Vivo en Madrid con mi hermana.')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('check Vivo en Madrid con mi hermana.')).toBeLessThan(log.indexOf('turn start statement'));
  });
});
