import { describe, expect, it } from 'vitest';
import { taskItems } from '../tutor/task-items.js';
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
      conversationId: 'c1', targetLanguage: 'es', nativeLanguage: 'en', goals: ['writing'], mode: 'free_conversation', level: 'beginner', trigger: 'ended', now: at(1),
      messages: [{ sender: 'ai', text: 'Hola', review: null, createdAt: at(0) }, { sender: 'user', text: 'Hola, ¿qué tal?', review: null, createdAt: at(0) }],
      wordsSaved: [], pronunciationAttempts: 0,
    });
    expect(recap).toMatchObject({ minutes: 1, learner_messages: 1, learner_words: 3, goals: [{ goal: 'writing', measure: 'words_written', count: 3 }] });
    expect(recap.went_well.length).toBeGreaterThan(0);
  });

  it('reports a theme goal by the exercises of that theme the learner answered: scenes, sentences, topics', () => {
    const at = new Date(Date.UTC(2025, 2, 10, 10, 0));
    const line = (sender: 'ai' | 'user', text: string) => ({ sender, text, review: null, createdAt: at });
    const items = taskItems('es', 'en', 'translation', 'beginner', ['travel', 'business']);
    const [travelA, travelB] = items.filter((item) => item.goals.includes('travel'));
    const business = items.find((item) => item.goals.includes('business'));
    const settings = { conversationId: 'c1', targetLanguage: 'es', nativeLanguage: 'en', goals: ['travel', 'business'], level: 'beginner', trigger: 'ended', now: at, wordsSaved: [], pronunciationAttempts: 0 } as const;
    const translated = buildRuleRecap({
      ...settings,
      mode: 'translation',
      // Two travel sentences answered (one of them twice), then a work sentence asked but not answered.
      messages: [line('ai', travelA?.prompt ?? ''), line('user', 'x'), line('ai', `No. ${travelA?.retry ?? ''}`), line('user', 'y'), line('ai', travelB?.prompt ?? ''), line('user', 'z'), line('ai', business?.prompt ?? '')],
    });
    expect(translated.goals).toEqual([
      { goal: 'travel', measure: 'theme_tasks', count: 2 },
      { goal: 'business', measure: 'theme_tasks', count: 0 },
    ]);
    const talked = buildRuleRecap({ ...settings, mode: 'free_conversation', messages: [line('ai', '¿Te gusta viajar?'), line('user', 'Sí, mucho.'), line('ai', '¿Te gusta tu trabajo?'), line('user', 'No.')] });
    expect(talked.goals).toEqual([
      { goal: 'travel', measure: 'theme_tasks', count: 1 },
      { goal: 'business', measure: 'theme_tasks', count: 1 },
    ]);
  });
});
