import { describe, expect, it } from 'vitest';
import { buildRuleRecap, exampleOf, practiceMinutes } from './session-recap.js';

describe('the rule-made recap', () => {
  it('quotes a slip as its whole word, without the punctuation after it, with its sentence', () => {
    const text = 'Me gusta el cafe. Y la musica.';
    expect(exampleOf(text, { start: 12, end: 16, original: 'cafe', replacement: 'café', category: 'accent', explanation: '' }, 'es')).toEqual({ wrong: 'cafe', right: 'café', sentence: 'Me gusta el cafe.' });
    expect(exampleOf('Donde vives?', { start: 0, end: 0, original: '', replacement: '¿', category: 'punctuation', explanation: '' }, 'es')).toMatchObject({ wrong: 'Donde', right: '¿Donde' });
  });

  it('counts gaps between messages up to 5 minutes each, and at least a minute once the learner wrote', () => {
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 10, 10, minute));
    expect(practiceMinutes([at(0), at(2), at(50), at(51)])).toBe(8);
    const recap = buildRuleRecap({
      conversationId: 'c1', targetLanguage: 'es', nativeLanguage: 'en', goals: ['writing'], trigger: 'ended', now: at(1),
      messages: [{ sender: 'ai', text: 'Hola', review: null, createdAt: at(0) }, { sender: 'user', text: 'Hola, ¿qué tal?', review: null, createdAt: at(0) }],
      wordsSaved: [], pronunciationAttempts: 0,
    });
    expect(recap).toMatchObject({ minutes: 1, learner_messages: 1, learner_words: 3, goals: [{ goal: 'writing', measure: 'words_written', count: 3 }] });
    expect(recap.went_well.length).toBeGreaterThan(0);
  });
});
