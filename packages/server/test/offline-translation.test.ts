import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@parla/contract';
import { usageCounters } from '../src/db/schema.js';
import { createOfflineEngine } from '../src/tutor/offline-engine.js';
import { apertiumPair, detectApertium } from '../src/vocabulary/apertium.js';
import { installedApertium, installedBaseForms } from '../src/vocabulary/offline-language-tools.js';
import { call, createConversation, createTestContext, signUp, type TestContext, type TestUser } from './test-app.js';

// Offline message translation (#20 point 2) with the Apertium this machine has (.ci/run installs it), and base forms
// in look-ups. Where a pair is not installed, the test checks the 501 instead, so it says something either way.

let context: TestContext;
let user: TestUser;
const apertium = installedApertium();
const covers = (source: 'es' | 'fr' | 'de', target: 'en') => apertiumPair(apertium, source, target) !== undefined;

beforeAll(async () => {
  context = await createTestContext();
  user = await signUp(context.app);
});

afterAll(async () => {
  await context.close();
});

async function translate(app = context.app, body: Record<string, unknown>) {
  return call(app, 'POST', '/api/v1/chat/translate/', { token: user.access, body });
}

describe('message translation without a language model', () => {
  it("translates a tutor's Spanish message into English with Apertium, counted as a request and not as an AI call", async () => {
    const conversationId = await createConversation(context.app, user);
    const sent = await call(context.app, 'POST', '/api/v1/conversations/send-message/', { token: user.access, body: { conversation_id: conversationId, message_text: 'Hola' } });
    const aiCalls = async () => (await context.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id)))[0]?.aiCalls ?? 0;
    const before = await aiCalls();
    const result = await translate(context.app, { text: 'La casa es muy grande.', target_language: 'en', message_id: sent.body.ai_message.id });
    if (!covers('es', 'en')) {
      expect(result.status).toBe(501);
      return;
    }
    expect(result.status, result.text).toBe(200);
    expect(ENDPOINTS['chat.translate'].response.parse(result.body)).toEqual({
      translated_text: expect.stringMatching(/\bhouse\b/i),
      source_language: 'es',
      target_language: 'en',
      engine: 'apertium spa-eng',
      source: 'offline',
    });
    expect(await aiCalls()).toBe(before);
  });

  it('translates a pair with no mode of its own through Spanish (French to English)', async () => {
    const result = await translate(context.app, { text: 'La maison est très grande.', source_language: 'fr', target_language: 'en' });
    if (!covers('fr', 'en')) {
      expect(result.status).toBe(501);
      return;
    }
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({ translated_text: expect.stringMatching(/\bhouse\b/i), engine: 'apertium fr-es + spa-eng', source: 'offline' });
  });

  it('answers 501 with the pair named when Apertium does not cover it', async () => {
    expect(covers('de', 'en')).toBe(false);
    const result = await translate(context.app, { text: 'Das Haus ist groß.', source_language: 'de', target_language: 'en' });
    expect(result.status).toBe(501);
    expect(result.body).toMatchObject({
      code: 'engine_not_configured',
      message:
        apertium.pairs.length > 0
          ? 'No offline translator covers German to English here, and no language model is configured.'
          : 'Translation needs a language model; none is configured on this server.',
    });
  });

  it('answers the 501 of a server without any engine when Apertium is not installed', async () => {
    const app = context.withDeps({ apertium: detectApertium({ dataDir: '/nonexistent/apertium' }) });
    const result = await translate(app, { text: 'La casa es muy grande.', source_language: 'es', target_language: 'en' });
    expect(result.status).toBe(501);
    expect(result.body.message).toBe('Translation needs a language model; none is configured on this server.');
    const capabilities = await call(app, 'GET', '/api/v1/voice/capabilities/');
    expect(capabilities.body.translation).toEqual({ available: false, engine: null, all_pairs: false, pairs: [] });
  });

  it('lists the offline pairs in the capabilities', async () => {
    const result = await call(context.app, 'GET', '/api/v1/voice/capabilities/');
    const translation = ENDPOINTS['voice.capabilities'].response.parse(result.body).translation;
    expect(translation).toEqual({ available: apertium.pairs.length > 0, engine: apertium.pairs.length > 0 ? 'apertium' : null, all_pairs: false, pairs: apertium.pairs });
    if (covers('es', 'en')) {
      expect(translation?.pairs).toContainEqual({ source: 'es', target: 'en', engine: 'apertium spa-eng', via: null });
    }
  });
});

describe('message translation with a language model and Apertium', () => {
  it('prefers the model, and falls back to Apertium when the model fails', async () => {
    const model = { ...createOfflineEngine(), name: 'stub-model', translate: async () => ({ translatedText: 'The house is very big.', sourceLanguage: 'es' as const }) };
    const byModel = await translate(context.withDeps({ tutor: model }), { text: 'La casa es muy grande.', source_language: 'es', target_language: 'en' });
    expect(byModel.body).toMatchObject({ translated_text: 'The house is very big.', engine: 'stub-model', source: 'model' });

    const failing = {
      ...createOfflineEngine(),
      name: 'failing-model',
      translate: async () => {
        throw new Error('the model timed out');
      },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = await translate(context.withDeps({ tutor: failing }), { text: 'La casa es muy grande.', source_language: 'es', target_language: 'en' });
    errors.mockRestore();
    if (covers('es', 'en')) {
      expect(fallback.body).toMatchObject({ translated_text: expect.stringMatching(/\bhouse\b/i), engine: 'apertium spa-eng', source: 'offline' });
    } else {
      expect(fallback.status).toBe(503);
    }
  });
});

describe('base forms in word look-ups', () => {
  const lookUp = async (word: string, language: string) =>
    (await call(context.app, 'GET', `/api/v1/vocabulary/lookup/?word=${encodeURIComponent(word)}&language=${language}&native=en`, { token: user.access })).body;

  it("finds an inflected word's dictionary entry through its base form (Spanish, French, Italian, Portuguese, German)", async () => {
    const engines = installedBaseForms().engines;
    const cases = [
      { word: 'hablamos', language: 'es', base: 'hablar', meaning: /speak|talk/ },
      { word: 'maisons', language: 'fr', base: 'maison', meaning: /house/ },
      { word: 'parliamo', language: 'it', base: 'parlare', meaning: /speak|talk/ },
      { word: 'falamos', language: 'pt', base: 'falar', meaning: /speak|talk/ },
      { word: 'Häuser', language: 'de', base: 'Haus', meaning: /house/ },
    ] as const;
    for (const { word, language, base, meaning } of cases) {
      const body = await lookUp(word, language);
      expect(ENDPOINTS['vocabulary.lookup'].response.safeParse(body).success, word).toBe(true);
      if (engines[language]) {
        expect(body, word).toMatchObject({ word, base_form: base, source: 'dictionary', meaning: expect.stringMatching(meaning) });
      } else {
        expect(body.base_form, word).toBeNull();
      }
    }
  });
});

describe('Japanese look-ups', () => {
  it('carry the reading in hiragana and find a conjugated verb through its dictionary form (kuromoji)', async () => {
    const result = await call(context.app, 'GET', `/api/v1/vocabulary/lookup/?word=${encodeURIComponent('飲みました')}&language=ja&native=en`, { token: user.access });
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({ word: '飲みました', reading: 'のみました', base_form: '飲む' });
    if (result.body.source === 'dictionary') {
      expect(result.body).toMatchObject({ engine: 'freedict-jpn-eng', meaning: expect.stringMatching(/drink/) });
    }
  });
});
