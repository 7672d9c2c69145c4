import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfflineEngine } from './offline-engine.js';
import { tutorGreeting, type GreetingSettings } from './openai-welcome.js';
import type { TutorEngine, WelcomeRequest } from './tutor-engine.js';

const settings: GreetingSettings = { targetLanguage: 'fr', nativeLanguage: 'en', skillLevel: 'beginner', learningMode: 'translation', goals: ['travel'] };
const fallback = () => 'Bonjour !';

/** An engine whose welcome answers `answer` (or never, until aborted), recording what it was asked. */
function welcomingEngine(answer: string | 'never', asked: WelcomeRequest[] = []): TutorEngine {
  return {
    name: 'welcoming',
    async *generate() {},
    welcome(request, signal) {
      asked.push(request);
      if (answer === 'never') {
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
      }
      return Promise.resolve(answer);
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the greeting of a conversation', () => {
  it('is the model\'s, written from the mode, level and goals', async () => {
    const asked: WelcomeRequest[] = [];
    expect(await tutorGreeting(welcomingEngine('  Traduisez : « I am tired. »  ', asked), settings, fallback)).toBe('Traduisez : « I am tired. »');
    expect(asked[0]).toMatchObject({ targetLanguage: 'fr', level: 'beginner', mode: 'translation', goals: ['travel'] });
    expect(asked[0]?.systemPrompt).toMatch(/one short sentence at a time.*CEFR A1–A2|CEFR A1–A2[\s\S]*one short sentence at a time/);
  });

  it('is the embedded one without a model, and when the model is slow or answers nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await tutorGreeting(createOfflineEngine(), settings, fallback)).toBe('Bonjour !');
    expect(await tutorGreeting(welcomingEngine('   '), settings, fallback)).toBe('Bonjour !');
    const started = Date.now();
    expect(await tutorGreeting(welcomingEngine('never'), settings, fallback, 50)).toBe('Bonjour !');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
