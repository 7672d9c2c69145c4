import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechEngines } from '../src/speech/speech-engines.js';
import { detectApertium } from '../src/vocabulary/apertium.js';
import { call, createTestContext, type TestContext } from './test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context.close();
});

/** Engines that speak English, Spanish and Japanese and understand English only (as espeak-ng and pocketsphinx do, roughly). */
const speech: SpeechEngines = {
  textToSpeech: [{ name: 'fake-tts', languages: () => ['en', 'es', 'ja'], synthesize: async () => ({ wav: new Uint8Array(), sampleRate: 22050 }) }],
  speechToText: [{ name: 'fake-stt', languages: () => ['en'], transcribe: async () => ({ transcript: '', confidence: null }) }],
  phonemes: null,
  phonemeLanguages: [],
} as unknown as SpeechEngines;

interface Language {
  code: string;
  text_to_speech: boolean;
  speech_to_text: boolean;
}

describe('what the server says about speech', () => {
  it('is one truth: languages/supported/ marks exactly the languages voice/capabilities/ lists (it said none anywhere)', async () => {
    const app = context.withDeps({ speech });

    const capabilities = await call(app, 'GET', '/api/v1/voice/capabilities/');
    const supported = await call(app, 'GET', '/api/v1/languages/supported/');

    expect(capabilities.status).toBe(200);
    expect(supported.status).toBe(200);
    const languages = supported.body.results as Language[];
    expect(languages.filter((language) => language.text_to_speech).map((language) => language.code).sort()).toEqual(capabilities.body.text_to_speech.languages);
    expect(languages.filter((language) => language.speech_to_text).map((language) => language.code).sort()).toEqual(capabilities.body.speech_to_text.languages);
    expect(capabilities.body.text_to_speech.languages).toEqual(['en', 'es', 'ja']);
    expect(capabilities.body.speech_to_text.languages).toEqual(['en']);
  });

  it('says which tutor writes the replies: the embedded practice tutor without a model (and no translation without Apertium)', async () => {
    const app = context.withDeps({ apertium: detectApertium({ dataDir: '/nonexistent/apertium' }) });
    const capabilities = await call(app, 'GET', '/api/v1/voice/capabilities/');

    expect(capabilities.body.tutor).toEqual({ kind: 'embedded', engine: 'offline' });
    expect(capabilities.body.translation).toEqual({ available: false, engine: null, all_pairs: false, pairs: [] });
  });

  it('says a model tutor is a model, and that it translates', async () => {
    const app = context.withDeps({ tutor: { name: 'openai-compatible:gpt-4o-mini', generate: async function* () {}, translate: async () => ({ translatedText: '', sourceLanguage: 'es' }) } });

    const capabilities = await call(app, 'GET', '/api/v1/voice/capabilities/');

    expect(capabilities.body.tutor).toEqual({ kind: 'model', engine: 'openai-compatible:gpt-4o-mini' });
    expect(capabilities.body.translation).toMatchObject({ available: true, engine: 'openai-compatible:gpt-4o-mini', all_pairs: true });
  });
});
