// Issue #24: the embedded tutor's spell check of a learner message is asked for beside the statement that stores the
// turn (in a conversation whose language the process knows: created or last turned here), not after it: one wait
// fewer before the first chunk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpellChecker } from '../src/tutor/spell-checker.js';
import { forgetTurnLanguages } from '../src/chat/chat-turn.js';
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
    // The first turn too: the process noted the conversation's language when it created it.
    await send(conversationId, 'Hola, me llamo Ada.');
    expect(log.indexOf('check Hola, me llamo Ada.')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('check Hola, me llamo Ada.')).toBeLessThan(log.indexOf('turn start statement'));
    log.length = 0;
    await send(conversationId, 'Vivo en Madrid con mi hermana.');
    expect(log.indexOf('check Vivo en Madrid con mi hermana.')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('check Vivo en Madrid con mi hermana.')).toBeLessThan(log.indexOf('turn start statement'));
  });

  it('checks after the statement in a conversation this process has not seen (its language comes with the stored turn)', async () => {
    const conversationId = await createConversation(context.app, user);
    // As after a restart: nothing noted about the conversation.
    forgetTurnLanguages();
    log.length = 0;
    await send(conversationId, 'Tengo dos gatos.');
    expect(log.indexOf('turn start statement')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('turn start statement')).toBeLessThan(log.indexOf('check Tengo dos gatos.'));
  });
});
