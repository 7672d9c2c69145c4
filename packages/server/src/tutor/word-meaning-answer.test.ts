import { describe, expect, it } from 'vitest';
import { writeTinyDictionary } from '../../test/dictd-files.js';
import type { BaseForms } from '../vocabulary/base-forms.js';
import { detectDictionaries } from '../vocabulary/dictionary-shelf.js';
import { askedWord } from './meaning-questions.js';
import { composeOfflineReply } from './offline-engine.js';
import type { SpellChecker } from './spell-checker.js';
import { taskItems } from './task-items.js';
import type { TutorRequest } from './tutor-engine.js';
import { answerWordQuestion, readableMeaning, type MeaningSources } from './word-meaning-answer.js';

const shelf = detectDictionaries(writeTinyDictionary('freedict-spa-eng', { gato: 'gato /ɡˈato/\n1. cat\n2. jack\n', hablar: 'hablar\nto speak <v>; to talk\n' }));
/** An analyser that knows one inflected form. */
const baseForms: BaseForms = { engines: { es: 'hunspell' }, of: async (word) => (word === 'hablamos' ? ['hablar'] : []) };
const sources: MeaningSources = { shelf, baseForms };

describe('the word a learner asks the meaning of', () => {
  it('is the quoted word, or the words beside the question, in the language learnt, their own or English', () => {
    expect(askedWord('¿Qué significa «madrugar»?', 'es', 'en')).toBe('madrugar');
    expect(askedWord('¿Qué significa madrugar?', 'es', 'en')).toBe('madrugar');
    expect(askedWord('Was bedeutet Feierabend?', 'de', 'en')).toBe('Feierabend');
    expect(askedWord('Que veut dire « flâner » ?', 'fr', 'en')).toBe('flâner');
    expect(askedWord('What does "saudade" mean?', 'pt', 'en')).toBe('saudade');
    expect(askedWord('懐かしいってどういう意味？', 'ja', 'en')).toBe('懐かしい');
    expect(askedWord('gemütlich ne demek?', 'de', 'tr')).toBe('gemütlich');
  });

  it('is none when the question points back at the tutor’s text or asks something else', () => {
    expect(askedWord('¿Qué significa eso?', 'es', 'en')).toBeUndefined();
    expect(askedWord('What does that mean?', 'es', 'en')).toBeUndefined();
    expect(askedWord('Qu’est-ce que ça veut dire ?', 'fr', 'en')).toBeUndefined();
    expect(askedWord('Hola, ¿qué tal?', 'es', 'en')).toBeUndefined();
  });
});

describe('answering "what does X mean?" offline', () => {
  it('gives the dictionary meaning in the learner’s own language, tags and labels left out', async () => {
    expect(await answerWordQuestion({ text: '¿Qué significa «gato»?', target: 'es', native: 'en' }, sources)).toBe('“gato” means: cat; jack.');
    expect(readableMeaning('snug <adj>; comfortable <adj>, comfy <adj> [coll.] , cosy <adj> [Br.] , cozy, cosy2')).toBe('snug; comfortable, comfy, cosy, cozy');
  });

  it('gives an inflected word’s meaning through its dictionary form', async () => {
    expect(await answerWordQuestion({ text: '¿Qué significa hablamos?', target: 'es', native: 'en' }, sources)).toBe('“hablamos” is a form of “hablar”, which means: to speak; to talk.');
    // The article a learner puts before a noun is not looked up with it.
    expect(await answerWordQuestion({ text: '¿Qué significa «el gato»?', target: 'es', native: 'en' }, sources)).toBe('“gato” means: cat; jack.');
  });

  it('says plainly when the dictionary lacks the word, or no dictionary covers the pair', async () => {
    expect(await answerWordQuestion({ text: '¿Qué significa «madrugar»?', target: 'es', native: 'en' }, sources)).toBe(
      'I can’t find “madrugar” in my offline dictionary (freedict-spa-eng), so I can’t tell you what it means without a connection.',
    );
    expect(await answerWordQuestion({ text: '¿Qué significa «gato»?', target: 'es', native: 'fr' }, sources)).toBe(
      'Je n’ai pas de dictionnaire hors ligne pour cette paire de langues, donc je ne peux pas te dire ce que veut dire « gato ».',
    );
  });

  it('leaves a word of the tutor’s own task to the task’s explanation', async () => {
    expect(await answerWordQuestion({ text: '¿Qué significa «gato»?', target: 'es', native: 'en', itemText: 'Completa: El ___ duerme. (gato)' }, sources)).toBeUndefined();
  });

  it('is what the embedded tutor replies, in free conversation and inside a task', async () => {
    const quiet: Pick<SpellChecker, 'check'> = { check: async () => ({ mistakes: [], otherLanguage: false }) };
    const request = (mode: TutorRequest['mode'], text: string): TutorRequest => ({
      targetLanguage: 'es',
      nativeLanguage: 'en',
      level: 'beginner',
      mode,
      goals: [],
      systemPrompt: '',
      messages: [{ role: 'user', content: text }],
    });
    const free = await composeOfflineReply(request('free_conversation', '¿Qué significa «gato»?'), { spellChecker: quiet, meaningSources: sources });
    expect(free).toMatch(/^“gato” means: cat; jack\. /);
    const unknown = await composeOfflineReply(request('free_conversation', '¿Qué significa «madrugar»?'), { spellChecker: quiet, meaningSources: sources });
    expect(unknown).toContain('I can’t find “madrugar”');
    expect(unknown).not.toContain('Sin conexión');
    // The word asked about is new to the learner, not a slip of a topic's keyword ("madrugar" is not "madre").
    expect(unknown).not.toContain('madre');
    const item = taskItems('es', 'en', 'vocabulary', 'beginner', [])[0];
    const asked = { ...request('vocabulary', '¿Qué significa «hablamos»?'), messages: [{ role: 'assistant' as const, content: item?.prompt ?? '' }, { role: 'user' as const, content: '¿Qué significa «hablamos»?' }] };
    const task = await composeOfflineReply(asked, { spellChecker: quiet, meaningSources: sources });
    expect(task).toBe(`“hablamos” is a form of “hablar”, which means: to speak; to talk. ${item?.retry ?? ''}`);
  });

  it('reads the FreeDict dictionaries installed on the machine by default', async () => {
    expect(await answerWordQuestion({ text: 'Was bedeutet Feierabend?', target: 'de', native: 'en' })).toMatch(/^“Feierabend” means: .*closing time/);
  });
});
